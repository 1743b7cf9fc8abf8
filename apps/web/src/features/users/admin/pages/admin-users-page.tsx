import { formatCents, t, type AdminUser, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconClipboardList, IconId, IconPencil, IconSearch, IconShieldHeart, IconTrash, IconUserCheck, IconWallet, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PendingChanges } from '@/features/proposals/admin';
import { ProtectionModal, ProtectionStatusBadge } from '@/features/protection/admin';
import { VerificationModal } from '@/features/verification/admin';
import { UpdateWalletBalanceModal } from '@/features/wallet/admin';
import { formatDate } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/get-users';
import { DeleteUserModal } from '../components/delete-user-modal';
import { EditUserModal } from '../components/edit-user-modal';
import { UserRequestsModal } from '../components/user-requests-modal';
import { adminErrorMessage } from '@/lib/admin-error-message';

const PAGE_SIZE = 10;

type Dialog = 'verificationRequest' | 'verificationDetails' | 'requests' | 'edit' | 'delete' | 'wallet' | 'protection';

function RowAction({
  label,
  icon: IconComponent,
  color,
  size,
  onClick,
}: {
  label: string;
  icon: Icon;
  color?: string;
  size?: 'md' | 'lg';
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color ?? 'gray'} size={size} aria-label={label} onClick={onClick}>
        <IconComponent size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

const columns: DataTableColumn<AdminUser>[] = [
  {
    get header() {
      return tAdmin('admin.users.name');
    },
    card: 'title',
    cell: (user) => (
      <Text size="sm" fw={600}>
        {user.fullName ?? '—'}
      </Text>
    ),
  },
  {
    get header() {
      return tAdmin('admin.users.email');
    },
    cell: (user) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    ),
  },
  {
    get header() {
      return tAdmin('admin.users.role');
    },
    cell: (user) => (
      <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'green'}>
        {t(`role.${user.role}`)}
      </Badge>
    ),
  },
  {
    get header() {
      return tAdmin('admin.users.status');
    },
    card: 'aside',
    // The account's status, and the player's protection in force (limits, time-out, self-exclusion) when any.
    cell: (user) => (
      <Stack gap={4} align="flex-start">
        <AccountStatusBadge status={user.accountStatus} />
        {user.protectionStatus !== 'none' && <ProtectionStatusBadge status={user.protectionStatus} />}
      </Stack>
    ),
  },
  {
    get header() {
      return tAdmin('admin.users.walletBalance');
    },
    align: 'right',
    cell: (user) => (
      <>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCents(user.walletBalanceCents)}
        </Text>
        {user.walletHeldCents > 0 && (
          <Text size="xs" c="dimmed">
            {tAdmin('admin.users.held', { amount: formatCents(user.walletHeldCents) })}
          </Text>
        )}
      </>
    ),
  },
  {
    get header() {
      return tAdmin('admin.users.createdAt');
    },
    cell: (user) => <Text size="sm">{formatDate(user.createdAt)}</Text>,
  },
];

/** /admin/users (User Management): search, paged table, and the row actions of admin spec §2. */
export function AdminUsersPage() {
  const list = useListParams({ filters: { search: 'text' }, pageSize: PAGE_SIZE });
  const query = useUsers(list.query);
  // The dialog kind stays set while it fades out; `open` says whether it is showing.
  const [dialog, setDialog] = useState<{ kind: Dialog; user: AdminUser; open: boolean } | null>(null);

  const open = (kind: Dialog, user: AdminUser) => setDialog({ kind, user, open: true });
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));
  const isOpen = (kind: Dialog) => dialog?.kind === kind && dialog.open;
  const selected = dialog?.user ?? null;

  const rowActions = (user: AdminUser, layout: 'table' | 'card') => {
    const name = user.fullName || user.email;
    const size = layout === 'card' ? 'lg' : 'md';
    return (
      <>
        {user.accountStatus === 'pending' && (
          <RowAction
            label={tAdmin('admin.users.verificationRequestFor', { name })}
            icon={IconUserCheck}
            color="yellow"
            size={size}
            onClick={() => open('verificationRequest', user)}
          />
        )}
        {user.accountStatus === 'verified' && (
          <RowAction
            label={tAdmin('admin.users.verificationDetailsFor', { name })}
            icon={IconId}
            color="green"
            size={size}
            onClick={() => open('verificationDetails', user)}
          />
        )}
        <RowAction label={tAdmin('admin.users.requestsFor', { name })} icon={IconClipboardList} size={size} onClick={() => open('requests', user)} />
        <RowAction label={tAdmin('admin.users.editFor', { name })} icon={IconPencil} color="blue" size={size} onClick={() => open('edit', user)} />
        <RowAction label={tAdmin('admin.users.walletFor', { name })} icon={IconWallet} color="teal" size={size} onClick={() => open('wallet', user)} />
        {user.role === 'user' && (
          <RowAction
            label={tAdmin('adminProtection.viewFor', { name })}
            icon={IconShieldHeart}
            color="grape"
            size={size}
            onClick={() => open('protection', user)}
          />
        )}
        <RowAction label={tAdmin('admin.users.deleteFor', { name })} icon={IconTrash} color="red" size={size} onClick={() => open('delete', user)} />
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={tAdmin('admin.users.title')}
        description={tAdmin('admin.users.subtitle')}
        actions={<ExportCsvButton table="users" filter={list.values} />}
      />
      <PendingChanges kind="role_change" hideWhenEmpty />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <TextInput
          aria-label={t('common.search')}
          placeholder={tAdmin('admin.users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...list.textInput('search')}
          mb="md"
          maw={420}
        />
        <DataTable
          label={tAdmin('admin.users.title')}
          query={query}
          paging={list}
          rowKey={(user) => user.id}
          columns={columns}
          rowActions={rowActions}
          emptyText={tAdmin('admin.users.empty')}
          errorText={(error) => adminErrorMessage(error, 'admin.users.loadFailed')}
          minWidth={900}
        />
      </Paper>

      <VerificationModal
        opened={isOpen('verificationRequest') || isOpen('verificationDetails')}
        onClose={close}
        title={dialog?.kind === 'verificationDetails' ? tAdmin('admin.users.verificationDetailsTitle') : tAdmin('admin.users.verificationRequestTitle')}
        userId={selected && (dialog?.kind === 'verificationRequest' || dialog?.kind === 'verificationDetails') ? selected.id : null}
      />
      <UserRequestsModal user={selected} opened={isOpen('requests')} onClose={close} />
      <EditUserModal user={selected} opened={isOpen('edit')} onClose={close} />
      {/* The wallet module's dialog (POST /api/admin/wallets/:userId/adjust). */}
      <UpdateWalletBalanceModal
        userId={selected?.id ?? null}
        userName={selected ? selected.fullName || selected.email : null}
        opened={isOpen('wallet')}
        onClose={close}
      />
      <DeleteUserModal user={selected} opened={isOpen('delete')} onClose={close} />
      <ProtectionModal user={selected} opened={isOpen('protection')} onClose={close} />
    </>
  );
}
