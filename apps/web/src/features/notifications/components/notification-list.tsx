import { t, type Notification } from '@arena/shared';
import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCircleCheck, IconInfoCircle, IconMessage, IconX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { formatDateTime } from '@/lib/format';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationColor } from './notification-colors';
import classes from './notification-list.module.css';

const typeIcon: Record<Notification['type'], ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  error: IconX,
  message: IconMessage,
};

interface NotificationListProps {
  items: Notification[];
  /** Called after an item is clicked (the bell closes its dropdown). */
  onItemClick?: (notification: Notification) => void;
}

/** Notifications newest first; clicking an unread one marks it read. */
export function NotificationList({ items, onItemClick }: NotificationListProps) {
  const markRead = useMarkNotificationRead();

  if (items.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg">
        <IconBell size={28} aria-hidden />
        <Text c="dimmed" size="sm">
          {t('notifications.empty')}
        </Text>
      </Stack>
    );
  }

  return (
    <Box component="ul" className={classes.list}>
      {items.map((notification) => {
        const Icon = typeIcon[notification.type];
        return (
          <li key={notification.id}>
            <UnstyledButton
              className={classes.item}
              data-unread={!notification.isRead || undefined}
              onClick={() => {
                if (!notification.isRead) markRead.mutate(notification);
                onItemClick?.(notification);
              }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color={notificationColor[notification.type]} radius="xl" size="md">
                  <Icon size={16} aria-hidden />
                </ThemeIcon>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="sm" fw={notification.isRead ? 500 : 700} lineClamp={1}>
                      {notification.title}
                    </Text>
                    {!notification.isRead && <span className={classes.dot} />}
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {notification.message}
                  </Text>
                  <Text size="xs" c="dimmed" mt={2}>
                    <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
                    <VisuallyHidden component="span">{notification.isRead ? t('notifications.read') : t('notifications.unread')}</VisuallyHidden>
                  </Text>
                </Box>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
