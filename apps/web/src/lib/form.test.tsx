import { depositRequest, dollarsToCents, t, textId, updateProfileBody } from '@arena/shared';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/testing/render';
import { contractResolver, firstError } from './form';
import { loadFeatureMessages, loadLanguage } from './language';

describe('contractResolver', () => {
  it("maps the shared contract's issues to the catalogue's texts, never to a path", () => {
    const validate = contractResolver(updateProfileBody);
    expect(validate({ fullName: '  ', email: 'not-an-email' })).toEqual({ fullName: t('form.required'), email: t('form.invalidEmail') });
    expect(validate({ fullName: 'Ana', email: 'ana@arena.test' })).toEqual({});
  });

  it("builds the request from the form's values and puts the contract's own texts on the form's fields", () => {
    type Values = { method: 'moncash' | 'natcash'; amount: string; transactionRef: string };
    const validate = contractResolver<Values>(depositRequest, {
      toRequest: (values) => ({ method: values.method, amountCents: dollarsToCents(values.amount), transactionRef: values.transactionRef }),
      fields: { amountCents: 'amount' },
    });
    const errors = validate({ method: 'moncash', amount: 'abc', transactionRef: '12' });
    expect(errors).toEqual({ amount: t('wallet.invalidAmount'), transactionRef: t('wallet.transactionRefRequired') });
    expect(firstError(errors, ['amount', 'transactionRef'])).toBe(t('wallet.invalidAmount'));
    expect(validate({ method: 'natcash', amount: '25.50', transactionRef: '12345' })).toEqual({});
  });

  describe('a bound in the text', () => {
    afterEach(() => loadLanguage('en'));

    it('names the number, grouped as the language writes it', async () => {
      const validate = contractResolver(z.object({ bid: z.number().min(1500, { error: textId('market.bidTooLow') }) }));
      expect(validate({ bid: 3 })).toEqual({ bid: 'Bid must be at least 1,500' });
      await loadLanguage('fr');
      await loadFeatureMessages();
      expect(validate({ bid: 3 })).toEqual({ bid: 'L’offre doit être d’au moins 1\u202f500' });
      await loadLanguage('ht');
      await loadFeatureMessages();
      expect(validate({ bid: 3 })).toEqual({ bid: 'Òf la dwe omwen 1\u202f500' });
    });
  });

  it('a Mantine form shows the texts under its fields', () => {
    function ProfileProbe() {
      const form = useForm({ mode: 'controlled', initialValues: { fullName: '', email: 'x' }, validate: contractResolver(updateProfileBody) });
      return (
        <form onSubmit={form.onSubmit(() => {})} noValidate>
          <TextInput label="Full name" {...form.getInputProps('fullName')} />
          <TextInput label="Email" {...form.getInputProps('email')} />
          <Button type="submit">Save</Button>
        </form>
      );
    }
    renderWithProviders(<ProfileProbe />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(t('form.required'))).toBeInTheDocument();
    expect(screen.getByText(t('form.invalidEmail'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(document.body.textContent).not.toMatch(/\[body|fullName|Too small/);
  });
});
