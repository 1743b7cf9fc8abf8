import { NeedsConnectionNote, useActionsOffline } from '@/components/needs-connection';
import { formatCents, t, type UserTournament } from '@arena/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useEnrollTournament } from '../api/enroll';

interface EnrollDialogProps {
  tournament: UserTournament | null;
  onClose: () => void;
}

/**
 * Enroll (user spec enrollment rules): says what is charged, then POSTs with an Idempotency-Key, so a retried
 * click after a lost answer is charged once. The server decides (balance, free place, not enrolled yet) and
 * its message is shown — 'Insufficient balance. You need $X to enroll in this tournament' among them — else
 * 'Failed to submit enrollment request'. On success the spec's text.
 */
export function EnrollDialog({ tournament, onClose }: EnrollDialogProps) {
  const mutation = useEnrollTournament();
  const offline = useActionsOffline();
  const keys = useIdempotencyKeys();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setDone(null);
    mutation.reset();
    keys.reset();
    // Only when another tournament's dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament?.id]);

  const submit = () => {
    if (!tournament || mutation.isPending || done) return;
    const request = { tournamentId: tournament.id };
    mutation.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (result) => {
          keys.reset();
          setDone(result.message);
        },
      },
    );
  };

  const error = mutation.error instanceof ApiError && mutation.error.code ? mutation.error.message : mutation.error ? t('tournaments.enrollFailed') : null;
  const price = tournament ? formatCents(tournament.priceCents) : '';

  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tournament ? t('tournamentUi.enrollTitle', { name: tournament.name }) : ''} centered>
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
            <>
              <Group justify="space-between">
                <Text size="sm">{t('tournamentUi.entryFee')}</Text>
                <Text fw={800} fz="lg">
                  {price}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('tournamentUi.enrollExplain', { price })}
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button
                  onClick={submit}
                  loading={mutation.isPending}
                  disabled={offline}
                  aria-describedby={offline ? 'tournament-enroll-offline' : undefined}
                  data-autofocus
                >
                  {t('tournamentUi.enrollConfirm', { price })}
                </Button>
              </Group>
              <NeedsConnectionNote id="tournament-enroll-offline" />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
