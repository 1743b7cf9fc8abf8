import { leagueInput, LEAGUE_DEFAULT_MAX_TEAMS, LEAGUE_NAME_MAX, type AdminLeague, type LeagueInput, tAdmin } from '@arena/shared';
import { NumberInput } from '@mantine/core';
import dayjs from 'dayjs';
import { CompetitionFormModal, useCompetitionForm, type CompetitionFormValues } from '@/components/competition/competition-form-modal';
import { competitionCents, competitionFormErrors, competitionFormValues, competitionMoneyFields } from '@/components/competition/competition-form-modal';
import { adminContractResolver } from '@/lib/admin-form';
import { useSaveLeague } from '../api/leagues';
import { leagueErrorText } from '../lib/error-text';

interface FormValues extends CompetitionFormValues {
  maxTeams: number | string;
}

const empty: FormValues = { name: '', description: '', startDate: '', endDate: '', price: '0', winningPrice: '0', maxTeams: LEAGUE_DEFAULT_MAX_TEAMS };
const whole = (value: number | string) => (typeof value === 'number' ? value : value === '' ? undefined : Number.NaN);

/** The request body: dates are the admin's local midnight, amounts cents. */
function toRequest(v: FormValues) {
  return {
    name: v.name,
    description: v.description,
    startDate: v.startDate ? dayjs(v.startDate).toISOString() : undefined,
    endDate: v.endDate ? dayjs(v.endDate).toISOString() : undefined,
    ...competitionCents('league', v),
    maxTeams: whole(v.maxTeams),
  };
}

const resolver = adminContractResolver<FormValues>(leagueInput, { toRequest, fields: competitionMoneyFields });
const validate = (values: FormValues) => competitionFormErrors('league', values, resolver(values), ['maxTeams']);

const valuesOf = (league: AdminLeague | null): FormValues => (league ? { ...competitionFormValues('league', league), maxTeams: league.maxTeams } : empty);

/** Create League / Edit League (admin spec §5): name, description, dates, entry price, winning price, maximum teams. */
export function LeagueFormModal({ opened, league, onClose }: { opened: boolean; league: AdminLeague | null; onClose: () => void }) {
  const save = useSaveLeague();
  const form = useCompetitionForm({ opened, editingId: league?.id ?? null, initialValues: () => valuesOf(league), validate, onOpen: save.reset });

  return (
    <CompetitionFormModal
      kind="league"
      opened={opened}
      competition={league}
      onClose={onClose}
      form={form}
      save={save}
      // The contract has refused what is missing: the body is whole here.
      variables={(values) => ({ id: league?.id ?? null, body: toRequest(values) as LeagueInput })}
      errorText={(error) => leagueErrorText(error, 'adminLeagues.saveFailed')}
      maxLength={{ name: LEAGUE_NAME_MAX, description: 2000 }}
    >
      <NumberInput
        label={tAdmin('adminLeagues.field.maxTeams')}
        required
        min={2}
        allowDecimal={false}
        clampBehavior="none"
        {...form.getInputProps('maxTeams')}
      />
    </CompetitionFormModal>
  );
}
