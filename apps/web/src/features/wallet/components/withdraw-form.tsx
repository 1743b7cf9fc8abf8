import { formatCents, isInternationalPhone, t, type PaymentMethod, type WithdrawalRequest } from '@arena/shared';
import { Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { usePaymentInfo } from '../api/get-payment-info';
import { useWallet } from '../api/get-wallet';
import { parseAmount } from '../lib/amount';
import { useCloseAfterSuccess } from '../lib/use-close-after-success';
import { FormFeedback } from './form-feedback';
import { MethodField } from './method-field';
import { walletErrorText } from '../lib/error-text';

type Field = 'amount' | 'phoneNumber';

/**
 * Withdrawal request (user spec §5): method, amount and the payout phone number in international format.
 * The amount is held from the available balance at once (the server answers 409 'Insufficient balance'
 * when it is too low). `onDone` runs 2 s after a success.
 */
export function WithdrawForm({ onDone }: { onDone: () => void }) {
  const paymentInfo = usePaymentInfo();
  const wallet = useWallet();
  const withdraw = useCreateWithdrawal();
  const keys = useIdempotencyKeys();
  const [method, setMethod] = useState<PaymentMethod>('moncash');
  const [amount, setAmount] = useState<string | number>('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const close = useCloseAfterSuccess(() => {
    setMethod('moncash');
    setAmount('');
    setPhoneNumber('');
    setSuccess(null);
    withdraw.reset();
    onDone();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (success || withdraw.isPending) return;
    setError(null);
    const parsed = parseAmount(amount, paymentInfo.data);
    if ('error' in parsed) {
      setError({ message: parsed.error, field: 'amount' });
      return;
    }
    if (wallet.data && parsed.cents > wallet.data.availableCents) {
      setError({ message: t('wallet.insufficientBalance'), field: 'amount' });
      return;
    }
    const phone = phoneNumber.trim();
    if (!phone) {
      setError({ message: t('wallet.phoneRequired'), field: 'phoneNumber' });
      return;
    }
    if (!isInternationalPhone(phone)) {
      setError({ message: t('wallet.phoneInvalid'), field: 'phoneNumber' });
      return;
    }
    const body: WithdrawalRequest = { method, amountCents: parsed.cents, phoneNumber: phone };
    withdraw.mutate(
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
  const limits = paymentInfo.data;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wallet.withdraw')}>
      <Stack gap="md">
        <div>
          {wallet.data && (
            <Text fw={600}>{t('wallet.availableToWithdraw', { amount: formatCents(wallet.data.availableCents) })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('wallet.holdHint')} {t('wallet.processingTime')}
          </Text>
        </div>
        <FormFeedback error={error?.message ?? null} success={success} />
        <MethodField value={method} onChange={setMethod} disabled={locked} />
        <NumberInput
          label={t('wallet.amount')}
          description={limits ? t('wallet.limits', { min: formatCents(limits.minAmountCents), max: formatCents(limits.maxAmountCents) }) : undefined}
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
          label={t('wallet.phoneNumber')}
          description={t('wallet.phoneHint', { example: t('wallet.phoneExample') })}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('wallet.phoneExample')}
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.currentTarget.value)}
          error={error?.field === 'phoneNumber'}
          disabled={locked}
        />
        <Button type="submit" loading={withdraw.isPending} disabled={locked}>
          {t('wallet.submitWithdrawal')}
        </Button>
      </Stack>
    </form>
  );
}
