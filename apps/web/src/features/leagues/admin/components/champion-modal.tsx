import { formatCents, leagueChampionRequest, type AdminLeague, tAdmin } from '@arena/shared';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { DialogActions } from '@/components/dialog-actions';

interface ChampionModalProps {
  league: AdminLeague | null;
  opened: boolean;
  /** A team picked beforehand (the trophy on a team row). */
  initialTeamId: string | null;
  onSubmit: (teamId: string) => void;
  onClose: () => void;
  loading: boolean;
  error: string | null;
}

/** Set League Champion: a team is required; it completes the league and pays the prize, and cannot be undone. */
export function ChampionModal({ league, opened, initialTeamId, onSubmit, onClose, loading, error }: ChampionModalProps) {
  const form = useForm({ initialValues: { teamId: '' }, validate: adminContractResolver(leagueChampionRequest) });
  useEffect(() => {
    if (opened) form.setValues({ teamId: initialTeamId ?? '' });
    form.clearErrors();
    // Start from the picked team each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, initialTeamId]);
  const team = league?.teams.find((x) => x.id === form.values.teamId);
  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminLeagues.setChampion')} centered>
      <form onSubmit={form.onSubmit((values) => onSubmit(values.teamId))} noValidate>
        <Stack>
          {league && (
            <Text fw={600} size="sm">
              {league.name}
            </Text>
          )}
          <FormError>{error}</FormError>
          <Select
            label={tAdmin('adminLeagues.championTeam')}
            required
            searchable
            data={(league?.teams ?? []).map((x) => ({ value: x.id, label: x.name }))}
            value={form.values.teamId || null}
            onChange={(value) => form.setFieldValue('teamId', value ?? '')}
            error={form.errors.teamId}
            comboboxProps={{ withinPortal: true }}
          />
          {league && team && (
            <Text size="sm" c="dimmed">
              {tAdmin('adminLeagues.championPrizeNote', {
                prize: formatCents(league.winningPriceCents),
                manager: team.user ? (team.user.fullName ?? team.user.email) : tAdmin('adminLeagues.noManager'),
              })}
            </Text>
          )}
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {tAdmin('adminLeagues.championConfirm')}
          </Alert>
          <DialogActions onCancel={onClose} color="yellow" autoContrast loading={loading}>
            {tAdmin('adminLeagues.setChampion')}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
