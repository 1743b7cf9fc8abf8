import { generateLeagueSchedule, roundRobinPairs, type AdminLeague, tAdmin } from '@arena/shared';
import { Alert, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { FormError } from '@/components/form-error';
import { useGenerateSchedule } from '../api/matches';
import { leagueErrorText } from '../lib/error-text';
import { DialogActions } from '@/components/dialog-actions';

const localDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/**
 * Generate League Schedule (admin spec §5, §9): a league and both dates; every pair of teams plays once, in a
 * shuffled order, ceil(pairs / days) matches a day from 09:00. The same rule function as the server checks the
 * choice first, so the texts are the spec's; the button is disabled while the league has fewer than 2 teams.
 */
export function GenerateScheduleModal({ opened, leagues, onClose }: { opened: boolean; leagues: AdminLeague[]; onClose: () => void }) {
  const generate = useGenerateSchedule();
  const [leagueId, setLeagueId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    generate.reset();
    setLeagueId('');
    setStartDate('');
    setEndDate('');
    setError(null);
    // Start empty each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const league = leagues.find((l) => l.id === leagueId);
  const teamCount = league?.teams.length ?? 0;
  const tooFewTeams = league !== undefined && teamCount < 2;

  const submit = () => {
    setError(null);
    if (!league) return setError(tAdmin('adminLeagues.selectLeague'));
    const start = startDate ? dayjs(startDate).toDate() : null;
    const end = endDate ? dayjs(endDate).toDate() : null;
    const check = generateLeagueSchedule({ teamIds: league.teams.map((team) => team.id), startDate: start, endDate: end });
    if (!check.ok) return setError(tAdmin(check.messageId));
    generate.mutate(
      { leagueId: league.id, startDate: start!.toISOString(), endDate: end!.toISOString() },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
        onError: (caught) => setError(leagueErrorText(caught, 'adminLeagues.generateFailed')),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminLeagues.generateSchedule')} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {tAdmin('adminLeagues.scheduleHint')}
          </Alert>
          <FormError>{error}</FormError>
          <Select
            label={tAdmin('adminLeagues.league')}
            required
            searchable
            data={leagues.map((l) => ({ value: l.id, label: l.name }))}
            value={leagueId || null}
            onChange={(value) => {
              const next = leagues.find((l) => l.id === value);
              setLeagueId(value ?? '');
              setError(null);
              if (next) {
                setStartDate(localDate(next.startDate));
                setEndDate(localDate(next.endDate));
              }
            }}
          />
          {league && (
            <Text size="sm" c={tooFewTeams ? 'var(--mantine-color-red-text)' : 'dimmed'}>
              {tooFewTeams
                ? tAdmin('adminLeagues.notEnoughTeams')
                : tAdmin('adminLeagues.scheduleTeams', { count: teamCount, pairs: roundRobinPairs(league.teams).length })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={tAdmin('adminLeagues.scheduleStart')}
              required
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
            />
            <TextInput type="date" label={tAdmin('adminLeagues.scheduleEnd')} required value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} />
          </SimpleGrid>
          <DialogActions onCancel={onClose} mt="xs" loading={generate.isPending} disabled={tooFewTeams}>
            {tAdmin('adminLeagues.generate')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
