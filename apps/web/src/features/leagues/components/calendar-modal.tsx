import { t } from '@arena/shared';
import { Alert, Button, CopyButton, Divider, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCalendarFeed, useResetCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { useMyMatches } from '../api/get-my-matches';

/**
 * Calendar subscription (issue 8, beyond the spec): the private "my matches" feed — an unguessable link,
 * shown once when made; Reset makes a new one and the old one stops working — and the user's next matches.
 */
export function CalendarModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const status = useCalendarFeed({ enabled: opened });
  const matches = useMyMatches({ enabled: opened });
  const reset = useResetCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const makeLink = () => {
    setNotice(null);
    reset.mutate(undefined, {
      onSuccess: (result) => {
        setUrl(result.url);
        setNotice(status.data?.active ? result.message : null);
      },
    });
  };
  const turnOff = () => {
    setNotice(null);
    revoke.mutate(undefined, {
      onSuccess: (result) => {
        setUrl(null);
        setNotice(result.message);
      },
    });
  };
  const failure = reset.error ?? revoke.error;
  // The next five matches still to play (a match counts until two hours after kick-off).
  const upcoming = (matches.data?.items ?? []).filter((m) => m.score === null && Date.parse(m.date) > Date.now() - 2 * 3_600_000).slice(0, 5);

  return (
    <Modal opened={opened} onClose={onClose} title={t('leagues.calendarTitle')} size="lg" centered>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('leagues.myFeedTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('leagues.myFeedHint')}
          </Text>
        </Stack>

        {notice && (
          <Alert color="teal" role="status">
            {notice}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure, 'leagues.myFeedFailed')}
          </Alert>
        )}

        {status.isPending ? (
          <Skeleton height={60} />
        ) : status.isError ? (
          <Alert color="red" role="alert">
            {t('leagues.myFeedLoadFailed')}
          </Alert>
        ) : url ? (
          <Stack gap={6}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                flex={1}
                label={t('leagues.myFeedUrl')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                data-testid="calendar-feed-url"
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                    {copied ? t('common.copied') : t('leagues.myFeedCopy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="orange">
              {t('leagues.myFeedShownOnce')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">
            {status.data.active && status.data.createdAt ? t('leagues.myFeedOn', { date: formatDate(status.data.createdAt) }) : t('leagues.myFeedOff')}
          </Text>
        )}

        {!status.isPending && !status.isError && (
          <Group gap="xs">
            {status.data.active || url ? (
              <>
                <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={makeLink} loading={reset.isPending}>
                  {t('leagues.myFeedReset')}
                </Button>
                <Button variant="subtle" color="red" onClick={turnOff} loading={revoke.isPending}>
                  {t('leagues.myFeedTurnOff')}
                </Button>
              </>
            ) : (
              <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={makeLink} loading={reset.isPending}>
                {t('leagues.myFeedCreate')}
              </Button>
            )}
          </Group>
        )}

        <Divider />
        <Title order={3} fz="md">
          {t('leagues.myMatches')}
        </Title>
        {matches.isPending ? (
          <Skeleton height={80} />
        ) : matches.isError ? (
          <Text size="sm" c="red">
            {t('leagues.myMatchesFailed')}
          </Text>
        ) : upcoming.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('leagues.myMatchesEmpty')}
          </Text>
        ) : (
          <Stack gap={6}>
            {upcoming.map((match) => (
              <Group key={match.id} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {t('leagues.calendarEventTitle', { team1: match.team1.name, team2: match.team2.name })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {match.leagueName}
                  </Text>
                </Stack>
                <Text size="xs" c="dimmed" ta="right">
                  {formatDateTime(match.date)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
