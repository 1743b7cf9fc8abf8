import { tAdmin, type AdminUser } from '@arena/shared';
import { Alert, Button, Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadingBlock } from '@/components/loading-screen';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { useAdminProtection, useLiftExclusion } from '../api/protection';
import { blockLine, LimitList } from './protection-details';
import { ProtectionStatusBadge } from './protection-status-badge';

/**
 * A user's Responsible play settings in the back office: read-only, except the support path that lifts a
 * self-exclusion once its term has ended (asked for by the player, audited).
 */
export function ProtectionModal({
  user,
  opened,
  onClose,
}: {
  user: Pick<AdminUser, 'id' | 'fullName' | 'email'> | null;
  opened: boolean;
  onClose: () => void;
}) {
  const query = useAdminProtection(opened && user ? user.id : null);
  const lift = useLiftExclusion();
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => Date.now());
  const name = user ? user.fullName || user.email : '';

  let body;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {adminErrorMessage(query.error, 'adminProtection.loadFailed')}
      </Alert>
    );
  else {
    const { state, status, liftable } = query.data;
    body = (
      <Stack gap="md">
        <ProtectionStatusBadge status={status} />
        <Text size="sm" c="dimmed">
          {tAdmin('adminProtection.readOnly')}
        </Text>
        <Title order={3} fz="md">
          {tAdmin('adminProtection.limitsTitle')}
        </Title>
        <LimitList limits={state.limits} />
        <Divider />
        <Title order={3} fz="md">
          {tAdmin('adminProtection.breakTitle')}
        </Title>
        <Text size="sm" data-testid="admin-break">
          {blockLine(state.block, now)}
        </Text>
        {liftable && (
          <Alert color="yellow" variant="light">
            <Stack gap="sm">
              <Text size="sm">{tAdmin('adminProtection.liftHint')}</Text>
              <Button leftSection={<IconLockOpen size={18} aria-hidden />} color="yellow" variant="filled" onClick={() => setConfirming(true)}>
                {tAdmin('adminProtection.lift')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={tAdmin('adminProtection.dialogTitle', { name })} size="lg">
        {body}
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={tAdmin('adminProtection.lift')}
        confirmLabel={tAdmin('adminProtection.lift')}
        color="yellow"
        loading={lift.isPending}
        error={lift.isError ? adminErrorMessage(lift.error, 'adminProtection.notLiftable') : null}
        onClose={() => {
          setConfirming(false);
          lift.reset();
        }}
        onConfirm={() =>
          user &&
          lift.mutate(user.id, {
            onSuccess: (response) => {
              setConfirming(false);
              notifications.show({ color: 'teal', message: response.message });
            },
          })
        }
      >
        {tAdmin('adminProtection.liftConfirm', { name })}
      </ConfirmModal>
    </>
  );
}
