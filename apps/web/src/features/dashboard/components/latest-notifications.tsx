import { t } from '@arena/shared';
import { Alert, Badge, Button, Group, Paper, Title } from '@mantine/core';
import { LoadingBlock } from '@/components/loading-screen';
import { useNotifications } from '@/features/notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications';
import { NotificationList } from '@/features/notifications';

/** The 10 latest notifications, kept live by the realtime stream. */
export function LatestNotifications() {
  const { data, isPending, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;

  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="lg">
            {t('dashboard.latestNotifications')}
          </Title>
          {unread > 0 && (
            <Badge color="red" variant="light" size="sm">
              {t('notifications.unreadCount', { count: unread })}
            </Badge>
          )}
        </Group>
        {unread > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Group>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <Alert color="red" variant="light">
          {t('notifications.loadFailed')}
        </Alert>
      ) : (
        <NotificationList items={data.items} />
      )}
    </Paper>
  );
}
