import { t, type AdminLeagueRankings, tAdmin } from '@arena/shared';
import { Alert, Badge, Button, Card, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCalculator, IconCircleCheck, IconDeviceFloppy, IconListNumbers, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useAdminLeagueRankings, useCompleteLeague, useRecalculatePoints } from '../api/rankings';
import { LeagueStatusBadge } from '../components/league-status-select';
import { SaveStandingsModal } from '../components/save-standings-modal';
import { StandingsEditor } from '../components/standings-editor';
import { leagueErrorText } from '../lib/error-text';

const statusFilters = ['all', 'started', 'completed'] as const;
const statusOptions = () =>
  statusFilters.map((s) => ({ value: s, label: s === 'all' ? tAdmin('adminLeagues.allStatuses') : tAdmin(`adminLeagues.status.${s}`) }));

type Item = AdminLeagueRankings['items'][number];

/**
 * /admin/leagues/rankings (admin spec §2): started and completed leagues with their standings; row editing
 * (view → edit → save or cancel), Recalculate points (wins × 3 + draws), Mark as Completed on started leagues,
 * and Save Standings (a named snapshot, public by default, shown on /league-rankings).
 */
export function AdminLeagueRankingsPage() {
  const list = useListParams({ filters: { search: 'text', status: statusFilters }, pageSize: 100 });
  const rankings = useAdminLeagueRankings({ search: list.values.search || undefined, status: list.values.status });
  const [saving, setSaving] = useState<{ league: { id: string; name: string }; open: boolean } | null>(null);
  const items = rankings.data?.items;

  return (
    <>
      <PageHeader title={tAdmin('adminLeagues.rankingsTitle')} description={tAdmin('adminLeagues.rankingsSubtitle')} />
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          aria-label={t('common.search')}
          placeholder={tAdmin('adminLeagues.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...list.textInput('search')}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          aria-label={tAdmin('adminLeagues.rankingsFilter')}
          data={statusOptions()}
          allowDeselect={false}
          {...list.select('status')}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {rankings.isError && !items ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {leagueErrorText(rankings.error, 'adminLeagues.rankingsLoadFailed')}
        </Alert>
      ) : !items ? (
        <Stack>
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height={300} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconListNumbers size={40} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text c="dimmed" mt="sm">
            {tAdmin('adminLeagues.rankingsEmpty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="lg" style={{ opacity: rankings.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((item) => (
            <LeagueStandingsCard key={item.league.id} item={item} onSave={() => setSaving({ league: item.league, open: true })} />
          ))}
        </Stack>
      )}
      <SaveStandingsModal league={saving?.league ?? null} opened={saving?.open ?? false} onClose={() => setSaving((s) => (s ? { ...s, open: false } : s))} />
    </>
  );
}

function LeagueStandingsCard({ item, onSave }: { item: Item; onSave: () => void }) {
  const { league, standings, saved } = item;
  const recalculate = useRecalculatePoints();
  const complete = useCompleteLeague();
  const [error, setError] = useState<string | null>(null);
  const run = (mutation: typeof recalculate | typeof complete, fallback: 'adminLeagues.rankingUpdateFailed' | 'adminLeagues.completeFailed') => {
    setError(null);
    mutation.mutate(league.id, {
      onSuccess: (result) => notifications.show({ color: 'teal', message: result.message }),
      onError: (caught) => setError(leagueErrorText(caught, fallback)),
    });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`standings-${league.id}`} data-testid="league-standings">
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} fz="lg" id={`standings-${league.id}`}>
              {league.name}
            </Title>
            <LeagueStatusBadge status={league.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(league.startDate)} – {formatDate(league.endDate)}
          </Text>
          {league.championTeam && (
            <Group gap={4}>
              <IconTrophy size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
              <Text size="sm" fw={600}>
                {tAdmin('adminLeagues.champion')}: {league.championTeam.name}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCalculator size={14} aria-hidden />}
            loading={recalculate.isPending}
            disabled={standings.length === 0}
            onClick={() => run(recalculate, 'adminLeagues.rankingUpdateFailed')}
          >
            {tAdmin('adminLeagues.recalculate')}
          </Button>
          {league.status === 'started' && (
            <Button
              size="xs"
              variant="light"
              color="grape"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              loading={complete.isPending}
              onClick={() => run(complete, 'adminLeagues.completeFailed')}
            >
              {tAdmin('adminLeagues.markCompleted')}
            </Button>
          )}
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={onSave} disabled={standings.length === 0}>
            {tAdmin('adminLeagues.saveStandings')}
          </Button>
        </Group>
      </Group>
      <DismissibleError mb="sm" onClose={() => setError(null)}>
        {error}
      </DismissibleError>
      {standings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {tAdmin('adminLeagues.standingsEmpty')}
        </Text>
      ) : (
        <StandingsEditor rows={standings} label={`${t('leagues.standings')}: ${league.name}`} />
      )}
      {saved.length > 0 && (
        <Stack gap={4} mt="md">
          <Text size="sm" fw={600}>
            {tAdmin('adminLeagues.savedStandings')}
          </Text>
          {saved.map((snapshot) => (
            <Group key={snapshot.id} gap="xs" wrap="nowrap" data-testid="saved-standings">
              <Badge size="sm" variant="light" color={snapshot.isPublic ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                {snapshot.isPublic ? tAdmin('adminLeagues.public') : tAdmin('adminLeagues.private')}
              </Badge>
              <Text size="sm" truncate>
                {snapshot.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatDateTime(snapshot.savedAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
