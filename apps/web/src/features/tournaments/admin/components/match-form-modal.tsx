import { createMatchRequest, roundLabel, type AdminTournament, type CreateMatchRequest, tAdmin } from '@arena/shared';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MatchFormModal, useMatchForm, type MatchFormValues } from '@/components/competition/match-form-modal';
import { adminContractResolver } from '@/lib/admin-form';
import { useCreateMatch } from '../api/admin-tournaments';
import { actionError, toLocalInput } from '../lib/labels';

interface FormValues extends MatchFormValues {
  roundNumber: string;
}

function toRequest(v: FormValues): CreateMatchRequest {
  return {
    tournamentId: v.competitionId,
    team1Id: v.team1Id,
    team2Id: v.team2Id,
    date: v.date ? new Date(v.date).toISOString() : '',
    score: v.score,
    roundNumber: Number(v.roundNumber),
  };
}

const validate = adminContractResolver<FormValues>(createMatchRequest, { toRequest, fields: { tournamentId: 'competitionId' } });

/**
 * Add Match (admin spec §5 "Match form") for a tournament: its round besides the teams, date-time and score; the
 * form starts on the tournament the page shows, its date on the tournament's first day.
 */
export function TournamentMatchFormModal({
  opened,
  tournaments,
  initialTournamentId,
  onClose,
}: {
  opened: boolean;
  tournaments: AdminTournament[];
  initialTournamentId: string | null;
  onClose: () => void;
}) {
  const create = useCreateMatch();
  const form = useMatchForm<FormValues>(
    opened,
    () => {
      const start = tournaments.find((x) => x.id === initialTournamentId)?.startDate;
      return { competitionId: initialTournamentId ?? '', team1Id: '', team2Id: '', date: start ? toLocalInput(start) : '', score: '', roundNumber: '1' };
    },
    validate,
    create.reset,
  );
  const submit = (values: FormValues) =>
    create.mutate(toRequest(values), {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: r.message });
        onClose();
      },
    });

  return (
    <MatchFormModal
      kind="tournament"
      opened={opened}
      onClose={onClose}
      competitions={tournaments}
      form={form}
      onSubmit={submit}
      error={create.error ? actionError(create.error, 'tournaments.saveMatchFailed') : null}
      pending={create.isPending}
      scoreMaxLength={20}
    >
      <Select
        label={tAdmin('adminTournaments.round')}
        required
        allowDeselect={false}
        data={[1, 2, 3].map((n) => ({ value: String(n), label: roundLabel(n) }))}
        {...form.getInputProps('roundNumber')}
      />
    </MatchFormModal>
  );
}
