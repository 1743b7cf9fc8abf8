import { t } from '@arena/shared';
import { Alert, Button, Divider, Group, Popover, ScrollArea, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationList } from './notification-list';

interface NotificationPopoverProps {
  opened: boolean;
  onClose: () => void;
  /** The bell button the dropdown hangs from. */
  target: ReactElement;
}

/** The bell's dropdown: the latest notifications and 'Mark all as read'; notification-bell.tsx loads it on first open. */
export function NotificationPopover({ opened, onClose, target }: NotificationPopoverProps) {
  const { data, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;

  return (
    <Popover opened={opened} onDismiss={onClose} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>{target}</Popover.Target>
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
