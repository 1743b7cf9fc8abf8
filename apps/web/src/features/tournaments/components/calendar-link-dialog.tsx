import { t } from '@arena/shared';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCalendarFeedStatus, useMakeCalendarFeed } from '../api/calendar-feed';

/**
 * The private "my matches" calendar link: one unguessable URL with the user's league and tournament matches,
 * for a phone calendar to subscribe to. Its URL is shown only when made; making a new one turns the old off.
 */
export function CalendarLinkDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const status = useCalendarFeedStatus({ enabled: opened });
  const make = useMakeCalendarFeed();

  useEffect(() => {
    if (!opened) make.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const url = make.data?.url;
  const error = make.error ? (make.error instanceof ApiError && make.error.code ? make.error.message : t('tournamentUi.calendarMineFailed')) : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('tournamentUi.calendarMine')} centered>
      <Stack gap="md">
        <Text size="sm">{t('tournamentUi.calendarMineHint')}</Text>
        {url ? (
          <>
            <Alert color="teal" role="status">
              {make.data!.message}
            </Alert>
            <Group gap="xs" align="flex-end">
              <TextInput flex={1} miw={220} readOnly value={url} label={t('tournamentUi.calendarMine')} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'default'}
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? t('tournamentUi.calendarMineCopied') : t('tournamentUi.calendarMineCopy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          status.data?.active &&
          status.data.createdAt && (
            <Text size="sm" c="dimmed">
              {t('tournamentUi.calendarMineActive', { date: formatDate(status.data.createdAt) })}
            </Text>
          )
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} loading={make.isPending} onClick={() => make.mutate()}>
            {status.data?.active || url ? t('tournamentUi.calendarMineRemake') : t('tournamentUi.calendarMineMake')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
