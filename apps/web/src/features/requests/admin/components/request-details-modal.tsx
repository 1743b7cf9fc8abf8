import { formatCents, t, type AdminRequest, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { FormError } from '@/components/form-error';
import { formatDateTime } from '@/lib/format';
import { RequestStatusBadge } from './request-status-badge';

interface RequestDetailsModalProps {
  request: AdminRequest | null;
  opened: boolean;
  onClose: () => void;
  onDecide: (decision: 'approve' | 'reject') => void;
  busy: 'approve' | 'reject' | null;
  error: string | null;
}

/** Request Details: every field of the request; Approve and Reject while it is pending. */
export function RequestDetailsModal({ request, opened, onClose, onDecide, busy, error }: RequestDetailsModalProps) {
  const lines: Array<[string, ReactNode]> = request
    ? [
        [tAdmin('adminRequests.col.status'), <RequestStatusBadge key="s" status={request.status} />],
        [tAdmin('adminRequests.field.kind'), tAdmin(`adminRequests.kind.${request.kind}`)],
        [tAdmin('adminRequests.col.user'), `${request.user.fullName ?? '—'} (${request.user.email})`],
        [tAdmin('adminRequests.col.league'), request.league ? request.league.name : '—'],
        ...(request.league ? ([[tAdmin('adminRequests.field.leaguePrice'), formatCents(request.league.priceCents)]] as Array<[string, ReactNode]>) : []),
        ...(request.entryFeeCents > 0 ? ([[tAdmin('adminRequests.field.entryFee'), formatCents(request.entryFeeCents)]] as Array<[string, ReactNode]>) : []),
        ...(request.competition ? ([[tAdmin('adminRequests.field.competition'), request.competition.name]] as Array<[string, ReactNode]>) : []),
        ...(request.tournament ? ([[tAdmin('adminRequests.field.tournament'), request.tournament.name]] as Array<[string, ReactNode]>) : []),
        [tAdmin('adminRequests.col.date'), formatDateTime(request.createdAt)],
        ...(request.updatedAt !== request.createdAt
          ? ([[tAdmin('adminRequests.field.updated'), formatDateTime(request.updatedAt)]] as Array<[string, ReactNode]>)
          : []),
      ]
    : [];
  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminRequests.detailsTitle')} centered size="lg">
      {request && (
        <Stack gap="sm">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Text>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {tAdmin('adminRequests.field.description')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.description}
            </Text>
          </Stack>
          <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', gap: '6px 12px', margin: 0 }}>
            {lines.map(([label, value]) => (
              <Fragment key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Fragment>
            ))}
          </dl>
          {request.status === 'pending' && request.entryFeeCents > 0 && (
            <Text size="sm" c="dimmed">
              {tAdmin('adminRequests.rejectRefundNote', { fee: formatCents(request.entryFeeCents) })}
            </Text>
          )}
          <FormError>{error}</FormError>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            {request.status === 'pending' && (
              <>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden />}
                  loading={busy === 'reject'}
                  disabled={busy !== null}
                  onClick={() => onDecide('reject')}
                >
                  {tAdmin('adminRequests.reject')}
                </Button>
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={busy === 'approve'}
                  disabled={busy !== null}
                  onClick={() => onDecide('approve')}
                >
                  {tAdmin('adminRequests.approve')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
