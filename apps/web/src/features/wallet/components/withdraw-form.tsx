import { NeedsConnectionNote, useActionsOffline } from '@/components/needs-connection';
import { formatCents, t, withdrawalRequest, type WithdrawalRequest } from '@arena/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { usePaymentInfo } from '../api/get-payment-info';
import { useWallet } from '../api/get-wallet';
import { bodyFromContract, useWalletRequestForm } from '../lib/use-wallet-request-form';
import { AmountField } from './amount-field';
import { FormFeedback } from './form-feedback';
import { MethodField } from './method-field';

/**
 * Withdrawal request (user spec §5): method, amount and the payout phone number in international format.
 * The amount is held from the available balance at once (the server answers 409 'Insufficient balance'
 * when it is too low). `onDone` runs 2 s after a success.
 */
export function WithdrawForm({ onDone }: { onDone: () => void }) {
  const paymentInfo = usePaymentInfo();
  const wallet = useWallet();
  const withdraw = useCreateWithdrawal();
  const offline = useActionsOffline();
  const [phoneNumber, setPhoneNumber] = useState('');
  const form = useWalletRequestForm<WithdrawalRequest, 'phoneNumber'>({
    mutation: withdraw,
    limits: paymentInfo.data,
    buildBody: ({ method, amountCents }) => {
      if (wallet.data && amountCents > wallet.data.availableCents) return { error: { message: t('wallet.insufficientBalance'), field: 'amount' } };
      return bodyFromContract(withdrawalRequest, { method, amountCents, phoneNumber });
    },
    resetFields: () => setPhoneNumber(''),
    onDone,
  });

  const limits = paymentInfo.data;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('wallet.withdraw')}>
      <Stack gap="md">
        <div>
          {wallet.data && <Text fw={600}>{t('wallet.availableToWithdraw', { amount: formatCents(wallet.data.availableCents) })}</Text>}
          <Text size="sm" c="dimmed">
            {t('wallet.holdHint')} {t('wallet.processingTime')}
          </Text>
        </div>
        <FormFeedback error={form.error?.message ?? null} success={form.success} />
        <MethodField value={form.method} onChange={form.setMethod} disabled={form.locked} />
        <AmountField
          value={form.amount}
          onChange={form.setAmount}
          invalid={form.error?.field === 'amount'}
          disabled={form.locked}
          description={limits ? t('wallet.limits', { min: formatCents(limits.minAmountCents), max: formatCents(limits.maxAmountCents) }) : undefined}
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
          error={form.error?.field === 'phoneNumber'}
          disabled={form.locked}
        />
        <Button type="submit" loading={withdraw.isPending} disabled={form.locked || offline} aria-describedby={offline ? 'withdraw-offline' : undefined}>
          {t('wallet.submitWithdrawal')}
        </Button>
        <NeedsConnectionNote id="withdraw-offline" />
      </Stack>
    </form>
  );
}
