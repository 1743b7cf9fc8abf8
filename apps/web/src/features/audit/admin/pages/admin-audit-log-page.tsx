import { t, type AuditEntry } from '@arena/shared';
import { ActionIcon, Alert, Anchor, Autocomplete, Badge, Button, Code, Group, Paper, Select, SimpleGrid, Table, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconChevronDown, IconChevronRight, IconFilterOff, IconRefresh } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { TableMessageRow, TableScroll, TableSkeletonRows } from '@/components/table-states';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAuditActions } from '../api/get-audit-actions';
import { useAuditLog } from '../api/get-audit-log';
import { ActorSelect, type ActorOption } from '../components/actor-select';
import { AuditJson } from '../components/audit-json';

const PAGE_SIZE = 25;
const COLUMNS = 5;
/** Target types recorded by the server so far; the field also takes any other text. */
const KNOWN_TARGET_TYPES = ['user', 'wallet', 'wallet_transaction', 'league', 'league_team', 'tournament', 'team', 'marketplace_player', 'app_settings'];

function actorLabel(entry: AuditEntry): string {
  if (entry.actorName && entry.actorEmail) return `${entry.actorName} (${entry.actorEmail})`;
  return entry.actorName ?? entry.actorEmail ?? (entry.actorId ? entry.actorId : t('admin.audit.system'));
}

/** /admin/audit-log: who changed what and when, with the before/after snapshots. */
export function AdminAuditLogPage() {
  const [actor, setActor] = useState<ActorOption | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const [debouncedType] = useDebouncedValue(targetType.trim(), 300);
  const [debouncedId] = useDebouncedValue(targetId.trim(), 300);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  const actions = useAuditActions();
  const query = useAuditLog({
    actorId: actor?.value,
    action: action ?? undefined,
    targetType: debouncedType || undefined,
    targetId: debouncedId || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const items = query.data?.items ?? [];
  // After a delete or a filter change the current page may no longer exist: show the last one.
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : page;
  if (page > lastPage) setPage(lastPage);
  const filtered = actor !== null || action !== null || targetType !== '' || targetId !== '';

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const resetFilters = () => {
    setActor(null);
    setAction(null);
    setTargetType('');
    setTargetId('');
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('admin.audit.title')}
        description={t('admin.audit.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={query.isFetching && !query.isPending}
            onClick={() => {
              void query.refetch();
              void actions.refetch();
            }}
          >
            {t('common.refresh')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" mb="sm">
          <ActorSelect
            value={actor}
            onChange={(next) => {
              setActor(next);
              setPage(1);
            }}
          />
          <Select
            label={t('admin.audit.action')}
            placeholder={t('admin.audit.anyAction')}
            data={actions.data?.actions ?? []}
            searchable
            clearable
            value={action}
            onChange={(next) => {
              setAction(next);
              setPage(1);
            }}
          />
          <Autocomplete
            label={t('admin.audit.targetType')}
            placeholder={t('admin.audit.anyTargetType')}
            data={KNOWN_TARGET_TYPES}
            value={targetType}
            onChange={(next) => {
              setTargetType(next);
              setPage(1);
            }}
          />
          <TextInput
            label={t('admin.audit.targetId')}
            placeholder={t('admin.audit.anyTargetId')}
            value={targetId}
            onChange={(e) => {
              setTargetId(e.currentTarget.value);
              setPage(1);
            }}
          />
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end" mb="sm">
            <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={resetFilters}>
              {t('admin.audit.clearFilters')}
            </Button>
          </Group>
        )}

        {query.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
            {errorMessage(query.error, 'admin.audit.loadFailed')}
          </Alert>
        )}

        <TableScroll minWidth={820} label={t('admin.audit.title')}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <VisuallyHidden>{t('admin.audit.details')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('admin.audit.time')}</Table.Th>
                <Table.Th>{t('admin.audit.actor')}</Table.Th>
                <Table.Th>{t('admin.audit.action')}</Table.Th>
                <Table.Th>{t('admin.audit.target')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending ? (
                <TableSkeletonRows columns={COLUMNS} />
              ) : items.length === 0 && !query.isError ? (
                <TableMessageRow columns={COLUMNS}>{t('admin.audit.empty')}</TableMessageRow>
              ) : (
                items.map((entry) => {
                  const open = expanded.has(entry.id);
                  const detailsId = `audit-${entry.id}`;
                  return (
                    <Fragment key={entry.id}>
                      <Table.Tr>
                        <Table.Td>
                          <Tooltip label={open ? t('admin.audit.hideChanges') : t('admin.audit.showChanges')}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={open ? t('admin.audit.hideChanges') : t('admin.audit.showChanges')}
                              aria-expanded={open}
                              aria-controls={open ? detailsId : undefined}
                              onClick={() => toggle(entry.id)}
                            >
                              {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {entry.actorId ? (
                            <Anchor
                              component="button"
                              type="button"
                              size="sm"
                              ta="left"
                              title={t('admin.audit.filterByActor')}
                              onClick={() => {
                                setActor({ value: entry.actorId!, label: actorLabel(entry) });
                                setPage(1);
                              }}
                            >
                              {actorLabel(entry)}
                            </Anchor>
                          ) : (
                            <Text size="sm" c="dimmed">
                              {t('admin.audit.system')}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray" tt="none" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                            {entry.action}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {entry.targetType}
                            {entry.targetId && (
                              <>
                                {' '}
                                <Anchor
                                  component="button"
                                  type="button"
                                  size="sm"
                                  title={t('admin.audit.filterByTarget')}
                                  onClick={() => {
                                    setTargetType(entry.targetType);
                                    setTargetId(entry.targetId ?? '');
                                    setPage(1);
                                  }}
                                >
                                  <Code fz="xs">{entry.targetId.length > 13 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId}</Code>
                                </Anchor>
                              </>
                            )}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                      {open && (
                        <Table.Tr id={detailsId}>
                          <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-default-hover)">
                            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                              <AuditJson label={t('admin.audit.before')} value={entry.before} />
                              <AuditJson label={t('admin.audit.after')} value={entry.after} />
                            </SimpleGrid>
                            <Text size="xs" c="dimmed" mt="sm">
                              {t('admin.audit.meta', { id: entry.id, target: entry.targetId ?? '—', ip: entry.ipAddress ?? '—' })}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {query.data && <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} />}
      </Paper>
    </>
  );
}
