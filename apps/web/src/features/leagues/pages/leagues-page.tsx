import { formatCents, leagueTabs, t, type League, type LeagueTab } from '@arena/shared';
import { Box, Button, Collapse, Grid, Group, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconArrowLeft, IconCalendarEvent, IconTrophy, IconWallet } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { CompetitionList } from '@/components/competition/competition-list';
import { PageHeader } from '@/components/page-header';
import { useWallet, WalletDialog } from '@/features/wallet';
import { useIsMobile } from '@/lib/media';
import { useMe } from '@/lib/me';
import { useListParams } from '@/lib/use-list-params';
import { useLeagues } from '../api/get-leagues';
import { CalendarModal } from '../components/calendar-modal';
import { LeagueCard } from '../components/league-card';
import { LeagueDetail } from '../components/league-detail';
import { leagueSorts, sortLeagues } from '../lib/sort';

const FILTERS = { tab: leagueTabs, search: 'text', sort: leagueSorts } as const;
const LEAGUE_PARAM = 'league';

/**
 * /leagues (user spec §2, §4): tabs Upcoming (status active), Active (started) and Completed, search and
 * sort. Desktop: the list beside the chosen league's detail. Mobile (below 768 px): a filter panel, the
 * list as cards and a detail view per league with Back; the app's bottom bar stays below. Enrollment,
 * team selection and live standings happen in the detail.
 */
export function LeaguesPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ filters: FILTERS, pageSize: 100 });
  const [searchParams, setSearchParams] = useSearchParams();
  const leagues = useLeagues({ tab: list.values.tab, search: list.values.search || undefined });
  const { data: me } = useMe();
  const wallet = useWallet();
  const [walletOpened, walletDialog] = useDisclosure(false);
  const [calendarOpened, calendarDialog] = useDisclosure(false);
  const [filtersOpened, filtersPanel] = useDisclosure(false);

  const items = useMemo(() => sortLeagues(leagues.data?.items ?? [], list.values.sort), [leagues.data, list.values.sort]);
  const selectedId = searchParams.get(LEAGUE_PARAM);
  const selected = items.find((l) => l.id === selectedId);
  // Desktop always shows a league: the chosen one (even when it has just moved to another tab), else the first.
  const shownId = isMobile ? selectedId : (selectedId ?? items[0]?.id ?? null);
  const available = wallet.data?.availableCents ?? me?.wallet?.availableCents;

  const open = (league: League | null, options: { replace?: boolean } = {}) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (league) next.set(LEAGUE_PARAM, league.id);
        else next.delete(LEAGUE_PARAM);
        return next;
      },
      { replace: options.replace ?? false },
    );

  // Another tab: its own list, and no league chosen yet (one URL change, so Back returns to the previous tab).
  const changeTab = (tab: LeagueTab) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (tab === leagueTabs[0]) next.delete('tab');
      else next.set('tab', tab);
      next.delete(LEAGUE_PARAM);
      next.delete('page');
      return next;
    });

  // On mobile the detail view replaces the list: start at the top of it.
  useEffect(() => {
    if (isMobile) window.scrollTo({ top: 0 });
  }, [isMobile, selectedId]);

  const header = (
    <PageHeader
      title={t('leagues.title')}
      description={t('leagues.subtitle')}
      actions={
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" leftSection={<IconCalendarEvent size={18} aria-hidden />} onClick={calendarDialog.open}>
            {t('leagues.calendar')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconWallet size={18} aria-hidden />}
            onClick={walletDialog.open}
            data-testid="leagues-wallet"
            aria-label={available === undefined ? t('wallet.available') : `${t('wallet.available')}: ${formatCents(available)}`}
          >
            {available === undefined ? t('wallet.available') : isMobile ? formatCents(available) : `${t('wallet.available')}: ${formatCents(available)}`}
          </Button>
        </Group>
      }
    />
  );
  const dialogs = (
    <>
      <WalletDialog opened={walletOpened} onClose={walletDialog.close} />
      <CalendarModal opened={calendarOpened} onClose={calendarDialog.close} />
    </>
  );

  // Mobile detail view.
  if (isMobile && selectedId) {
    return (
      <>
        <Group justify="space-between" mb="md">
          <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => open(null)} px={6}>
            {t('common.back')}
          </Button>
          <Button variant="light" size="xs" leftSection={<IconWallet size={16} aria-hidden />} onClick={walletDialog.open}>
            {available === undefined ? t('wallet.available') : formatCents(available)}
          </Button>
        </Group>
        <LeagueDetail leagueId={selectedId} fromList={selected} />
        {dialogs}
      </>
    );
  }

  const search = <SearchInput label={t('leagues.searchPlaceholder')} fill={isMobile ? 'phone-row' : 'row'} {...list.textInput('search')} />;
  const sort = (
    <Select
      w={isMobile ? undefined : 220}
      label={isMobile ? t('leagues.sort') : undefined}
      aria-label={t('leagues.sort')}
      data={leagueSorts.map((s) => ({ value: s, label: t(`leagues.sort.${s}`) }))}
      allowDeselect={false}
      {...list.select('sort')}
    />
  );

  const listBody = (
    <CompetitionList
      query={leagues}
      count={items.length}
      failedText={t('leagues.loadFailed')}
      loading={{ cardHeight: 170 }}
      empty={{
        icon: IconTrophy,
        title: t('leagues.noLeaguesFound'),
        hint: list.values.search ? t('leagues.emptySearch') : t('leagues.emptyTab', { tab: t(`leagues.tab.${list.values.tab}`).toLowerCase() }),
      }}
    >
      <Stack gap="sm">
        <Text size="xs" c="dimmed" aria-live="polite">
          {items.length === 1 ? t('leagues.resultsOne') : t('leagues.results', { count: items.length })}
        </Text>
        <Stack gap="sm" role="list" aria-label={t('leagues.title')}>
          {items.map((league) => (
            <Box key={league.id} role="listitem">
              <LeagueCard league={league} selected={league.id === shownId} onOpen={(l) => open(l)} opensDetail={isMobile} />
            </Box>
          ))}
        </Stack>
      </Stack>
    </CompetitionList>
  );

  return (
    <>
      {header}
      <Tabs value={list.values.tab} onChange={(value) => changeTab((value ?? 'upcoming') as LeagueTab)} keepMounted={false}>
        <Tabs.List grow={isMobile} mb="md">
          {leagueTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`leagues.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {leagueTabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <Paper withBorder p={isMobile ? 'sm' : 'md'} radius="md" mb="md">
              {isMobile ? (
                <Stack gap="xs">
                  <Group gap="xs" wrap="nowrap">
                    <Box flex={1}>{search}</Box>
                    <Button
                      variant="default"
                      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                      onClick={filtersPanel.toggle}
                      aria-expanded={filtersOpened}
                    >
                      {t('leagues.filters')}
                    </Button>
                  </Group>
                  <Collapse expanded={filtersOpened}>{sort}</Collapse>
                </Stack>
              ) : (
                <Group gap="sm" wrap="nowrap">
                  {search}
                  {sort}
                </Group>
              )}
            </Paper>
            {isMobile ? (
              listBody
            ) : (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 5 }}>{listBody}</Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Paper withBorder radius="md" p="lg">
                    {shownId ? (
                      <LeagueDetail leagueId={shownId} fromList={items.find((l) => l.id === shownId)} />
                    ) : (
                      <Text c="dimmed" ta="center" py="xl">
                        {t('leagues.selectLeague')}
                      </Text>
                    )}
                  </Paper>
                </Grid.Col>
              </Grid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {dialogs}
    </>
  );
}
