import type { NotificationType } from '@arena/shared';
import type { MantineColor } from '@mantine/core';

export const notificationColor: Record<NotificationType, MantineColor> = {
  info: 'blue',
  success: 'teal',
  warning: 'orange',
  error: 'red',
  message: 'grape',
};
