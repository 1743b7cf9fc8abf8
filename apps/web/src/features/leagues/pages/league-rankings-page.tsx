import { leagueRankingStatusFilters, t, type SavedLeagueRanking } from '@arena/shared';
import { Badge, Button, Card, Collapse, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconListNumbers, IconTrophy, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { CompetitionList } from '@/components/competition/competition-list';
import { RefreshButton } from '@/components/refresh-button';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useListParams } from '@/lib/use-list-params';
import { useLeagueRankings } from '../api/get-league-rankings';
import { LeagueStatusBadge } from '../components/league-status-badge';
import { StandingsTable } from '../components/standings-table';
import { fromSavedEntries } from '../lib/standings';

const FILTERS = { search: 'text', status: leagueRankingStatusFilters } as const;

/**
 * /league-rankings (user spec §2): the public saved standings, newest first; search (saved name or league
 * name), status filter (all, active, completed); each card expands its standings table. Empty states:
 * 'No Rankings Found' when nothing was published, 'No Leagues Found' when the search or filter matches none.
 */
export function LeagueRankingsPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ filters: FILTERS, pageSize: 100 });
  const rankings = useLeagueRankings({ search: list.values.search || undefined, status: list.values.status });
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const items = rankings.data?.items ?? [];

  return (
    <>
      <PageHeader title={t('leagues.rankingsTitle')} description={t('leagues.rankingsSubtitle')} actions={<RefreshButton queries={[rankings]} />} />
      <Paper withBorder p={isMobile ? 'sm' : 'md'} radius="md" mb="lg">
        <Group gap="sm" wrap={isMobile ? 'wrap' : 'nowrap'} align="center">
          <SearchInput label={t('leagues.rankingsSearch')} fill={isMobile ? 'phone-row' : 'row'} {...list.textInput('search')} />
          <SegmentedControl
            aria-label={t('leagues.rankingsStatus')}
            fullWidth={isMobile}
            w={isMobile ? '100%' : undefined}
            data={leagueRankingStatusFilters.map((s) => ({ value: s, label: t(`leagues.rankingsStatus.${s}`) }))}
            {...list.select('status')}
          />
        </Group>
      </Paper>

      <CompetitionList
        query={rankings}
        count={items.length}
        failedText={t('leagues.rankingsLoadFailed')}
        loading={{ text: t('leagues.rankingsLoading') }}
        empty={{
          icon: IconListNumbers,
          title: list.isFiltered ? t('leagues.noLeaguesFound') : t('leagues.noRankingsFound'),
          hint: list.values.search
            ? t('leagues.rankingsEmptySearch')
            : list.values.status !== 'all'
              ? t('leagues.rankingsEmptyStatus', { status: t(`leagues.rankingsStatus.${list.values.status}`).toLowerCase() })
              : t('leagues.rankingsEmptyHint'),
        }}
      >
        <Stack gap="md">
          {items.map((ranking) => (
            <SavedRankingCard key={ranking.id} ranking={ranking} expanded={expanded.has(ranking.id)} onToggle={() => toggle(ranking.id)} compact={isMobile} />
          ))}
        </Stack>
      </CompetitionList>
    </>
  );
}

function SavedRankingCard({
  ranking,
  expanded,
  onToggle,
  compact,
}: {
  ranking: SavedLeagueRanking;
  expanded: boolean;
  onToggle: () => void;
  compact: boolean;
}) {
  const leader = ranking.entries[0];
  const completed = ranking.league.status === 'completed';
  const regionId = `saved-ranking-${ranking.id}`;
  return (
    <Card withBorder radius="md" padding={compact ? 'sm' : 'lg'} component="article" aria-label={ranking.name} data-testid="saved-ranking">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} flex={1} miw={0}>
            <Title order={2} fz={{ base: 17, sm: 20 }}>
              {ranking.name}
            </Title>
            <Group gap={6}>
              <Text size="sm" fw={600} c="blue">
                {ranking.league.name}
              </Text>
              <LeagueStatusBadge status={ranking.league.status} />
            </Group>
          </Stack>
          {leader && !compact && <LeaderBadge name={leader.teamName} completed={completed} />}
        </Group>
        {leader && compact && <LeaderBadge name={leader.teamName} completed={completed} />}
        {ranking.description && (
          <Text size="sm" c="dimmed">
            {ranking.description}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="md">
            <Group gap={4} c="dimmed">
              <IconUser size={14} aria-hidden />
              <Text size="xs">{t('leagues.savedBy', { name: ranking.savedBy ?? t('leagues.savedByAdmin') })}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('leagues.savedOn', { date: formatDate(ranking.savedAt) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('leagues.teamsCount', { count: ranking.entries.length })}
            </Text>
          </Group>
          <Button
            variant={expanded ? 'light' : 'filled'}
            size="xs"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={regionId}
            rightSection={expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          >
            {expanded ? t('leagues.hideStandings') : t('leagues.showStandings')}
          </Button>
        </Group>
        <Collapse expanded={expanded} id={regionId}>
          {expanded && <StandingsTable lines={fromSavedEntries(ranking.entries)} completed={completed} compact={compact} label={ranking.name} />}
        </Collapse>
      </Stack>
    </Card>
  );
}

function LeaderBadge({ name, completed }: { name: string; completed: boolean }) {
  return (
    <Badge
      color={completed ? 'yellow' : 'gray'}
      variant="light"
      size="lg"
      leftSection={<IconTrophy size={14} aria-hidden />}
      maw="100%"
      style={{ flexShrink: 0 }}
    >
      {t('leagues.leader', { team: name })}
    </Badge>
  );
}
