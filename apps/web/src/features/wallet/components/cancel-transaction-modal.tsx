import { formatCents, t, type WalletTransaction } from '@arena/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useCancelTransaction } from '../api/cancel-transaction';
import { walletErrorText } from '../lib/error-text';

interface CancelTransactionModalProps {
  transaction: WalletTransaction | null;
  opened: boolean;
  onClose: () => void;
}

/** Confirms the cancel of one of the user's own pending requests; the server's message comes back as a toast. */
export function CancelTransactionModal({ transaction, opened, onClose }: CancelTransactionModalProps) {
  const cancel = useCancelTransaction();
  const keys = useIdempotencyKeys();

  const confirm = () => {
    if (!transaction) return;
    cancel.mutate(
      { id: transaction.id, idempotencyKey: keys.keyFor({ cancel: transaction.id }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
          onClose();
        },
        onError: (caught) => {
          notifications.show({ color: 'red', message: walletErrorText(caught, 'wallet.cancelFailed') });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('wallet.cancelTitle')} centered>
      {transaction && (
        <Stack>
          <Text>
            {t('wallet.cancelConfirm', {
              type: t(`notify.walletType.${transaction.type}`),
              amount: formatCents(transaction.amountCents),
            })}
          </Text>
          {transaction.type === 'withdraw' && (
            <Text size="sm" c="dimmed">
              {t('wallet.cancelReleasesHold')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('wallet.keepRequest')}
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              {t('wallet.cancelRequest')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
