import { t, unreadBadge } from '@arena/shared';
import { ActionIcon, Alert, Button, Divider, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationList } from './notification-list';

/** Header bell: unread badge ('9+' above 9) and a dropdown with the latest notifications. */
export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const badge = unreadBadge(unread);

  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={toggle}
          aria-label={badge ? t('notifications.bellLabelUnread', { count: unread }) : t('notifications.title')}
        >
          <Indicator label={badge} disabled={!badge} size={16} offset={2} color="red" inline>
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t('notifications.title')}>
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={700}>{t('notifications.title')}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => markAll.mutate()} disabled={unread === 0} loading={markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <Divider />
        {isError ? (
          <Alert color="red" m="sm" variant="light">
            {t('notifications.loadFailed')}
          </Alert>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <div style={{ padding: 6 }}>
              <NotificationList items={data?.items ?? []} />
            </div>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
