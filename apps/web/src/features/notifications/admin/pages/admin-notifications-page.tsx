import { t, type AdminNotificationRow, type NotificationRecipient, tAdmin } from '@arena/shared';
import { Alert, Badge, Button, Checkbox, Group, Paper, ScrollArea, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSearch, IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { notificationColor } from '../../components/notification-colors';
import { useBroadcastNotification, useNotificationRecipients, useRecentNotifications, useSendNotification } from '../api/admin-notifications';
import { ComposeNotificationModal, type ComposeValues } from '../components/compose-notification-modal';
import { adminErrorMessage } from '@/lib/admin-error-message';

const displayName = (user: NotificationRecipient) => user.fullName?.trim() || user.email;

/** /admin/notifications (admin spec §2 Notifications Management): pick users, send to them or to everyone, and the 50 latest sent. */
export function AdminNotificationsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const recipients = useNotificationRecipients(debounced);
  const recent = useRecentNotifications();
  const send = useSendNotification();
  const broadcast = useBroadcastNotification();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [composing, setComposing] = useState<'selected' | 'all' | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  const listed = recipients.data?.items ?? [];
  const allListedSelected = listed.length > 0 && listed.every((u) => selected.has(u.id));

  const toggle = (id: string) => {
    setPickError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const toggleAll = () => {
    setPickError(null);
    setSelected((current) => {
      const next = new Set(current);
      for (const u of listed) {
        if (allListedSelected) next.delete(u.id);
        else next.add(u.id);
      }
      return next;
    });
  };

  const openSelected = () => {
    if (selected.size === 0) {
      setPickError(tAdmin('adminNotifications.selectUser'));
      return;
    }
    setPickError(null);
    send.reset();
    setComposing('selected');
  };
  const openBroadcast = () => {
    setPickError(null);
    broadcast.reset();
    setComposing('all');
  };

  const submit = (values: ComposeValues) => {
    if (composing === 'selected') {
      send.mutate(
        { ...values, userIds: [...selected] },
        {
          onSuccess: ({ sent }) => {
            notifications.show({ color: 'teal', message: tAdmin('adminNotifications.sent', { count: sent }) });
            setSelected(new Set());
            setComposing(null);
          },
        },
      );
    } else {
      broadcast.mutate(values, {
        onSuccess: ({ sent }) => {
          notifications.show({ color: 'teal', message: tAdmin('adminNotifications.broadcastSent', { count: sent }) });
          setComposing(null);
        },
      });
    }
  };
  const mutation = composing === 'selected' ? send : broadcast;

  return (
    <>
      <PageHeader title={tAdmin('adminNotifications.title')} description={tAdmin('adminNotifications.subtitle')} />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="notify-users-title">
          <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap" gap="sm">
            <Title order={2} fz="lg" id="notify-users-title">
              {tAdmin('adminNotifications.users')}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Button leftSection={<IconSend size={16} aria-hidden />} onClick={openSelected}>
                {tAdmin('adminNotifications.sendSelected', { n: selected.size })}
              </Button>
              <Button variant="light" leftSection={<IconSpeakerphone size={16} aria-hidden />} onClick={openBroadcast}>
                {tAdmin('adminNotifications.broadcast')}
              </Button>
            </Group>
          </Group>
          {pickError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="sm">
              {pickError}
            </Alert>
          )}
          <Group gap="sm" mb="sm" wrap="wrap">
            <TextInput
              placeholder={tAdmin('admin.users.searchPlaceholder')}
              aria-label={tAdmin('admin.users.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Button variant="default" onClick={toggleAll} disabled={listed.length === 0}>
              {allListedSelected ? tAdmin('adminNotifications.deselectAll') : tAdmin('adminNotifications.selectAll')}
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {tAdmin('adminNotifications.selectedCount', { n: selected.size, m: recipients.data?.total ?? 0 })}
            </Text>
          </Group>
          {recipients.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {tAdmin('adminNotifications.loadUsersFailed')}
            </Alert>
          ) : recipients.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={58} radius="md" />
              ))}
            </SimpleGrid>
          ) : listed.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {tAdmin('adminNotifications.noUsers')}
            </Text>
          ) : (
            <>
              <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" role="group" aria-label={tAdmin('adminNotifications.users')}>
                  {listed.map((user) => (
                    <Paper key={user.id} withBorder radius="md" p="sm" bg={selected.has(user.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                      <Checkbox
                        checked={selected.has(user.id)}
                        onChange={() => toggle(user.id)}
                        label={
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm" fw={600} truncate>
                              {displayName(user)}
                            </Text>
                            <Text size="xs" c="dimmed" truncate>
                              {user.email}
                            </Text>
                          </div>
                        }
                        styles={{ body: { alignItems: 'center' }, labelWrapper: { minWidth: 0 } }}
                      />
                    </Paper>
                  ))}
                </SimpleGrid>
              </ScrollArea.Autosize>
              {(recipients.data?.total ?? 0) > listed.length && (
                <Text size="xs" c="dimmed" mt="xs">
                  {tAdmin('adminNotifications.moreUsers', { shown: listed.length, total: recipients.data.total })}
                </Text>
              )}
            </>
          )}
        </Paper>

        <section aria-labelledby="recent-notifications-title">
          <Title order={2} fz="lg" mb="sm" id="recent-notifications-title">
            {tAdmin('adminNotifications.recent')}
          </Title>
          <DataTable<AdminNotificationRow>
            label={tAdmin('adminNotifications.recent')}
            query={recent}
            rowKey={(row) => row.id}
            emptyText={tAdmin('adminNotifications.noNotifications')}
            errorText={() => tAdmin('adminNotifications.loadFailed')}
            minWidth={760}
            columns={[
              {
                header: tAdmin('adminNotifications.type'),
                cell: (row) => (
                  <Badge color={notificationColor[row.type]} variant="light">
                    {t(`notificationType.${row.type}`)}
                  </Badge>
                ),
                card: 'aside',
                width: 110,
              },
              {
                header: tAdmin('adminNotifications.notificationTitle'),
                cell: (row) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {row.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {row.message}
                    </Text>
                  </div>
                ),
                card: 'title',
              },
              {
                header: tAdmin('adminNotifications.recipient'),
                cell: ({ recipient }) =>
                  recipient ? (
                    <div>
                      <Text size="sm">{displayName(recipient)}</Text>
                      {recipient.fullName && (
                        <Text size="xs" c="dimmed">
                          {recipient.email}
                        </Text>
                      )}
                    </div>
                  ) : (
                    <Text size="sm">{tAdmin('adminNotifications.allUsers')}</Text>
                  ),
              },
              { header: tAdmin('adminNotifications.sentAt'), cell: (row) => formatDateTime(row.createdAt), width: 170 },
              {
                header: tAdmin('adminNotifications.status'),
                // A broadcast has no read state of its own: each player reads it separately.
                cell: ({ isRead }) =>
                  isRead === null ? (
                    <Text size="sm" c="dimmed">
                      {tAdmin('adminNotifications.readPerPlayer')}
                    </Text>
                  ) : (
                    <Badge color={isRead ? 'gray' : 'blue'} variant={isRead ? 'light' : 'filled'}>
                      {isRead ? t('notifications.read') : t('notifications.unread')}
                    </Badge>
                  ),
                width: 100,
              },
            ]}
          />
        </section>
      </Stack>

      <ComposeNotificationModal
        opened={composing !== null}
        title={composing === 'all' ? tAdmin('adminNotifications.broadcast') : tAdmin('adminNotifications.sendSelectedTitle')}
        hint={composing === 'all' ? tAdmin('adminNotifications.broadcastHint') : tAdmin('adminNotifications.recipientsHint', { n: selected.size })}
        submitLabel={composing === 'all' ? tAdmin('adminNotifications.sendBroadcast') : tAdmin('adminNotifications.send')}
        loading={mutation.isPending}
        error={mutation.isError ? adminErrorMessage(mutation.error, 'adminNotifications.sendFailed') : null}
        onClose={() => setComposing(null)}
        onSubmit={submit}
      />
    </>
  );
}
