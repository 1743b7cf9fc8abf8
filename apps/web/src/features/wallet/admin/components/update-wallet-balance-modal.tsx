import { adjustWalletRequest, formatCents, t, type AdjustWalletRequest, type AdminUser, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { adminContractResolver, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useAdjustWallet } from '../api/adjust-wallet';
import { useSettings } from '../api/get-settings';
import { UserPicker } from './user-picker';
import { adminWalletErrorText } from '../lib/error-text';

export interface UpdateWalletBalanceModalProps {
  /** The account whose wallet changes; null lets the admin pick a player in the dialog. */
  userId: string | null;
  /** Shown in the dialog (full name or email). */
  userName: string | null;
  opened: boolean;
  onClose: () => void;
}

type BalanceValues = { amount: string; note: string };

/** Whole dollars, '-5' removes $5; exactly as typed: '1.5' is refused, never read as 15. */
const amountRules: AdminMoneyRules = { invalid: 'adminWallet.wholeDollars', wholeDollars: true, allowNegative: true };

function toAdjustment(values: BalanceValues): AdjustWalletRequest {
  const cents = typedCents(values.amount, amountRules);
  return { amountDollars: cents === undefined ? Number.NaN : cents / 100, note: values.note.trim() || undefined };
}

/** The server's contract: a non-zero whole number of dollars within the API's bound ('adminWallet.wholeDollars'). */
const checkAdjustment = adminContractResolver<BalanceValues>(adjustWalletRequest, { toRequest: toAdjustment, fields: { amountDollars: 'amount' } });

/**
 * Update Wallet Balance (admin spec §2/§5): add (positive) or remove (negative) whole dollars, with an
 * optional note; the user is notified 'Funds Added' / 'Funds Deducted'. Used by the users screen (one user)
 * and the wallet transactions screen (with a player picker). Four-eyes: above the threshold of /admin/settings
 * the server records a proposal that another admin approves (the dialog says so up front, the toast after).
 */
export function UpdateWalletBalanceModal({ userId, userName, opened, onClose }: UpdateWalletBalanceModalProps) {
  const adjust = useAdjustWallet();
  const settings = useSettings();
  const threshold = settings.data?.fourEyesThresholdCents;
  const keys = useIdempotencyKeys();
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const form = useForm<BalanceValues>({ mode: 'controlled', initialValues: { amount: '', note: '' }, validateInputOnChange: true, validate: checkAdjustment });
  const targetId = userId ?? picked?.id ?? null;
  // While the amount is empty, or only its '-' is typed, nothing is wrong yet: Submit is disabled.
  const amountText = form.values.amount.trim();
  const amountError = amountText === '' || amountText === '-' ? undefined : form.errors.amount;

  const close = () => {
    adjust.reset();
    setPicked(null);
    form.reset();
    onClose();
  };

  const submit = (values: BalanceValues) => {
    if (!targetId) return;
    const body = toAdjustment(values);
    adjust.mutate(
      { userId: targetId, body, idempotencyKey: keys.keyFor({ userId: targetId, ...body }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={tAdmin('admin.users.walletTitle')} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {userId ? userName && <Text fw={600}>{userName}</Text> : <UserPicker value={picked} onChange={setPicked} disabled={adjust.isPending} />}
          <FormError>{adjust.isError ? adminWalletErrorText(adjust.error, 'adminWallet.updateFailed') : null}</FormError>
          <MoneyInput
            label={tAdmin('admin.users.walletAmount')}
            description={tAdmin('admin.users.walletAmountHint')}
            key={form.key('amount')}
            {...form.getInputProps('amount')}
            error={amountError}
            data-autofocus={userId ? true : undefined}
          />
          {threshold !== undefined && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {tAdmin('adminWallet.fourEyesNotice', { amount: formatCents(threshold) })}
              </Text>
              <Text size="sm" c="dimmed">
                {tAdmin('adminWallet.fourEyesCumulative', { amount: formatCents(threshold) })}
              </Text>
            </Stack>
          )}
          <Textarea label={tAdmin('admin.users.walletNote')} maxLength={500} autosize minRows={2} key={form.key('note')} {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!targetId || !form.isValid()} loading={adjust.isPending}>
              {tAdmin('admin.users.walletSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
