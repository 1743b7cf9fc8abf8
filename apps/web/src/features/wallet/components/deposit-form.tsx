import { NeedsConnectionNote, useActionsOffline } from '@/components/needs-connection';
import { depositRequest, t, type DepositRequest } from '@arena/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateDeposit } from '../api/create-deposit';
import { usePaymentInfo } from '../api/get-payment-info';
import { bodyFromContract, useWalletRequestForm } from '../lib/use-wallet-request-form';
import { AmountField } from './amount-field';
import { FormFeedback } from './form-feedback';
import { MethodField } from './method-field';
import { PaymentInfoPanel } from './payment-info-panel';

/**
 * Deposit request (user spec §5): method, amount (at least $1, cents allowed) and the last 5 digits of the
 * MonCash/NatCash transaction id. Checked here first with the server's own contract and the spec's texts, then by the server. `onDone`
 * runs 2 s after a success (the page closes the form or returns to the history tab).
 */
export function DepositForm({ onDone }: { onDone: () => void }) {
  const paymentInfo = usePaymentInfo();
  const deposit = useCreateDeposit();
  const offline = useActionsOffline();
  const [transactionRef, setTransactionRef] = useState('');
  const form = useWalletRequestForm<DepositRequest, 'transactionRef'>({
    mutation: deposit,
    limits: paymentInfo.data,
    buildBody: ({ method, amountCents }) => bodyFromContract(depositRequest, { method, amountCents, transactionRef }),
    resetFields: () => setTransactionRef(''),
    onDone,
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('wallet.deposit')}>
      <Stack gap="md">
        <PaymentInfoPanel info={paymentInfo.data} />
        <FormFeedback error={form.error?.message ?? null} success={form.success} />
        <MethodField value={form.method} onChange={form.setMethod} disabled={form.locked} />
        <AmountField value={form.amount} onChange={form.setAmount} invalid={form.error?.field === 'amount'} disabled={form.locked} />
        <TextInput
          label={t('wallet.transactionRef')}
          description={t('wallet.transactionRefHint')}
          name="transactionRef"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={transactionRef}
          onChange={(e) => setTransactionRef(e.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
          error={form.error?.field === 'transactionRef'}
          disabled={form.locked}
        />
        <Button type="submit" loading={deposit.isPending} disabled={form.locked || offline} aria-describedby={offline ? 'deposit-offline' : undefined}>
          {t('wallet.submitDeposit')}
        </Button>
        <NeedsConnectionNote id="deposit-offline" />
      </Stack>
    </form>
  );
}
