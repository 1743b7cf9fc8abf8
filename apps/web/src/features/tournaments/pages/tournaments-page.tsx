import { formatCents, t, userTournamentFilters, type UserTournament } from '@arena/shared';
import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconTournament, IconWallet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { CompetitionList } from '@/components/competition/competition-list';
import { PageHeader } from '@/components/page-header';
import { useWallet, WalletDialog } from '@/features/wallet';
import { useMe } from '@/lib/me';
import { useIsMobile } from '@/lib/media';
import { useListParams } from '@/lib/use-list-params';
import { useTournaments } from '../api/get-tournaments';
import { CalendarLinkDialog } from '../components/calendar-link-dialog';
import { EnrollDialog } from '../components/enroll-dialog';
import { SelectTeamDialog } from '../components/select-team-dialog';
import { TournamentCard } from '../components/tournament-card';

const FILTERS = { search: 'text', status: userTournamentFilters } as const;

/**
 * /tournaments (user spec): status filter (all, active, upcoming, completed), search, one card per tournament
 * with expandable details, Enroll, Select Team once approved, the team count out of 8, the user's own matches
 * and the live bracket; the wallet dialog; the mobile bottom bar comes from the app shell. Open cards follow
 * the admin's changes live (realtime `tournament` events).
 */
export function TournamentsPage() {
  const isMobile = useIsMobile();
  const list = useListParams({ filters: FILTERS, pageSize: 100 });
  const query = { status: list.values.status, search: list.values.search || undefined };
  const tournaments = useTournaments(query);
  const { data: me } = useMe();
  const wallet = useWallet();
  const [walletOpened, walletDialog] = useDisclosure(false);
  const [calendarOpened, calendarDialog] = useDisclosure(false);
  const [enrollId, setEnrollId] = useState<string | null>(null);
  const [selectId, setSelectId] = useState<string | null>(null);
  // The dialogs follow the live list.
  const byId = useMemo(() => new Map((tournaments.data?.items ?? []).map((x) => [x.id, x])), [tournaments.data]);
  const [enrollFallback, setEnrollFallback] = useState<UserTournament | null>(null);
  const enrollTournament = enrollId ? (byId.get(enrollId) ?? enrollFallback) : null;
  const selectTournament = selectId ? (byId.get(selectId) ?? null) : null;
  const available = wallet.data?.availableCents ?? me?.wallet?.availableCents;

  const statusOptions = userTournamentFilters.map((s) => ({ value: s, label: t(`tournamentUi.filter.${s}`) }));

  return (
    <>
      <PageHeader
        title={t('nav.tournaments')}
        description={t('tournamentUi.subtitle')}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconCalendarEvent size={18} aria-hidden />} onClick={calendarDialog.open}>
              {t('tournamentUi.calendar')}
            </Button>
            <Button variant="light" leftSection={<IconWallet size={18} aria-hidden />} onClick={walletDialog.open} data-testid="tournaments-wallet">
              {available === undefined ? t('wallet.available') : `${t('wallet.available')}: ${formatCents(available)}`}
            </Button>
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md" mb="lg">
        <Group gap="sm" align="flex-end" wrap={isMobile ? 'wrap' : 'nowrap'}>
          <SearchInput label={t('tournamentUi.search')} fill={isMobile ? 'phone-row' : 'row'} {...list.textInput('search')} />
          <SegmentedControl
            aria-label={t('tournamentUi.statusFilter')}
            data={statusOptions}
            fullWidth={isMobile}
            w={isMobile ? '100%' : undefined}
            size={isMobile ? 'xs' : 'sm'}
            {...list.select('status')}
          />
        </Group>
      </Paper>

      <CompetitionList
        query={tournaments}
        count={tournaments.data?.items.length ?? 0}
        failedText={t('tournaments.loadFailed')}
        loading={{ cardHeight: 190 }}
        empty={{
          icon: IconTournament,
          title: t('tournamentUi.empty'),
          hint: list.values.search
            ? t('tournamentUi.emptySearch')
            : list.values.status !== 'all'
              ? t('tournamentUi.emptyStatus', { status: t(`tournamentUi.filter.${list.values.status}`).toLowerCase() })
              : t('tournamentUi.emptyAll'),
        }}
      >
        <Stack gap="md">
          {tournaments.data?.items.map((tournament) => (
            <TournamentCard
              key={tournament.id}
              tournament={tournament}
              currentUserId={me?.id ?? null}
              availableCents={available}
              onEnroll={(x) => {
                setEnrollFallback(x);
                setEnrollId(x.id);
              }}
              onSelectTeam={(x) => setSelectId(x.id)}
            />
          ))}
        </Stack>
      </CompetitionList>

      <EnrollDialog tournament={enrollTournament} onClose={() => setEnrollId(null)} />
      <SelectTeamDialog tournament={selectTournament} onClose={() => setSelectId(null)} />
      <WalletDialog opened={walletOpened} onClose={walletDialog.close} />
      <CalendarLinkDialog opened={calendarOpened} onClose={calendarDialog.close} />
    </>
  );
}
