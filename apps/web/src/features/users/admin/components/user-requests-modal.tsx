import { formatCents, t, type AdminUser, type AdminUserRequest, tAdmin } from '@arena/shared';
import { Alert, Badge, Button, Group, Modal, Stack, Text, UnstyledButton, type MantineColor } from '@mantine/core';
import { IconAlertCircle, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadingBlock } from '@/components/loading-screen';
import { formatDateTime } from '@/lib/format';
import { useUserRequests } from '../api/get-user-requests';
import classes from './user-requests-modal.module.css';
import { adminErrorMessage } from '@/lib/admin-error-message';

const requestStatusColor: Record<AdminUserRequest['status'], MantineColor> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

function RequestStatusBadge({ status }: { status: AdminUserRequest['status'] }) {
  return (
    <Badge variant="light" color={requestStatusColor[status]}>
      {t(`requestStatus.${status}`)}
    </Badge>
  );
}

/** What the request is for: the league (with its price) or the tournament (with its entry fee). */
function targetOf(request: AdminUserRequest): string | null {
  if (request.leagueName) return request.leagueName;
  if (request.tournamentName) return request.tournamentName;
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/** The user's requests, newest first; a click opens Request Details. */
export function UserRequestsModal({ user, opened, onClose }: { user: AdminUser | null; opened: boolean; onClose: () => void }) {
  const query = useUserRequests(opened && user ? user.id : null);
  const [selected, setSelected] = useState<AdminUserRequest | null>(null);
  const name = user ? user.fullName || user.email : '';

  let body;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {adminErrorMessage(query.error, 'admin.users.requestsLoadFailed')}
      </Alert>
    );
  else if (query.data.items.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {tAdmin('admin.users.noRequests')}
      </Text>
    );
  else
    body = (
      <Stack gap={6} component="ul" className={classes.list}>
        {query.data.items.map((request) => (
          <li key={request.id}>
            <UnstyledButton className={classes.item} onClick={() => setSelected(request)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {request.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[targetOf(request), formatDateTime(request.createdAt)].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  <RequestStatusBadge status={request.status} />
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );

  return (
    <>
      <Modal opened={opened && selected === null} onClose={onClose} title={tAdmin('admin.users.requestsTitle', { name })} size="lg" centered>
        {body}
      </Modal>
      <Modal opened={opened && selected !== null} onClose={() => setSelected(null)} title={tAdmin('admin.users.requestDetailsTitle')} centered>
        {selected && (
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text fw={700} style={{ overflowWrap: 'anywhere', flex: 1 }}>
                {selected.title}
              </Text>
              <RequestStatusBadge status={selected.status} />
            </Group>
            <Field label={tAdmin('admin.users.requestDescription')}>{selected.description || '—'}</Field>
            {selected.leagueName && (
              <Field label={tAdmin('admin.users.requestLeague')}>
                {selected.leagueName}
                {selected.leaguePriceCents !== null && ` (${formatCents(selected.leaguePriceCents)})`}
              </Field>
            )}
            {selected.tournamentName && <Field label={tAdmin('admin.users.requestTournament')}>{selected.tournamentName}</Field>}
            <Field label={tAdmin('admin.users.requestEntryFee')}>{formatCents(selected.entryFeeCents)}</Field>
            <Field label={tAdmin('admin.users.requestCreated')}>{formatDateTime(selected.createdAt)}</Field>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setSelected(null)}>
                {t('common.back')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
