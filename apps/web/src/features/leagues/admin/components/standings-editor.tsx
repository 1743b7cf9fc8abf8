import { t, updateStandingRequest, type StandingRow, type UpdateStandingRequest, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { FormError } from '@/components/form-error';
import { TableScroll } from '@/components/table-states';
import { adminContractResolver } from '@/lib/admin-form';
import { firstError } from '@/lib/form';
import { useIsMobile } from '@/lib/media';
import { useUpdateStanding } from '../api/rankings';
import { leagueErrorText } from '../lib/error-text';

const stats = ['matchesPlayed', 'wins', 'draws', 'losses', 'goalsFor', 'goalsAgainst', 'points'] as const;
type Stat = (typeof stats)[number];
const short: Record<Stat, string> = {
  get matchesPlayed() {
    return tAdmin('adminLeagues.col.played');
  },
  get wins() {
    return tAdmin('adminLeagues.col.wins');
  },
  get draws() {
    return tAdmin('adminLeagues.col.draws');
  },
  get losses() {
    return tAdmin('adminLeagues.col.losses');
  },
  get goalsFor() {
    return tAdmin('adminLeagues.col.goalsFor');
  },
  get goalsAgainst() {
    return tAdmin('adminLeagues.col.goalsAgainst');
  },
  get points() {
    return tAdmin('adminLeagues.col.points');
  },
};
const long: Record<Stat, string> = {
  get matchesPlayed() {
    return tAdmin('adminLeagues.colTitle.played');
  },
  get wins() {
    return tAdmin('adminLeagues.colTitle.wins');
  },
  get draws() {
    return tAdmin('adminLeagues.colTitle.draws');
  },
  get losses() {
    return tAdmin('adminLeagues.colTitle.losses');
  },
  get goalsFor() {
    return tAdmin('adminLeagues.colTitle.goalsFor');
  },
  get goalsAgainst() {
    return tAdmin('adminLeagues.colTitle.goalsAgainst');
  },
  get points() {
    return tAdmin('adminLeagues.colTitle.points');
  },
};

type Draft = Record<Stat, number | string>;

/** Inputs parse to integers, defaulting to 0 (admin spec §5). */
const toRequest = (draft: Draft): UpdateStandingRequest =>
  Object.fromEntries(
    stats.map((s) => [s, typeof draft[s] === 'number' ? Math.trunc(draft[s]) : Number.parseInt(String(draft[s]), 10) || 0]),
  ) as UpdateStandingRequest;

/** The row as the contract's request; its first refusal is the banner's text. */
const checkRow = adminContractResolver<Draft>(updateStandingRequest, { toRequest });

/**
 * A league's standings with row editing (admin spec §2): view, then edit, then save or cancel. The shared
 * contract checks the row ('All values must be non-negative', 'Matches played must equal the sum of wins,
 * draws, and losses') before the server does. A table from 768 px, one card per team on a phone.
 */
export function StandingsEditor({ rows, label }: { rows: StandingRow[]; label: string }) {
  const isMobile = useIsMobile();
  const update = useUpdateStanding();
  const [editing, setEditing] = useState<{ id: string; draft: Draft } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = (row: StandingRow) => {
    setError(null);
    setEditing({ id: row.id, draft: Object.fromEntries(stats.map((s) => [s, row[s]])) as Draft });
  };
  const cancel = () => {
    setEditing(null);
    setError(null);
  };
  const save = () => {
    if (!editing) return;
    const refused = firstError(checkRow(editing.draft), [...stats]);
    if (refused) return setError(refused);
    const body = toRequest(editing.draft);
    setError(null);
    update.mutate(
      { id: editing.id, body },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          setEditing(null);
        },
        onError: (caught) => setError(leagueErrorText(caught, 'adminLeagues.rankingUpdateFailed')),
      },
    );
  };
  const input = (row: StandingRow, stat: Stat) => (
    <NumberInput
      size="xs"
      w={isMobile ? undefined : 58}
      hideControls
      allowDecimal={false}
      label={isMobile ? long[stat] : undefined}
      aria-label={isMobile ? undefined : `${long[stat]}: ${row.teamName}`}
      value={editing!.draft[stat]}
      onChange={(value) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [stat]: value } } : e))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') cancel();
      }}
    />
  );
  const buttons = (row: StandingRow) =>
    editing?.id === row.id ? (
      <Group gap={4} wrap="nowrap">
        <ActionIcon color="teal" variant="light" aria-label={tAdmin('adminLeagues.saveRow')} loading={update.isPending} onClick={save}>
          <IconCheck size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={t('common.cancel')} onClick={cancel}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    ) : (
      <Tooltip label={tAdmin('adminLeagues.editRowFor', { team: row.teamName })}>
        <ActionIcon
          variant="subtle"
          aria-label={tAdmin('adminLeagues.editRowFor', { team: row.teamName })}
          onClick={() => start(row)}
          disabled={editing !== null}
        >
          <IconEdit size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  const team = (row: StandingRow) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.teamName}
      </Text>
      {row.managerName && (
        <Text size="xs" c="dimmed" truncate>
          {row.managerName}
        </Text>
      )}
    </Stack>
  );

  if (isMobile) {
    return (
      <Stack gap="xs">
        {rows.map((row) => (
          <Card key={row.id} withBorder radius="md" padding="sm" component="article" aria-label={row.teamName} data-testid="standing-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" mb={6}>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Badge variant="light" color="gray" circle size="lg">
                  {row.position}
                </Badge>
                {team(row)}
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text fw={800} size="lg" data-testid="standing-points">
                  {row.points}
                </Text>
                {buttons(row)}
              </Group>
            </Group>
            {editing?.id === row.id ? (
              <Stack gap="xs">
                <SimpleGrid cols={3} spacing="xs">
                  {stats.map((stat) => (
                    <Fragment key={stat}>{input(row, stat)}</Fragment>
                  ))}
                </SimpleGrid>
                <FormError>{error}</FormError>
              </Stack>
            ) : (
              <SimpleGrid cols={6} spacing={4}>
                {stats
                  .filter((s) => s !== 'points')
                  .map((stat) => (
                    <Stack key={stat} gap={0} align="center">
                      <Text size="xs" c="dimmed" title={long[stat]}>
                        {short[stat]}
                      </Text>
                      <Text size="sm" fw={500}>
                        {row[stat]}
                      </Text>
                    </Stack>
                  ))}
              </SimpleGrid>
            )}
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <TableScroll minWidth={720} label={label}>
        <Table verticalSpacing={6} highlightOnHover style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>{tAdmin('adminLeagues.col.position')}</Table.Th>
              <Table.Th>{tAdmin('adminLeagues.col.team')}</Table.Th>
              {stats.map((stat) => (
                <Table.Th key={stat} ta="center" title={long[stat]}>
                  <abbr title={long[stat]} style={{ textDecoration: 'none' }}>
                    {short[stat]}
                  </abbr>
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Fragment key={row.id}>
                <Table.Tr data-testid="standing-row">
                  <Table.Td fw={700}>{row.position}</Table.Td>
                  <Table.Td>{team(row)}</Table.Td>
                  {stats.map((stat) => (
                    <Table.Td key={stat} ta="center" fw={stat === 'points' ? 800 : undefined} data-testid={stat === 'points' ? 'standing-points' : undefined}>
                      {editing?.id === row.id ? input(row, stat) : row[stat]}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group justify="flex-end">{buttons(row)}</Group>
                  </Table.Td>
                </Table.Tr>
                {editing?.id === row.id && error && (
                  <Table.Tr>
                    <Table.Td colSpan={stats.length + 3}>
                      <FormError>{error}</FormError>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
