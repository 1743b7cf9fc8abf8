import { t } from '@arena/shared';
import { Badge, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { TableScroll } from '@/components/table-states';
import { formatGoalDifference, podiumOf, type StandingLine } from '../lib/standings';
import classes from './standings-table.module.css';

interface StandingsTableProps {
  lines: StandingLine[];
  /** Completed league: places 1 to 3 highlighted. */
  completed: boolean;
  /** Below 768 px: #, team, played, goal difference and points only, so nothing scrolls sideways. */
  compact?: boolean;
  /** Accessible name of the table. */
  label: string;
  /** The ordering rule under the table (live standings). */
  showRule?: boolean;
}

const MEDAL_COLORS = { gold: 'yellow', silver: 'gray', bronze: 'orange' } as const;

const FULL_COLUMNS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference'] as const;
const COMPACT_COLUMNS = ['played', 'goalDifference'] as const;
type Column = (typeof FULL_COLUMNS)[number];

function cell(line: StandingLine, column: Column): string {
  switch (column) {
    case 'played':
      return String(line.matchesPlayed);
    case 'won':
      return String(line.wins);
    case 'drawn':
      return String(line.draws);
    case 'lost':
      return String(line.losses);
    case 'goalsFor':
      return String(line.goalsFor);
    case 'goalsAgainst':
      return String(line.goalsAgainst);
    case 'goalDifference':
      return formatGoalDifference(line.goalDifference);
  }
}

/**
 * A league table (user spec /leagues and /league-rankings): the user's own team highlighted and
 * labelled 'You'; places 1 to 3 highlighted (with a medal) on completed leagues; the ordering rule below.
 */
export function StandingsTable({ lines, completed, compact = false, label, showRule = true }: StandingsTableProps) {
  const columns: readonly Column[] = compact ? COMPACT_COLUMNS : FULL_COLUMNS;
  const table = (
    <Table verticalSpacing="xs" horizontalSpacing={compact ? 6 : 'sm'} fz="sm" aria-label={label} data-testid="standings-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={compact ? 36 : 48} className={classes.num}>
            {t('leagues.col.position')}
          </Table.Th>
          <Table.Th miw={compact ? 110 : 150}>{t('leagues.col.team')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column} className={classes.num}>
              <abbr title={t(`leagues.colTitle.${column}`)} style={{ textDecoration: 'none' }}>
                {t(`leagues.col.${column}`)}
              </abbr>
            </Table.Th>
          ))}
          <Table.Th className={classes.num}>
            <abbr title={t('leagues.colTitle.points')} style={{ textDecoration: 'none' }}>
              {t('leagues.col.points')}
            </abbr>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const podium = podiumOf(line.position, completed);
          const className = line.mine ? classes.mine : podium ? classes[podium] : undefined;
          return (
            <Table.Tr key={line.key} className={className} data-mine={line.mine || undefined} data-podium={podium ?? undefined}>
              <Table.Td className={classes.num}>
                {podium ? (
                  <Group gap={2} justify="center" wrap="nowrap">
                    <ThemeIcon size={20} radius="xl" variant="filled" color={MEDAL_COLORS[podium]} aria-hidden>
                      <IconMedal size={13} />
                    </ThemeIcon>
                    <Text span fw={700} fz="sm">
                      {line.position}
                    </Text>
                  </Group>
                ) : (
                  <Text span fw={600} fz="sm">
                    {line.position}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
                    <Text fw={600} fz="sm">
                      {line.teamName}
                    </Text>
                    {line.mine && (
                      <Badge size="xs" color="blue" variant="filled" data-testid="you-badge">
                        {t('common.you')}
                      </Badge>
                    )}
                  </Group>
                  {line.managerName && (
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {line.managerName}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column} className={classes.num}>
                  {cell(line, column)}
                </Table.Td>
              ))}
              <Table.Td className={classes.points} data-testid="points">
                {line.points}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap={6}>
      {compact ? (
        table
      ) : (
        <TableScroll minWidth={520} label={label}>
          {table}
        </TableScroll>
      )}
      {showRule && (
        <Text fz="xs" c="dimmed">
          {t('leagues.standingsRule')}
        </Text>
      )}
    </Stack>
  );
}
