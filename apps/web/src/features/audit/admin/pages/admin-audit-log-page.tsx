import { type AuditEntry, tAdmin } from '@arena/shared';
import { ActionIcon, Anchor, Autocomplete, Badge, Button, Code, Group, Paper, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { RefreshButton } from '@/components/refresh-button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useAuditActions } from '../api/get-audit-actions';
import { useAuditLog } from '../api/get-audit-log';
import { ActorSelect } from '../components/actor-select';
import { AuditJson } from '../components/audit-json';
import { adminErrorMessage } from '@/lib/admin-error-message';

const PAGE_SIZE = 25;
/** Target types recorded by the server so far; the field also takes any other text. */
const KNOWN_TARGET_TYPES = ['user', 'wallet', 'wallet_transaction', 'league', 'league_team', 'tournament', 'team', 'marketplace_player', 'app_settings'];

function actorLabel(entry: AuditEntry): string {
  if (entry.actorName && entry.actorEmail) return `${entry.actorName} (${entry.actorEmail})`;
  return entry.actorName ?? entry.actorEmail ?? (entry.actorId ? entry.actorId : tAdmin('admin.audit.system'));
}

/** /admin/audit-log: who changed what and when, with the before/after snapshots; the filters live in the URL. */
export function AdminAuditLogPage() {
  const list = useListParams({ filters: { actor: 'text', action: 'text', targetType: 'text', targetId: 'text' }, pageSize: PAGE_SIZE });
  const { actor, action, targetType, targetId } = list.values;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  const actions = useAuditActions();
  const query = useAuditLog({
    actorId: actor || undefined,
    action: action || undefined,
    targetType: targetType || undefined,
    targetId: targetId || undefined,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  // The URL holds the actor's id; its name comes with the entries it filtered.
  const actorEntry = actor ? query.data?.items.find((entry) => entry.actorId === actor) : undefined;
  const actorValue = actor ? { value: actor, label: actorEntry ? actorLabel(actorEntry) : actor } : null;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      header: tAdmin('admin.audit.details'),
      hideHeader: true,
      width: 44,
      card: 'aside',
      cell: (entry) => {
        const open = expanded.has(entry.id);
        const label = open ? tAdmin('admin.audit.hideChanges') : tAdmin('admin.audit.showChanges');
        return (
          <Tooltip label={label}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={label}
              aria-expanded={open}
              aria-controls={open ? `audit-${entry.id}` : undefined}
              onClick={() => toggle(entry.id)}
            >
              {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        );
      },
    },
    {
      header: tAdmin('admin.audit.time'),
      card: 'title',
      cell: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </Text>
      ),
    },
    {
      header: tAdmin('admin.audit.actor'),
      cell: (entry) =>
        entry.actorId ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            title={tAdmin('admin.audit.filterByActor')}
            onClick={() => list.setFilters({ actor: entry.actorId ?? '' })}
          >
            {actorLabel(entry)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {tAdmin('admin.audit.system')}
          </Text>
        ),
    },
    {
      header: tAdmin('admin.audit.action'),
      cell: (entry) => (
        <Badge variant="light" color="gray" tt="none" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
          {entry.action}
        </Badge>
      ),
    },
    {
      header: tAdmin('admin.audit.target'),
      cell: (entry) => (
        <Text size="sm">
          {entry.targetType}
          {entry.targetId && (
            <>
              {' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                title={tAdmin('admin.audit.filterByTarget')}
                onClick={() => list.setFilters({ targetType: entry.targetType, targetId: entry.targetId ?? '' })}
              >
                <Code fz="xs">{entry.targetId.length > 13 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId}</Code>
              </Anchor>
            </>
          )}
        </Text>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={tAdmin('admin.audit.title')}
        description={tAdmin('admin.audit.subtitle')}
        actions={
          <Group gap="sm">
            <RefreshButton queries={[query, actions]} />
            <ExportCsvButton table="auditLog" filter={{ actorId: actor, action, targetType, targetId }} />
          </Group>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" mb="sm">
          <ActorSelect
            // Remounted when the chosen actor's name becomes known, so the box shows the name rather than the id.
            key={actorValue?.label ?? ''}
            value={actorValue}
            onChange={(next) => list.setFilters({ actor: next?.value ?? '' })}
          />
          <Select
            label={tAdmin('admin.audit.action')}
            placeholder={tAdmin('admin.audit.anyAction')}
            data={actions.data?.actions ?? []}
            searchable
            clearable
            value={action || null}
            onChange={(next) => list.setFilters({ action: next ?? '' })}
          />
          <Autocomplete
            label={tAdmin('admin.audit.targetType')}
            placeholder={tAdmin('admin.audit.anyTargetType')}
            data={KNOWN_TARGET_TYPES}
            {...list.textInput('targetType')}
          />
          <TextInput label={tAdmin('admin.audit.targetId')} placeholder={tAdmin('admin.audit.anyTargetId')} {...list.textInput('targetId')} />
        </SimpleGrid>
        {list.isFiltered && (
          <Group justify="flex-end" mb="sm">
            <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={list.reset}>
              {tAdmin('admin.audit.clearFilters')}
            </Button>
          </Group>
        )}
        <DataTable
          label={tAdmin('admin.audit.title')}
          query={query}
          paging={list}
          rowKey={(entry) => entry.id}
          columns={columns}
          expanded={(entry) =>
            expanded.has(entry.id) ? (
              <div id={`audit-${entry.id}`}>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  <AuditJson label={tAdmin('admin.audit.before')} value={entry.before} />
                  <AuditJson label={tAdmin('admin.audit.after')} value={entry.after} />
                </SimpleGrid>
                <Text size="xs" c="dimmed" mt="sm">
                  {tAdmin('admin.audit.meta', { id: entry.id, target: entry.targetId ?? '—', ip: entry.ipAddress ?? '—' })}
                </Text>
              </div>
            ) : null
          }
          emptyText={tAdmin('admin.audit.empty')}
          errorText={(error) => adminErrorMessage(error, 'admin.audit.loadFailed')}
          minWidth={820}
        />
      </Paper>
    </>
  );
}
