import { t, type AdminVerification, tAdmin } from '@arena/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingBlock } from '@/components/loading-screen';
import { FormError } from '@/components/form-error';
import { useApproveVerification } from '../api/approve-verification';
import { useUserVerification } from '../api/get-user-verification';
import { useRejectVerification } from '../api/reject-verification';
import { VerificationDetails } from './verification-details';
import { adminErrorMessage } from '@/lib/admin-error-message';

interface VerificationModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The record when the caller has it (verification queue)… */
  verification?: AdminVerification | null;
  /** …or the user whose record is fetched (users table). */
  userId?: string | null;
}

/**
 * Verification Request / Verification Details: the record and its photo; Approve and Reject while the
 * account is pending. The server's message is toasted on success and shown in red on failure.
 */
export function VerificationModal({ opened, onClose, title, verification, userId }: VerificationModalProps) {
  const fetched = useUserVerification(verification ? null : (userId ?? null));
  const record = verification ?? fetched.data ?? null;
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const decide = (kind: 'approve' | 'reject') => {
    if (!record) {
      setError(tAdmin(kind === 'approve' ? 'admin.verifications.approveMissingUser' : 'admin.verifications.rejectMissingUser'));
      return;
    }
    setError(null);
    const mutation = kind === 'approve' ? approve : reject;
    mutation.mutate(record.userId, {
      onSuccess: (result) => {
        notifications.show({ color: kind === 'approve' ? 'teal' : 'blue', message: result.message });
        close();
      },
      onError: (caught) => setError(adminErrorMessage(caught, kind === 'approve' ? 'admin.verifications.approveFailed' : 'admin.verifications.rejectFailed')),
    });
  };

  let body;
  if (record) {
    body = <VerificationDetails verification={record} />;
  } else if (fetched.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {adminErrorMessage(fetched.error, 'admin.verification.loadFailed')}
      </Alert>
    );
  } else {
    body = <LoadingBlock />;
  }

  const canDecide = record?.accountStatus === 'pending';

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <Stack>
        <FormError>{error}</FormError>
        {body}
        <Group justify="flex-end" gap="sm">
          {canDecide && (
            <>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden />}
                loading={reject.isPending}
                disabled={approve.isPending}
                onClick={() => decide('reject')}
              >
                {tAdmin('admin.verifications.reject')}
              </Button>
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={approve.isPending}
                disabled={reject.isPending}
                onClick={() => decide('approve')}
              >
                {tAdmin('admin.verifications.approve')}
              </Button>
            </>
          )}
          {!canDecide && (
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
