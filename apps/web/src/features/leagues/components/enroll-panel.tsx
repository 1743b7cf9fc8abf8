import { NeedsConnectionNote, useActionsOffline } from '@/components/needs-connection';
import { formatCents, t, type League } from '@arena/shared';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconShieldCheck, IconTicket } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWallet } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useMe } from '@/lib/me';
import { useEnrollLeague } from '../api/enroll-league';
import { useSelectTeam } from '../api/select-team';
import { canSelectTeam, enrollState } from '../lib/enroll-state';

/** The server's catalogue text when it sent one (full league, already enrolled…), else the screen's fallback. */
function failureText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return error instanceof ApiError && error.code ? error.message : fallback;
}

/**
 * Enrollment and team selection of one league (user spec §4, §5, §8): Enroll charges the entry fee (one
 * Idempotency-Key per attempt, so a retried click is charged once) and is disabled when the balance is
 * too low or unknown; once approved, the user picks one of the offered teams, once.
 */
export function EnrollPanel({ league }: { league: League }) {
  const { data: me } = useMe();
  const wallet = useWallet();
  const enroll = useEnrollLeague();
  const offline = useActionsOffline();
  const select = useSelectTeam();
  const keys = useIdempotencyKeys();
  const [enrolled, setEnrolled] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [teamError, setTeamError] = useState<string | null>(null);
  const [teamDone, setTeamDone] = useState<string | null>(null);

  useEffect(() => {
    setEnrolled(null);
    setTeamId(null);
    setTeamError(null);
    setTeamDone(null);
    enroll.reset();
    select.reset();
    keys.reset();
    // Only when another league is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [league.id]);

  // The enrollment moved on (approved, rejected): its 'submitted' message has had its day.
  const enrollmentStatus = league.myEnrollment?.status;
  useEffect(() => {
    if (enrollmentStatus !== undefined && enrollmentStatus !== 'pending') setEnrolled(null);
  }, [enrollmentStatus]);

  const available = wallet.data?.availableCents ?? (wallet.isError ? undefined : me?.wallet?.availableCents);
  const state = enrollState(league, available, me?.id);
  const price = formatCents(league.priceCents);
  const enrollment = league.myEnrollment;

  const submitEnroll = () => {
    if (state !== 'ready' || enroll.isPending) return;
    const request = { leagueId: league.id };
    enroll.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (result) => {
          keys.reset();
          setEnrolled(result.message);
        },
      },
    );
  };

  const submitTeam = () => {
    setTeamDone(null);
    if (!teamId) {
      setTeamError(t('leagues.selectTeamRequired'));
      return;
    }
    setTeamError(null);
    select.mutate(
      { leagueId: league.id, availableTeamId: teamId },
      {
        onSuccess: (result) => {
          setEnrolled(null);
          setTeamDone(result.message);
        },
        onError: (error) => setTeamError(failureText(error, t('leagues.selectTeamFailed'))),
      },
    );
  };

  const enrollError = failureText(enroll.error, t('leagues.enrollFailed'));
  const hasEnrollmentNews = enrollment !== null && (enrollment.status !== 'rejected' || state !== 'hidden');

  if (state === 'hidden' && !hasEnrollmentNews && !enrolled && !teamDone) return null;

  return (
    <Paper withBorder radius="md" p="md" data-testid="enroll-panel">
      <Stack gap="sm">
        <Text fw={700}>{t('leagues.myEnrollment')}</Text>

        {enrolled && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {enrolled}
          </Alert>
        )}
        {teamDone && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {teamDone}
          </Alert>
        )}

        {hasEnrollmentNews && enrollment && <EnrollmentStatus league={league} />}

        {state !== 'hidden' && (
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {available === undefined ? t('leagues.enrollBalanceUnknown') : `${t('wallet.available')}: ${formatCents(available)}`}
              </Text>
              <Button
                leftSection={<IconTicket size={18} aria-hidden />}
                onClick={submitEnroll}
                disabled={state !== 'ready' || offline}
                loading={enroll.isPending}
                aria-describedby={offline ? `enroll-offline-${league.id}` : state === 'ready' ? undefined : `enroll-why-${league.id}`}
              >
                {league.priceCents > 0 ? t('leagues.enrollFor', { price }) : t('leagues.enroll')}
              </Button>
            </Group>
            <NeedsConnectionNote id={`enroll-offline-${league.id}`} />
            {state === 'insufficient' && (
              <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} id={`enroll-why-${league.id}`}>
                {t('leagues.insufficientBalance', { price })}
              </Alert>
            )}
            {state === 'full' && (
              <Text size="sm" c="dimmed" id={`enroll-why-${league.id}`}>
                {t('leagues.enrollFullHint')}
              </Text>
            )}
            {state === 'balanceUnknown' && (
              <Text size="sm" c="dimmed" id={`enroll-why-${league.id}`}>
                {wallet.isError ? t('leagues.walletLoadFailed') : t('common.loading')}
              </Text>
            )}
            {state === 'ready' && league.priceCents > 0 && (
              <Text size="xs" c="dimmed">
                {t('leagues.enrollConfirm', { price })}
              </Text>
            )}
          </Stack>
        )}

        {enrollError && (
          <Alert color="red" role="alert">
            {enrollError}
          </Alert>
        )}

        {canSelectTeam(league) && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submitTeam();
            }}
          >
            {league.availableTeams.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('leagues.noAvailableTeams')}
              </Text>
            ) : (
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Select
                  flex={1}
                  miw={200}
                  label={t('leagues.teamLabel')}
                  placeholder={t('leagues.teamPlaceholder')}
                  data={league.availableTeams.map((team) => ({ value: team.id, label: team.name }))}
                  value={teamId}
                  onChange={(value) => {
                    setTeamId(value);
                    setTeamError(null);
                  }}
                  searchable
                  error={teamError}
                  comboboxProps={{ withinPortal: true }}
                />
                <Button type="submit" loading={select.isPending} leftSection={<IconShieldCheck size={18} aria-hidden />}>
                  {t('leagues.selectTeam')}
                </Button>
              </Group>
            )}
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function EnrollmentStatus({ league }: { league: League }) {
  const enrollment = league.myEnrollment!;
  if (enrollment.team)
    return (
      <Alert color="blue" variant="light" icon={<IconShieldCheck aria-hidden />}>
        {t('leagues.enrollment.team', { team: enrollment.team.name })}
      </Alert>
    );
  if (enrollment.status === 'pending')
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 aria-hidden />} data-testid="enrollment-pending">
        {t('leagues.enrollment.pending', { price: formatCents(enrollment.entryFeeCents) })}
      </Alert>
    );
  if (enrollment.status === 'approved')
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
        {t('leagues.enrollment.approved')}
      </Alert>
    );
  return (
    <Alert color="gray" variant="light">
      {t('leagues.enrollment.rejected')}
    </Alert>
  );
}
