import { t, type UserTournament } from '@arena/shared';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSelectTournamentTeam } from '../api/select-team';
import { DialogActions } from '@/components/dialog-actions';

interface SelectTeamDialogProps {
  tournament: UserTournament | null;
  onClose: () => void;
}

/**
 * Team selection once the enrollment is approved (user spec): one of the tournament's free team names.
 * Nothing chosen → 'Please select a team'; a name taken meanwhile → the server's 'Selected team not found'
 * (or its own text); any other failure 'Failed to select team'. Success: 'Team selected successfully'.
 */
export function SelectTeamDialog({ tournament, onClose }: SelectTeamDialogProps) {
  const mutation = useSelectTournamentTeam();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setTeamId(null);
    setMissing(false);
    setDone(null);
    mutation.reset();
    // Only when another tournament's dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament?.id]);

  const submit = () => {
    if (!tournament || mutation.isPending) return;
    if (!teamId) {
      setMissing(true);
      return;
    }
    mutation.mutate({ tournamentId: tournament.id, availableTeamId: teamId }, { onSuccess: (result) => setDone(result.message) });
  };

  const error = mutation.error instanceof ApiError && mutation.error.code ? mutation.error.message : mutation.error ? t('tournaments.selectTeamFailed') : null;
  const options = tournament?.availableTeams.map((team) => ({ value: team.id, label: team.name })) ?? [];

  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tournament ? t('tournamentUi.selectTeamFor', { name: tournament.name }) : ''} centered>
      {tournament && (
        <Stack gap="md">
          {done ? (
            <>
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                {done}
              </Alert>
              <Button onClick={onClose}>{t('common.close')}</Button>
            </>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
              noValidate
            >
              <Stack gap="md">
                <Select
                  label={t('tournamentUi.team')}
                  placeholder={t('tournamentUi.teamPlaceholder')}
                  data={options}
                  value={teamId}
                  onChange={(value) => {
                    setTeamId(value);
                    setMissing(false);
                  }}
                  error={missing ? t('tournaments.selectTeamRequired') : undefined}
                  comboboxProps={{ withinPortal: true }}
                />
                {options.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('tournamentUi.noFreeTeams')}
                  </Text>
                )}
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <DialogActions onCancel={onClose} loading={mutation.isPending}>
                  {t('tournamentUi.selectTeam')}
                </DialogActions>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
