import { formatCents, tAdmin, type AdminRankingRow } from '@arena/shared';
import { Badge, Stack, Text, Tooltip } from '@mantine/core';

const signed = (n: number, format: (n: number) => string = String) => (n > 0 ? `+${format(n)}` : format(n));

/** The lines of a row's non-zero corrections (decision 040), e.g. 'Wins +5', 'Earnings +$1,000.00'. */
export function correctionLines(corrections: AdminRankingRow['corrections']): string[] {
  const lines: string[] = [];
  if (corrections.matchesPlayed !== 0) lines.push(tAdmin('adminRankings.correction.matches', { delta: signed(corrections.matchesPlayed) }));
  if (corrections.wins !== 0) lines.push(tAdmin('adminRankings.correction.wins', { delta: signed(corrections.wins) }));
  if (corrections.tournamentsWon !== 0) lines.push(tAdmin('adminRankings.correction.tournaments', { delta: signed(corrections.tournamentsWon) }));
  if (corrections.leaguesWon !== 0) lines.push(tAdmin('adminRankings.correction.leagues', { delta: signed(corrections.leaguesWon) }));
  if (corrections.totalEarningsCents !== 0)
    lines.push(tAdmin('adminRankings.correction.earnings', { delta: signed(corrections.totalEarningsCents, formatCents) }));
  return lines;
}

/** A 'Corrected' badge on a row an admin edited, its corrections in a tooltip and for screen readers. */
export function RankingCorrections({ row }: { row: AdminRankingRow }) {
  const lines = correctionLines(row.corrections);
  if (lines.length === 0) return null;
  const label = `${tAdmin('adminRankings.correctionsOf', { name: row.fullName ?? row.email })}: ${lines.join(', ')}`;
  return (
    <Tooltip
      label={
        <Stack gap={0}>
          {lines.map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
        </Stack>
      }
    >
      <Badge variant="light" color="grape" size="sm" aria-label={label} tabIndex={0} style={{ width: 'fit-content' }}>
        {tAdmin('adminRankings.corrected')}
      </Badge>
    </Tooltip>
  );
}
