import { formatCents, t, type AdminUser } from '@arena/shared';
import { ActionIcon, Alert, Badge, Group, Paper, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconClipboardList, IconId, IconPencil, IconSearch, IconTrash, IconUserCheck, IconWallet, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { TableMessageRow, TableScroll, TableSkeletonRows } from '@/components/table-states';
import { VerificationModal } from '@/features/verification/admin/components/verification-modal';
import { UpdateWalletBalanceModal } from '@/features/wallet/admin/components/update-wallet-balance-modal';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useUsers } from '../api/get-users';
import { DeleteUserModal } from '../components/delete-user-modal';
import { EditUserModal } from '../components/edit-user-modal';
import { UserRequestsModal } from '../components/user-requests-modal';

const PAGE_SIZE = 10;
const COLUMNS = 7;

type Dialog = 'verificationRequest' | 'verificationDetails' | 'requests' | 'edit' | 'delete' | 'wallet';

function RowAction({ label, icon: IconComponent, color, onClick }: { label: string; icon: Icon; color?: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} onClick={onClick}>
        <IconComponent size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** /admin/users (User Management): search, paged table, and the row actions of admin spec §2. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useUsers({ search: debouncedSearch, page, pageSize: PAGE_SIZE });
  // The dialog kind stays set while it fades out; `open` says whether it is showing.
  const [dialog, setDialog] = useState<{ kind: Dialog; user: AdminUser; open: boolean } | null>(null);

  const open = (kind: Dialog, user: AdminUser) => setDialog({ kind, user, open: true });
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));
  const isOpen = (kind: Dialog) => dialog?.kind === kind && dialog.open;
  const selected = dialog?.user ?? null;

  const items = query.data?.items ?? [];
  // After a delete or a filter change the current page may no longer exist: show the last one.
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : page;
  if (page > lastPage) setPage(lastPage);

  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.subtitle')} />
      <Paper withBorder radius="lg" p="md">
        <TextInput
          aria-label={t('common.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          mb="md"
          maw={420}
        />

        {query.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
            {errorMessage(query.error, 'admin.users.loadFailed')}
          </Alert>
        )}

        <TableScroll minWidth={900} label={t('admin.users.title')}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.name')}</Table.Th>
                <Table.Th>{t('admin.users.email')}</Table.Th>
                <Table.Th>{t('admin.users.role')}</Table.Th>
                <Table.Th>{t('admin.users.status')}</Table.Th>
                <Table.Th ta="right">{t('admin.users.walletBalance')}</Table.Th>
                <Table.Th>{t('admin.users.createdAt')}</Table.Th>
                <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending ? (
                <TableSkeletonRows columns={COLUMNS} />
              ) : items.length === 0 && !query.isError ? (
                <TableMessageRow columns={COLUMNS}>{t('admin.users.empty')}</TableMessageRow>
              ) : (
                items.map((user) => {
                  const name = user.fullName || user.email;
                  return (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {user.fullName ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'green'}>
                          {t(`role.${user.role}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <AccountStatusBadge status={user.accountStatus} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatCents(user.walletBalanceCents)}
                        </Text>
                        {user.walletHeldCents > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('admin.users.held', { amount: formatCents(user.walletHeldCents) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(user.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} justify="flex-end" wrap="nowrap">
                          {user.accountStatus === 'pending' && (
                            <RowAction
                              label={t('admin.users.verificationRequestFor', { name })}
                              icon={IconUserCheck}
                              color="yellow"
                              onClick={() => open('verificationRequest', user)}
                            />
                          )}
                          {user.accountStatus === 'verified' && (
                            <RowAction
                              label={t('admin.users.verificationDetailsFor', { name })}
                              icon={IconId}
                              color="green"
                              onClick={() => open('verificationDetails', user)}
                            />
                          )}
                          <RowAction label={t('admin.users.requestsFor', { name })} icon={IconClipboardList} onClick={() => open('requests', user)} />
                          <RowAction label={t('admin.users.editFor', { name })} icon={IconPencil} color="blue" onClick={() => open('edit', user)} />
                          <RowAction label={t('admin.users.walletFor', { name })} icon={IconWallet} color="teal" onClick={() => open('wallet', user)} />
                          <RowAction label={t('admin.users.deleteFor', { name })} icon={IconTrash} color="red" onClick={() => open('delete', user)} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {query.data && <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} />}
      </Paper>

      <VerificationModal
        opened={isOpen('verificationRequest') || isOpen('verificationDetails')}
        onClose={close}
        title={dialog?.kind === 'verificationDetails' ? t('admin.users.verificationDetailsTitle') : t('admin.users.verificationRequestTitle')}
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
    </>
  );
}
