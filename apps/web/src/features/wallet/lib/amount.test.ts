import { t } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';

const limits = { minAmountCents: 500, maxAmountCents: 100_000 };

describe('parseAmount', () => {
  it('turns typed dollars into integer cents', () => {
    expect(parseAmount('25.50', undefined)).toEqual({ cents: 2550 });
    expect(parseAmount('150.5', undefined)).toEqual({ cents: 15_050 });
    expect(parseAmount('1,000.50', undefined)).toEqual({ cents: 100_050 });
    expect(parseAmount('1', undefined)).toEqual({ cents: 100 });
    expect(parseAmount('0.3', undefined)).toEqual({ error: t('wallet.invalidAmount') });
  });

  it("refuses what is not an amount of at least $1 with the spec's text", () => {
    for (const value of ['', 'abc', '-5', '0.99', '1.234', '1e3', '١٢', '0']) {
      expect(parseAmount(value, undefined)).toEqual({ error: t('wallet.invalidAmount') });
    }
  });

  it("checks the admin's per-transaction limits when they are known", () => {
    const outOfRange = { error: t('wallet.amountOutOfRange', { min: '$5.00', max: '$1,000.00' }) };
    expect(parseAmount('4.99', limits)).toEqual(outOfRange);
    expect(parseAmount('1000.01', limits)).toEqual(outOfRange);
    expect(parseAmount('5', limits)).toEqual({ cents: 500 });
    expect(parseAmount('1000', limits)).toEqual({ cents: 100_000 });
  });
});
