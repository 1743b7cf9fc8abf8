import { savedRankingsQuery, t, type SavedTournamentRanking } from '@arena/shared';
import { ActionIcon, Button, Collapse, Drawer, Group, Modal, NavLink, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowLeft,
  IconBuildingStore,
  IconChartBar,
  IconHome,
  IconMenu2,
  IconSitemap,
  IconTournament,
  IconTrophy,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { CompetitionList } from '@/components/competition/competition-list';
import { RefreshButton } from '@/components/refresh-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { useIsMobile } from '@/lib/media';
import { useListParams } from '@/lib/use-list-params';
import { useTournamentRankings } from '../api/get-rankings';
import { BracketView } from '../components/bracket';
import { RankingCard } from '../components/ranking-card';

const STATUSES = savedRankingsQuery.shape.status.removeDefault().options;
const FILTERS = { search: 'text', status: STATUSES } as const;

/** The slide-in menu of the phone layout: where a player goes from the rankings. */
const MENU = [
  { path: paths.dashboard, labelId: 'nav.home', icon: IconHome },
  { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy },
  { path: paths.tournaments, labelId: 'nav.tournaments', icon: IconTournament },
  { path: paths.marketplace, labelId: 'nav.market', icon: IconBuildingStore },
  { path: paths.leagueRankings, labelId: 'nav.leagueRankings', icon: IconChartBar },
  { path: paths.tournamentRankings, labelId: 'nav.tournamentRankings', icon: IconSitemap },
  { path: paths.globalRankings, labelId: 'nav.globalRankings', icon: IconWorld },
] as const;

/** The empty state's hint (user spec): searching, a status filter, or nothing at all. */
export function emptyRankingsHint(values: { search: string; status: (typeof STATUSES)[number] }): string {
  if (values.search) return t('tournamentRankings.emptySearch');
  if (values.status !== 'all') return t('tournamentRankings.emptyStatus', { status: values.status });
  return t('tournamentRankings.emptyAll');
}

/**
 * /tournament-rankings (user spec): published tournament results. Search 'Search rankings...', status filter
 * (all, active, completed), Refresh; one card per saved ranking. Desktop: View/Hide Results shows the saved
 * bracket in the card. Phone: a filter toggle, a slide-in menu, list cards that open a detail view with Back,
 * and View Bracket opening the '{tournament} Bracket' modal with Close; the bottom bar is the app shell's.
 */
export function TournamentRankingsPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ filters: FILTERS, pageSize: 100 });
  const rankings = useTournamentRankings({ status: list.values.status, search: list.values.search || undefined });
  const { data: me } = useMe();
  const currentUserId = me?.id ?? null;
  const [filtersOpened, filters] = useDisclosure(false);
  const [menuOpened, menu] = useDisclosure(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [bracketId, setBracketId] = useState<string | null>(null);
  const { pathname } = useLocation();

  const items = rankings.data?.items ?? [];
  const detail = isMobile && detailId ? (items.find((r) => r.id === detailId) ?? null) : null;
  const bracketOf = bracketId ? (items.find((r) => r.id === bracketId) ?? null) : null;

  const statusControl = (
    <SegmentedControl
      aria-label={t('tournamentRankings.status')}
      data={STATUSES.map((s) => ({ value: s, label: t(`tournamentRankings.filter.${s}`) }))}
      fullWidth={isMobile}
      {...list.select('status')}
    />
  );
  const refresh = <RefreshButton queries={[rankings]} />;

  const body = (
    <CompetitionList
      query={rankings}
      count={items.length}
      failedText={t('tournamentRankings.loadFailed')}
      loading={{ text: t('tournamentRankings.loading') }}
      empty={{ icon: IconSitemap, title: t('tournamentRankings.empty'), hint: emptyRankingsHint(list.values) }}
    >
      <Stack gap="md">
        {items.map((ranking: SavedTournamentRanking) => (
          <RankingCard
            key={ranking.id}
            ranking={ranking}
            currentUserId={currentUserId}
            variant={isMobile ? 'summary' : 'desktop'}
            onOpen={() => setDetailId(ranking.id)}
          />
        ))}
      </Stack>
    </CompetitionList>
  );

  return (
    <>
      {isMobile ? (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
            {detail ? (
              <Button variant="subtle" px="xs" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => setDetailId(null)}>
                {t('tournamentRankings.back')}
              </Button>
            ) : (
              <ActionIcon variant="default" size="lg" onClick={menu.open} aria-label={t('tournamentRankings.menu')} aria-expanded={menuOpened}>
                <IconMenu2 size={20} aria-hidden />
              </ActionIcon>
            )}
            {!detail && (
              <ActionIcon
                variant={filtersOpened ? 'filled' : 'default'}
                size="lg"
                onClick={filters.toggle}
                aria-label={t('tournamentRankings.filters')}
                aria-expanded={filtersOpened}
              >
                <IconAdjustmentsHorizontal size={20} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          <PageHeader title={t('tournamentRankings.title')} description={t('tournamentRankings.subtitle')} />
          {detail ? (
            <RankingCard ranking={detail} currentUserId={currentUserId} variant="detail" onViewBracket={() => setBracketId(detail.id)} />
          ) : (
            <>
              <Stack gap="sm" mb="md">
                <SearchInput label={t('tournamentRankings.search')} {...list.textInput('search')} />
                <Collapse expanded={filtersOpened}>
                  <Paper withBorder p="sm" radius="md">
                    <Stack gap="sm">
                      {statusControl}
                      {refresh}
                    </Stack>
                  </Paper>
                </Collapse>
              </Stack>
              {body}
            </>
          )}
          <Drawer opened={menuOpened} onClose={menu.close} title={t('tournamentRankings.menu')} size={280} position="left">
            <nav aria-label={t('tournamentRankings.menu')}>
              {MENU.map((item) => {
                const Icon = item.icon;
                return (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={t(item.labelId)}
                    leftSection={<Icon size={18} aria-hidden />}
                    active={pathname === item.path}
                    onClick={menu.close}
                  />
                );
              })}
            </nav>
          </Drawer>
        </>
      ) : (
        <>
          <PageHeader title={t('tournamentRankings.title')} description={t('tournamentRankings.subtitle')} actions={refresh} />
          <Paper withBorder p="md" radius="md" mb="lg">
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <SearchInput label={t('tournamentRankings.search')} fill="row" {...list.textInput('search')} />
              {statusControl}
            </Group>
          </Paper>
          {body}
        </>
      )}

      <Modal
        opened={bracketOf !== null}
        onClose={() => setBracketId(null)}
        title={bracketOf ? t('tournamentRankings.bracketTitle', { tournament: bracketOf.tournament.name }) : ''}
        fullScreen={isMobile}
        size="xl"
      >
        {bracketOf && (
          <Stack gap="md">
            <BracketView
              rounds={bracketOf.rounds}
              champion={
                bracketOf.champion ? { name: bracketOf.champion.teamName, userId: bracketOf.champion.userId, userName: bracketOf.champion.userName } : null
              }
              currentUserId={currentUserId}
              layout="stacked"
              label={t('tournamentRankings.bracketRegion', { tournament: bracketOf.tournament.name })}
            />
            <Button variant="default" onClick={() => setBracketId(null)} fullWidth>
              {t('common.close')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
