import { formatDate } from '@/lib/format';
import { roundLabel, t, type BracketMatchView, type BracketRound, type BracketTeam } from '@arena/shared';
import { Badge, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconTrophy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { arrangeBracket, winnerName, winnerSide, type BracketColumn, type BracketSlot } from './arrange';
import classes from './bracket.module.css';

/** The champion as the bracket shows it (a live bracket's team or a saved result's champion). */
export interface BracketChampion {
  name: string;
  userId: string | null;
  userName: string | null;
}

export interface BracketViewProps {
  rounds: readonly BracketRound[];
  champion: BracketChampion | null;
  /** The signed-in user: their teams read '(You)'. */
  currentUserId?: string | null;
  /** 'auto' (default): side by side with connectors when there is room (about 900 px), else rounds one under another. */
  layout?: 'auto' | 'tree' | 'stacked';
  /** Accessible name of the bracket region ('Bracket of Champions Knockout'). */
  label: string;
}

const TREE_MIN_WIDTH = 900;

/**
 * An 8-team knockout bracket (user spec /tournament-rankings): Quarterfinals 1 to 4, Semifinals, Final and
 * the champion. Each match slot shows both teams, the user behind each ('(You)' for the current user), 'vs',
 * the score and 'Winner: …' in green; an empty slot says which match is not available. Wide, the rounds stand
 * side by side joined by lines; narrow (375 px phones, modals), they follow one another.
 */
export function BracketView({ rounds, champion, currentUserId = null, layout = 'auto', label }: BracketViewProps) {
  const { ref, width } = useElementSize();
  const arranged = useMemo(() => arrangeBracket(rounds), [rounds]);
  const tree = layout === 'tree' || (layout === 'auto' && width >= TREE_MIN_WIDTH);

  return (
    <section ref={ref} className={classes.root} aria-label={label} data-testid="bracket" data-layout={tree ? 'tree' : 'stacked'}>
      {tree ? (
        <div className={classes.tree}>
          {arranged.columns.map((column, index) => (
            <TreeColumn key={column.roundNumber} column={column} first={index === 0} currentUserId={currentUserId} />
          ))}
          <div className={classes.column}>
            <ColumnTitle>{t('tournamentUi.stage.champion')}</ColumnTitle>
            <div className={classes.columnBody}>
              <div className={classes.pair}>
                <div className={classes.cell} data-in="full">
                  <ChampionCard champion={champion} currentUserId={currentUserId} />
                </div>
              </div>
            </div>
          </div>
        </div>
      ) : (
        <div className={classes.stacked}>
          {arranged.columns.map((column) => (
            <Stack key={column.roundNumber} gap="xs" component="section" aria-label={column.title}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <SimpleGrid cols={width >= 560 && column.slots.length > 1 ? 2 : 1} spacing="sm">
                {column.slots.map((slot) => (
                  <SlotCard key={slot.key} slot={slot} currentUserId={currentUserId} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          <Stack gap="xs">
            <ColumnTitle>{t('tournamentUi.stage.champion')}</ColumnTitle>
            <ChampionCard champion={champion} currentUserId={currentUserId} />
          </Stack>
        </div>
      )}
      {arranged.extra.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="md">
          {arranged.extra.map((match) => (
            <MatchCard key={match.id} match={match} label={roundLabel(match.roundNumber)} currentUserId={currentUserId} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function ColumnTitle({ children }: { children: string }) {
  return (
    <Title order={4} fz="sm" tt="uppercase" c="dimmed" className={classes.columnTitle} style={{ letterSpacing: 0.5 }}>
      {children}
    </Title>
  );
}

function TreeColumn({ column, first, currentUserId }: { column: BracketColumn; first: boolean; currentUserId: string | null }) {
  // Slots in pairs: each pair feeds one slot of the next round (the final stands alone).
  const pairs: BracketSlot[][] = [];
  for (let i = 0; i < column.slots.length; i += 2) pairs.push(column.slots.slice(i, i + 2));
  return (
    <section className={classes.column} aria-label={column.title}>
      <ColumnTitle>{column.title}</ColumnTitle>
      <div className={classes.columnBody}>
        {pairs.map((pair) => (
          <div key={pair[0]!.key} className={classes.pair} data-join={pair.length === 2 || undefined}>
            {pair.map((slot) => (
              <div key={slot.key} className={classes.cell} data-in={first ? undefined : 'half'}>
                <SlotCard slot={slot} currentUserId={currentUserId} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

function SlotCard({ slot, currentUserId }: { slot: BracketSlot; currentUserId: string | null }) {
  if (!slot.match) {
    return (
      <div className={classes.missing} data-testid="bracket-missing" aria-label={slot.label}>
        <Text size="sm" c="dimmed">
          {slot.missingText}
        </Text>
      </div>
    );
  }
  return <MatchCard match={slot.match} label={slot.label} currentUserId={currentUserId} />;
}

function MatchCard({ match, label, currentUserId }: { match: BracketMatchView; label: string; currentUserId: string | null }) {
  const side = winnerSide(match);
  const winner = winnerName(match);
  return (
    <article className={classes.match} aria-label={label} data-testid="bracket-match">
      <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
        <Text size="xs" fw={700} c="dimmed">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(match.date)}
        </Text>
      </Group>
      <TeamLine team={match.team1} won={side === 1} currentUserId={currentUserId} />
      <Text size="xs" c="dimmed" ta="center" lh={1.6}>
        {t('tournamentRankings.vs')}
      </Text>
      <TeamLine team={match.team2} won={side === 2} currentUserId={currentUserId} />
      {(match.score || winner) && (
        <Group justify="space-between" gap={6} mt={6} wrap="wrap">
          {match.score ? (
            <Badge variant="default" size="md" radius="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {match.score}
            </Badge>
          ) : (
            <span />
          )}
          {winner && (
            <Badge color="teal" variant="light" size="md" radius="sm" tt="none" data-testid="bracket-winner">
              {t('tournamentRankings.winner', { name: winner })}
            </Badge>
          )}
        </Group>
      )}
    </article>
  );
}

function TeamLine({ team, won, currentUserId }: { team: BracketTeam | null; won: boolean; currentUserId: string | null }) {
  if (!team) {
    return (
      <div className={classes.team}>
        <Text size="sm" c="dimmed" fs="italic">
          {t('tournaments.tbd')}
        </Text>
      </div>
    );
  }
  const mine = currentUserId !== null && team.userId === currentUserId;
  const owner = [team.userName, mine ? t('tournamentRankings.you') : null].filter(Boolean).join(' ');
  return (
    <div className={classes.team} data-winner={won || undefined} data-mine={mine || undefined}>
      <Text size="sm" fw={won ? 800 : 600} className={classes.teamName}>
        {team.name}
      </Text>
      {owner && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {owner}
        </Text>
      )}
    </div>
  );
}

function ChampionCard({ champion, currentUserId }: { champion: BracketChampion | null; currentUserId: string | null }) {
  if (!champion) {
    return (
      <div className={`${classes.champion} ${classes.championPending}`} data-testid="bracket-champion">
        <Text size="sm" c="dimmed">
          {t('tournamentUi.championPending')}
        </Text>
      </div>
    );
  }
  const mine = currentUserId !== null && champion.userId === currentUserId;
  const owner = [champion.userName, mine ? t('tournamentRankings.you') : null].filter(Boolean).join(' ');
  return (
    <div className={classes.champion} data-testid="bracket-champion">
      <Stack gap={4} align="center">
        <ThemeIcon color="yellow" variant="filled" radius="xl" size="lg">
          <IconTrophy size={20} aria-hidden />
        </ThemeIcon>
        <Text fw={800}>{champion.name}</Text>
        {owner && (
          <Text size="xs" c="dimmed">
            {owner}
          </Text>
        )}
      </Stack>
    </div>
  );
}
