import { t, type DepositRequest, type PaymentMethod } from '@arena/shared';
import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useCreateDeposit } from '../api/create-deposit';
import { usePaymentInfo } from '../api/get-payment-info';
import { parseAmount } from '../lib/amount';
import { useCloseAfterSuccess } from '../lib/use-close-after-success';
import { FormFeedback } from './form-feedback';
import { MethodField } from './method-field';
import { PaymentInfoPanel } from './payment-info-panel';
import { walletErrorText } from '../lib/error-text';

type Field = 'amount' | 'transactionRef';

/**
 * Deposit request (user spec §5): method, amount (at least $1, cents allowed) and the last 5 digits of the
 * MonCash/NatCash transaction id. Checked here first with the spec's texts, then by the server. `onDone`
 * runs 2 s after a success (the page closes the form or returns to the history tab).
 */
export function DepositForm({ onDone }: { onDone: () => void }) {
  const paymentInfo = usePaymentInfo();
  const deposit = useCreateDeposit();
  const keys = useIdempotencyKeys();
  const [method, setMethod] = useState<PaymentMethod>('moncash');
  const [amount, setAmount] = useState<string | number>('');
  const [transactionRef, setTransactionRef] = useState('');
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const close = useCloseAfterSuccess(() => {
    setMethod('moncash');
    setAmount('');
    setTransactionRef('');
    setSuccess(null);
    deposit.reset();
    onDone();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (success || deposit.isPending) return;
    setError(null);
    const parsed = parseAmount(amount, paymentInfo.data);
    if ('error' in parsed) {
      setError({ message: parsed.error, field: 'amount' });
      return;
    }
    if (!/^[0-9]{5}$/.test(transactionRef)) {
      setError({ message: t('wallet.transactionRefRequired'), field: 'transactionRef' });
      return;
    }
    const body: DepositRequest = { method, amountCents: parsed.cents, transactionRef };
    deposit.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (response) => {
          keys.reset();
          setSuccess(response.message);
          close();
        },
        onError: (caught) => setError({ message: walletErrorText(caught, 'wallet.submitFailed') }),
      },
    );
  };

  const locked = success !== null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wallet.deposit')}>
      <Stack gap="md">
        <PaymentInfoPanel info={paymentInfo.data} />
        <FormFeedback error={error?.message ?? null} success={success} />
        <MethodField value={method} onChange={setMethod} disabled={locked} />
        <NumberInput
          label={t('wallet.amount')}
          name="amount"
          prefix="$"
          min={1}
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          clampBehavior="none"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          error={error?.field === 'amount'}
          disabled={locked}
        />
        <TextInput
          label={t('wallet.transactionRef')}
          description={t('wallet.transactionRefHint')}
          name="transactionRef"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={transactionRef}
          onChange={(e) => setTransactionRef(e.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
          error={error?.field === 'transactionRef'}
          disabled={locked}
        />
        <Button type="submit" loading={deposit.isPending} disabled={locked}>
          {t('wallet.submitDeposit')}
        </Button>
      </Stack>
    </form>
  );
}
