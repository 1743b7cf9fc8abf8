import { formatCents, t, tAdmin, type AdminMessageId, type AdminProposal, type AdminProposalKind } from '@arena/shared';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DismissibleError } from '@/components/form-error';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { formatDateTime } from '@/lib/format';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useMe } from '@/lib/me';
import { useDecideAdminProposal } from '../api/decide-admin-proposal';
import { useAdminProposals } from '../api/get-admin-proposals';

const fieldLabels: Record<string, AdminMessageId> = {
  moncashPhone: 'adminSettings.moncashPhone',
  natcashPhone: 'adminSettings.natcashPhone',
  minAmountCents: 'adminSettings.minAmount',
  maxAmountCents: 'adminSettings.maxAmount',
  fourEyesThresholdCents: 'adminSettings.fourEyesThreshold',
  role: 'adminProposals.field.role',
};

function valueText(field: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return tAdmin('adminProposals.empty.value');
  if (typeof value === 'number') return formatCents(value);
  if (field === 'role') return value === 'admin' ? t('role.admin') : t('role.user');
  return value;
}

export function targetText(item: AdminProposal): string {
  return item.kind === 'settings_change'
    ? tAdmin('adminProposals.target.settings')
    : tAdmin('adminProposals.target.role', { name: item.target.name ?? item.target.email ?? item.target.id });
}

const columns: DataTableColumn<AdminProposal>[] = [
  {
    get header() {
      return tAdmin('adminProposals.change');
    },
    card: 'title',
    cell: (item) => (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {targetText(item)}
        </Text>
        {Object.keys(item.after).map((field) => {
          const label = fieldLabels[field];
          return (
            <Text size="sm" key={field} style={{ overflowWrap: 'anywhere' }}>
              {label ? tAdmin(label) : field}: {valueText(field, item.before[field])} → <strong>{valueText(field, item.after[field])}</strong>
            </Text>
          );
        })}
        <Text size="xs" c="dimmed">
          {tAdmin('adminProposals.proposedBy', { name: item.proposedBy?.name ?? '—', date: formatDateTime(item.createdAt) })}
        </Text>
      </Stack>
    ),
  },
];

/**
 * Changes of money rules (/admin/settings) or of the admin role (users screen) waiting for a second admin:
 * an admin other than the proposer approves (then it applies) and any admin rejects. The proposer gets no
 * Approve button but the reason.
 */
export function PendingChanges({
  kind,
  hideWhenEmpty = false,
}: {
  kind: AdminProposalKind;
  /** Show nothing while no change is pending. */ hideWhenEmpty?: boolean;
}) {
  const me = useMe();
  const query = useAdminProposals({ status: 'pending', kind, pageSize: 50 });
  const decide = useDecideAdminProposal();
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = useState<{ id: string; verdict: 'approve' | 'reject' } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const titleId = `pending-changes-${kind}`;

  const run = (item: AdminProposal, verdict: 'approve' | 'reject') => {
    setBanner(null);
    setBusy({ id: item.id, verdict });
    decide.mutate(
      { id: item.id, verdict, idempotencyKey: keys.keyFor({ [verdict]: item.id }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
        onError: (caught) => setBanner(adminErrorMessage(caught, verdict === 'approve' ? 'adminProposals.approveFailed' : 'adminProposals.rejectFailed')),
        onSettled: () => setBusy(null),
      },
    );
  };

  const rowActions = (item: AdminProposal, layout: 'table' | 'card') => {
    const own = item.proposedBy?.id === me.data?.id;
    const rowBusy = busy?.id === item.id ? busy.verdict : null;
    const size = layout === 'card' ? 'sm' : 'xs';
    const target = targetText(item);
    const buttons = (
      <>
        {own ? (
          <Text size="xs" c="dimmed" maw={200}>
            {tAdmin('adminProposals.yours')}
          </Text>
        ) : (
          <Button
            size={size}
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={rowBusy === 'approve'}
            disabled={rowBusy !== null}
            onClick={() => run(item, 'approve')}
            aria-label={tAdmin('adminProposals.approveFor', { target })}
          >
            {tAdmin('adminProposals.approve')}
          </Button>
        )}
        <Button
          size={size}
          color="red"
          variant="light"
          leftSection={<IconX size={14} aria-hidden />}
          loading={rowBusy === 'reject'}
          disabled={rowBusy !== null}
          onClick={() => run(item, 'reject')}
          aria-label={tAdmin('adminProposals.rejectFor', { target })}
        >
          {tAdmin('adminProposals.reject')}
        </Button>
      </>
    );
    return layout === 'table' ? (
      <Stack gap={6} align="stretch">
        {buttons}
      </Stack>
    ) : (
      buttons
    );
  };

  if (hideWhenEmpty && query.data?.items.length === 0 && !banner) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {tAdmin('adminProposals.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {tAdmin(kind === 'settings_change' ? 'adminProposals.settingsHint' : 'adminProposals.rolesHint')}
      </Text>
      <DismissibleError mb="md" onClose={() => setBanner(null)}>
        {banner}
      </DismissibleError>
      <DataTable
        label={tAdmin('adminProposals.title')}
        query={query}
        rowKey={(item) => item.id}
        columns={columns}
        rowActions={rowActions}
        emptyText={tAdmin('adminProposals.empty')}
        errorText={(error) => adminErrorMessage(error, 'adminProposals.loadFailed')}
        minWidth={520}
        skeletonRows={1}
      />
    </Paper>
  );
}
