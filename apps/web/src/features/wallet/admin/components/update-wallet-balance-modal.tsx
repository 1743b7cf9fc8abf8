import { adjustWalletRequest, formatCents, parseMoneyText, t, type AdjustWalletRequest, type AdminUser, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
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

/**
 * The typed adjustment as a non-zero whole number of dollars within the API's bound ('-5' removes $5), else null
 * (admin spec §5: the button is disabled otherwise). Exactly as typed: '1.5' is refused, never read as 15.
 */
export function wholeDollars(text: string): number | null {
  const parsed = parseMoneyText(text, { invalid: 'adminWallet.wholeDollars', wholeDollars: true, allowNegative: true });
  if ('error' in parsed) return null;
  const checked = adjustWalletRequest.shape.amountDollars.safeParse(parsed.cents / 100);
  return checked.success ? checked.data : null;
}

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
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const dollars = wholeDollars(amount);
  const targetId = userId ?? picked?.id ?? null;

  const close = () => {
    adjust.reset();
    setPicked(null);
    setAmount('');
    setNote('');
    onClose();
  };

  const submit = () => {
    if (!targetId || dollars === null) return;
    const body: AdjustWalletRequest = { amountDollars: dollars, note: note.trim() || undefined };
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          {userId ? userName && <Text fw={600}>{userName}</Text> : <UserPicker value={picked} onChange={setPicked} disabled={adjust.isPending} />}
          <FormError>{adjust.isError ? adminWalletErrorText(adjust.error, 'adminWallet.updateFailed') : null}</FormError>
          <MoneyInput
            label={tAdmin('admin.users.walletAmount')}
            description={tAdmin('admin.users.walletAmountHint')}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={amount.trim() !== '' && amount.trim() !== '-' && dollars === null ? tAdmin('adminWallet.wholeDollars') : undefined}
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
          <Textarea
            label={tAdmin('admin.users.walletNote')}
            maxLength={500}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!targetId || dollars === null} loading={adjust.isPending}>
              {tAdmin('admin.users.walletSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
