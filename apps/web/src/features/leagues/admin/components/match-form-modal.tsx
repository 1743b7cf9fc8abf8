import { createLeagueMatchRequest, type AdminLeague } from '@arena/shared';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { MatchFormModal, useMatchForm, type MatchFormValues } from '@/components/competition/match-form-modal';
import { adminContractResolver } from '@/lib/admin-form';
import { useCreateMatch } from '../api/matches';
import { leagueErrorText } from '../lib/error-text';

const empty: MatchFormValues = { competitionId: '', team1Id: '', team2Id: '', date: '', score: '' };

function toRequest(v: MatchFormValues) {
  return { leagueId: v.competitionId, team1Id: v.team1Id, team2Id: v.team2Id, date: v.date ? dayjs(v.date).toISOString() : '', score: v.score };
}

const validate = adminContractResolver<MatchFormValues>(createLeagueMatchRequest, { toRequest, fields: { leagueId: 'competitionId' } });

/** Add Match (admin spec §5 match form) for a league: league, team 1, team 2 and date-time required, score optional. */
export function LeagueMatchFormModal({ opened, leagues, onClose }: { opened: boolean; leagues: AdminLeague[]; onClose: () => void }) {
  const create = useCreateMatch();
  const form = useMatchForm(opened, () => empty, validate, create.reset);
  const submit = (values: MatchFormValues) =>
    create.mutate(toRequest(values), {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: result.message });
        onClose();
      },
    });

  return (
    <MatchFormModal
      kind="league"
      opened={opened}
      onClose={onClose}
      competitions={leagues}
      form={form}
      onSubmit={submit}
      error={create.error ? leagueErrorText(create.error, 'adminLeagues.matchSaveFailed') : null}
      pending={create.isPending}
      scoreMaxLength={7}
    />
  );
}
