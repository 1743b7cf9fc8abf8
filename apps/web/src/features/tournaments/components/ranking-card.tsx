import { formatCents, savedByLabel, t, type SavedTournamentRanking } from '@arena/shared';
import { Button, Collapse, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconChevronRight, IconSitemap, IconTrophy } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { BracketView } from './bracket';
import { TournamentStatusBadge } from './status-badge';

interface RankingCardProps {
  ranking: SavedTournamentRanking;
  currentUserId: string | null;
  /**
   * 'desktop': View/Hide Results toggles the bracket inside the card. 'summary': a phone's list card that opens the
   * detail view. 'detail': a phone's detail view, whose View Bracket opens the modal.
   */
  variant: 'desktop' | 'summary' | 'detail';
  onOpen?: () => void;
  onViewBracket?: () => void;
}

function Fact({ label, value, sub, testId }: { label: string; value: string; sub?: string | null; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </div>
  );
}

/** The champion's user as the card shows it: their name, '(You)' for the signed-in user, 'Unassigned' when none. */
export function championUserLabel(champion: SavedTournamentRanking['champion'], currentUserId: string | null): string {
  if (!champion) return t('tournamentRankings.unassigned');
  const mine = currentUserId !== null && champion.userId === currentUserId;
  const parts = [champion.userName, mine ? t('tournamentRankings.you') : null].filter(Boolean);
  return parts.length ? parts.join(' ') : t('tournamentRankings.unassigned');
}

/**
 * A saved tournament ranking (user spec /tournament-rankings): name, description, status badge, tournament,
 * 'Saved by' (full name, else email, else 'Admin'), saved date, prize pool ($0 default), champion team and its
 * user ('Unassigned'); the saved bracket behind View/Hide Results (desktop) or View Bracket (phone).
 */
export function RankingCard({ ranking, currentUserId, variant, onOpen, onViewBracket }: RankingCardProps) {
  const [opened, results] = useDisclosure(false);
  const titleId = `ranking-${ranking.id}-${variant}`;
  const resultsId = `ranking-results-${ranking.id}`;
  const champion = ranking.champion;

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={titleId} data-testid="ranking-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {ranking.name}
            </Title>
            {ranking.description && variant !== 'summary' && (
              <Text size="sm" c="dimmed">
                {ranking.description}
              </Text>
            )}
          </Stack>
          <TournamentStatusBadge status={ranking.tournament.status} style={{ flexShrink: 0 }} />
        </Group>

        {variant === 'summary' ? (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {ranking.tournament.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <IconTrophy size={14} color="var(--mantine-color-yellow-filled)" aria-hidden />
                <Text size="sm">{champion?.teamName ?? t('tournamentRankings.unassigned')}</Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('tournamentRankings.prizePool')}: {formatCents(ranking.tournament.winningPriceCents ?? 0)}
              </Text>
            </Stack>
            <Button
              variant="light"
              onClick={onOpen}
              rightSection={<IconChevronRight size={16} aria-hidden />}
              aria-label={t('tournamentRankings.openDetails', { name: ranking.name })}
            >
              {t('tournamentUi.showDetails')}
            </Button>
          </Group>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="sm">
              <Fact label={t('tournamentRankings.tournament')} value={ranking.tournament.name} />
              <Fact label={t('tournamentRankings.savedBy')} value={savedByLabel(ranking.savedByName)} />
              <Fact label={t('tournamentRankings.savedAt')} value={formatDate(ranking.savedAt)} />
              <Fact label={t('tournamentRankings.prizePool')} value={formatCents(ranking.tournament.winningPriceCents ?? 0)} />
              <Fact
                label={t('tournamentRankings.champion')}
                value={champion?.teamName ?? t('tournamentRankings.unassigned')}
                sub={championUserLabel(champion, currentUserId)}
                testId="ranking-champion"
              />
            </SimpleGrid>
            <Group>
              {variant === 'desktop' ? (
                <Button
                  variant={opened ? 'default' : 'light'}
                  onClick={results.toggle}
                  aria-expanded={opened}
                  aria-controls={resultsId}
                  rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
                >
                  {opened ? t('tournamentRankings.hideResults') : t('tournamentRankings.viewResults')}
                </Button>
              ) : (
                <Button fullWidth leftSection={<IconSitemap size={18} aria-hidden />} onClick={onViewBracket}>
                  {t('tournamentRankings.viewBracket')}
                </Button>
              )}
            </Group>
          </>
        )}

        {variant === 'desktop' && (
          <Collapse expanded={opened} id={resultsId}>
            {opened && (
              <Stack gap="md">
                <Divider />
                <BracketView
                  rounds={ranking.rounds}
                  champion={champion ? { name: champion.teamName, userId: champion.userId, userName: champion.userName } : null}
                  currentUserId={currentUserId}
                  label={t('tournamentRankings.bracketRegion', { tournament: ranking.tournament.name })}
                />
              </Stack>
            )}
          </Collapse>
        )}
      </Stack>
    </Paper>
  );
}
