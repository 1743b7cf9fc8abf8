import { formatCents, t, type AdminTournament, type BracketMatchView, type SavedTournamentRanking, tAdmin } from '@arena/shared';
import { Alert, Badge, Button, Card, Collapse, Divider, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronUp, IconCrown, IconDeviceFloppy, IconPlayerTrackNext, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { RefreshButton } from '@/components/refresh-button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useFailureAbout } from '@/lib/use-failure-about';
import { useListParams } from '@/lib/use-list-params';
import { useAdminBracket, useAdminTournaments, useAdvanceTournament, useDeleteMatch, useSavedTournamentRankings } from '../api/admin-tournaments';
import { AdminBracket, TeamStatusGrid } from '../components/admin-bracket';
import { ConfirmModal } from '@/components/confirm-modal';
import { EditMatchModal, SaveResultsModal, SetChampionModal } from '../components/results-modals';
import { actionError, statusColor, statusLabel } from '../lib/labels';

const statusFilters = ['all', 'active', 'completed'] as const;

/**
 * /admin/tournaments/rankings (admin spec "Tournament Rankings Management"): saved results, and per active or
 * completed tournament Save & Publish Results, Set Champion, the bracket (Set Winner, edit, delete, Advance
 * Tournament), the Team Status grid, the prize pool and the champion.
 */
export function AdminTournamentRankingsPage() {
  const list = useListParams({ filters: { search: 'text', status: statusFilters }, pageSize: 100 });
  const tournaments = useAdminTournaments({ search: list.values.search || undefined });
  const saved = useSavedTournamentRankings();
  const [savingFor, setSavingFor] = useState<string | null>(null);
  const [championFor, setChampionFor] = useState<string | null>(null);
  const shown = (tournaments.data?.items ?? []).filter((x) =>
    list.values.status === 'all' ? x.status === 'active' || x.status === 'completed' : x.status === list.values.status,
  );
  const byId = (id: string | null) => tournaments.data?.items.find((x) => x.id === id) ?? null;

  return (
    <>
      <PageHeader
        title={tAdmin('admin.tournamentRankings.title')}
        description={tAdmin('admin.tournamentRankings.subtitle')}
        actions={<RefreshButton queries={[tournaments, saved]} />}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          aria-label={t('common.search')}
          placeholder={tAdmin('adminTournaments.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 320 }}
          {...list.textInput('search')}
        />
        <Select
          aria-label={tAdmin('adminTournaments.filterStatus')}
          w={{ base: '100%', sm: 180 }}
          allowDeselect={false}
          data={statusFilters.map((s) => ({ value: s, label: tAdmin(`adminTournaments.filter.${s}`) }))}
          {...list.select('status')}
        />
      </Group>

      <Stack gap="xl">
        {saved.data && saved.data.items.length > 0 && (
          <section aria-labelledby="saved-title">
            <Title order={2} fz="lg" mb="sm" id="saved-title">
              {tAdmin('admin.tournamentRankings.savedTable')}
            </Title>
            <DataTable<SavedTournamentRanking>
              label={tAdmin('admin.tournamentRankings.savedTable')}
              query={saved}
              rowKey={(r) => r.id}
              emptyText=""
              errorText={(e) => errorMessage(e, 'tournamentRankings.loadFailed')}
              columns={[
                { header: tAdmin('adminTournaments.savedName'), card: 'title', cell: (r) => <Text fw={600}>{r.name}</Text> },
                {
                  header: tAdmin('adminTournaments.savedDescription'),
                  cell: (r) => (
                    <Text size="sm" c={r.description ? undefined : 'dimmed'} lineClamp={2}>
                      {r.description || tAdmin('admin.tournamentRankings.noDescription')}
                    </Text>
                  ),
                },
                { header: tAdmin('adminTournaments.savedAt'), cell: (r) => formatDateTime(r.savedAt) },
                {
                  header: tAdmin('adminTournaments.visibility'),
                  card: 'aside',
                  cell: (r) => (
                    <Badge color={r.isPublic ? 'teal' : 'gray'} variant="light">
                      {r.isPublic ? tAdmin('admin.tournamentRankings.public') : tAdmin('admin.tournamentRankings.private')}
                    </Badge>
                  ),
                },
              ]}
            />
          </section>
        )}

        <section aria-label={t('nav.admin.tournaments')}>
          {tournaments.isError && !tournaments.data ? (
            <Alert color="red" role="alert">
              {t('tournaments.loadFailed')}
            </Alert>
          ) : tournaments.isPending ? (
            <Stack>
              <Skeleton height={160} radius="md" />
              <Skeleton height={160} radius="md" />
            </Stack>
          ) : shown.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed" ta="center">
                {list.isFiltered ? tAdmin('adminTournaments.rankingsEmptySearch') : tAdmin('adminTournaments.rankingsEmpty')}
              </Text>
            </Paper>
          ) : (
            <Stack gap="md">
              {shown.map((tm) => (
                <TournamentResultsCard key={tm.id} tournament={tm} onSave={() => setSavingFor(tm.id)} onSetChampion={() => setChampionFor(tm.id)} />
              ))}
            </Stack>
          )}
        </section>
      </Stack>
      <SaveResultsModal tournament={byId(savingFor)} onClose={() => setSavingFor(null)} />
      <SetChampionModal tournament={byId(championFor)} onClose={() => setChampionFor(null)} />
    </>
  );
}

function TournamentResultsCard({ tournament: tm, onSave, onSetChampion }: { tournament: AdminTournament; onSave: () => void; onSetChampion: () => void }) {
  const [open, setOpen] = useState(false);
  const bracket = useAdminBracket(open ? tm.id : null);
  const advance = useAdvanceTournament();
  const deleteMatch = useDeleteMatch();
  // 'Error advancing tournament: …' reports on the bracket: it goes once the bracket changes (winners set) or the
  // tournament ends. Not on the whole tournament row: a refetch that an earlier action started (its teams' statuses)
  // may land after the refusal and would take the banner away before it was read.
  const [failure, setFailure] = useFailureAbout(bracket.data, tm.status);
  const [editing, setEditing] = useState<BracketMatchView | null>(null);
  const [removing, setRemoving] = useState<BracketMatchView | null>(null);
  const active = tm.status === 'active';
  const titleId = `results-${tm.id}`;
  const champion = tm.teams.find((team) => team.id === tm.championTeamId);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="results-tournament">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="lg" id={titleId}>
                {tm.name}
              </Title>
              <Badge color={statusColor[tm.status]} variant="light">
                {statusLabel(tm.status)}
              </Badge>
            </Group>
            <Group gap="lg">
              <Text size="sm">
                <Text span c="dimmed">
                  {t('tournamentRankings.prizePool')}:
                </Text>{' '}
                <b>{formatCents(tm.winningPriceCents ?? 0)}</b>
              </Text>
              <Text size="sm" data-testid="results-champion">
                <IconCrown size={14} aria-hidden style={{ verticalAlign: -2, color: 'var(--mantine-color-yellow-7)' }} />{' '}
                <Text span c="dimmed">
                  {t('tournamentRankings.champion')}:
                </Text>{' '}
                <b>
                  {tm.championTeamName ? `${tm.championTeamName}${champion?.userName ? ` (${champion.userName})` : ''}` : tAdmin('adminTournaments.noChampion')}
                </b>
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button size="xs" leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={onSave}>
              {tAdmin('admin.tournamentRankings.saveAndPublish')}
            </Button>
            {active && (
              <Button size="xs" color="orange" variant="light" leftSection={<IconTrophy size={14} aria-hidden />} onClick={onSetChampion}>
                {tAdmin('admin.tournamentRankings.setChampion')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              rightSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
            >
              {open ? tAdmin('admin.tournamentRankings.hideBracket') : tAdmin('admin.tournamentRankings.viewBracket')}
            </Button>
          </Group>
        </Group>

        <Collapse expanded={open}>
          {open && (
            <Stack gap="md" pt="xs">
              <Divider />
              <DismissibleError onClose={() => setFailure(null)}>{failure}</DismissibleError>
              {bracket.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(bracket.error, 'tournaments.matchesLoadFailed')}
                </Alert>
              ) : bracket.isPending ? (
                <Skeleton height={200} radius="md" />
              ) : (
                <AdminBracket
                  bracket={bracket.data}
                  onEdit={setEditing}
                  onDelete={(m) => {
                    deleteMatch.reset();
                    setRemoving(m);
                  }}
                  onError={setFailure}
                />
              )}
              {active && (
                <Group>
                  <Button
                    color="teal"
                    leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
                    loading={advance.isPending}
                    onClick={() => {
                      setFailure(null);
                      advance.mutate(tm.id, {
                        onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
                        onError: (e) => setFailure(actionError(e, 'tournaments.advanceTeamFailed')),
                      });
                    }}
                  >
                    {tAdmin('admin.tournamentRankings.advance')}
                  </Button>
                </Group>
              )}
              <TeamStatusGrid tournament={tm} />
            </Stack>
          )}
        </Collapse>
      </Stack>
      <EditMatchModal match={editing} tournament={tm} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={removing !== null}
        title={tAdmin('admin.tournamentRankings.deleteMatch')}
        confirmLabel={tAdmin('admin.tournamentRankings.deleteMatch')}
        loading={deleteMatch.isPending}
        error={deleteMatch.error ? actionError(deleteMatch.error, 'tournaments.deleteMatchFailed') : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          deleteMatch.mutate(removing.id, {
            onSuccess: (r) => {
              notifications.show({ color: 'teal', message: r.message });
              setRemoving(null);
            },
          })
        }
      >
        {tAdmin('admin.tournamentRankings.deleteMatchConfirm')}
      </ConfirmModal>
    </Card>
  );
}
