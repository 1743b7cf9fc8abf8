import { depositRequest, t, withdrawalRequest } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyFromContract } from './use-wallet-request-form';

describe('wallet request bodies are checked with the server contract', () => {
  it('a deposit needs the 5 digits of the transaction id, with the catalogue text on that field', () => {
    expect(bodyFromContract(depositRequest, { method: 'moncash', amountCents: 500, transactionRef: '12a4' })).toEqual({
      error: { message: t('wallet.transactionRefRequired'), field: 'transactionRef' },
    });
    expect(bodyFromContract(depositRequest, { method: 'natcash', amountCents: 500, transactionRef: '12345' })).toEqual({
      body: { method: 'natcash', amountCents: 500, transactionRef: '12345' },
    });
  });

  it('a withdrawal needs a phone number in international format', () => {
    expect(bodyFromContract(withdrawalRequest, { method: 'moncash', amountCents: 500, phoneNumber: '  ' })).toEqual({
      error: { message: t('wallet.phoneRequired'), field: 'phoneNumber' },
    });
    expect(bodyFromContract(withdrawalRequest, { method: 'moncash', amountCents: 500, phoneNumber: '3712' })).toEqual({
      error: { message: t('wallet.phoneInvalid'), field: 'phoneNumber' },
    });
    const ok = bodyFromContract(withdrawalRequest, { method: 'moncash', amountCents: 500, phoneNumber: ' +509 3712 3456 ' });
    expect('body' in ok && ok.body.amountCents).toBe(500);
  });

  it("an issue the contract words no text for reads in the catalogue's words, not zod's", () => {
    expect(bodyFromContract(z.object({ note: z.string().max(3) }), { note: 'longer' })).toEqual({
      error: { message: t('error.validation'), field: 'note' },
    });
  });
});
