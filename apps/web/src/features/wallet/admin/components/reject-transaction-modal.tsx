import { t, type AdminWalletTransaction, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FormError } from '@/components/form-error';

interface RejectTransactionModalProps {
  transaction: AdminWalletTransaction | null;
  opened: boolean;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Cancel: closes and clears the reason (admin spec §2). */
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  /** A failure worth retrying from the dialog (network error). */
  error: string | null;
}

/** 'Are you sure you want to reject this {type}? This action cannot be undone.' with an optional reason. */
export function RejectTransactionModal({ transaction, opened, reason, onReasonChange, onCancel, onConfirm, loading, error }: RejectTransactionModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={tAdmin('adminWallet.rejectTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        noValidate
      >
        <Stack>
          {transaction && <Text>{tAdmin('adminWallet.rejectConfirm', { type: t(`notify.walletType.${transaction.type}`) })}</Text>}
          <FormError>{error}</FormError>
          <Textarea
            label={tAdmin('adminWallet.rejectReason')}
            description={tAdmin('adminWallet.rejectReasonHint')}
            maxLength={500}
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => onReasonChange(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {tAdmin('adminWallet.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
