import { tournamentFormRequest, tournamentStatuses, type AdminTournament, type TournamentFormRequest, type TournamentStatus, tAdmin } from '@arena/shared';
import { Select } from '@mantine/core';
import { CompetitionFormModal, useCompetitionForm, type CompetitionFormValues } from '@/components/competition/competition-form-modal';
import { competitionCents, competitionFormErrors, competitionFormValues, competitionMoneyFields } from '@/components/competition/competition-form-modal';
import { adminContractResolver } from '@/lib/admin-form';
import { useSaveTournament } from '../api/admin-tournaments';
import { actionError, statusLabel } from '../lib/labels';

interface FormValues extends CompetitionFormValues {
  status: TournamentStatus;
}

const empty: FormValues = { name: '', description: '', startDate: '', endDate: '', price: '', winningPrice: '', status: 'upcoming' };
const instant = (day: string) => (day ? `${day}T00:00:00.000Z` : '');

function toRequest(v: FormValues): TournamentFormRequest {
  return {
    name: v.name,
    description: v.description.trim() || null,
    startDate: instant(v.startDate),
    endDate: instant(v.endDate),
    // Left undefined or NaN, the contract refuses them before anything is sent.
    ...(competitionCents('tournament', v) as { priceCents: number; winningPriceCents: number }),
    status: v.status,
  };
}

const checkContract = adminContractResolver<FormValues>(tournamentFormRequest, { toRequest, fields: competitionMoneyFields });
const validate = (values: FormValues) => competitionFormErrors('tournament', values, checkContract(values));

const valuesOf = (tournament: AdminTournament | null): FormValues =>
  tournament ? { ...competitionFormValues('tournament', tournament), status: tournament.status } : empty;

/** Create Tournament / Edit Tournament: name, description, dates, entry price, prize and status (admin spec §5 "Tournament"). */
export function TournamentFormModal({ opened, tournament, onClose }: { opened: boolean; tournament: AdminTournament | null; onClose: () => void }) {
  const save = useSaveTournament();
  const form = useCompetitionForm({ opened, editingId: tournament?.id ?? null, initialValues: () => valuesOf(tournament), validate, onOpen: save.reset });

  return (
    <CompetitionFormModal
      kind="tournament"
      opened={opened}
      competition={tournament}
      onClose={onClose}
      form={form}
      save={save}
      variables={(values) => ({ id: tournament?.id ?? null, body: toRequest(values) })}
      errorText={(error) => actionError(error, 'tournaments.saveFailed')}
    >
      <Select
        label={tAdmin('adminTournaments.status')}
        required
        allowDeselect={false}
        data={tournamentStatuses.map((s) => ({ value: s, label: statusLabel(s) }))}
        {...form.getInputProps('status')}
      />
    </CompetitionFormModal>
  );
}
