import { t, unreadBadge } from '@arena/shared';
import { ActionIcon, Indicator, type ElementProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, type Ref } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useNotifications } from '../api/get-notifications';

// The dropdown (Mantine's Popover on floating-ui, the list, dates) loads the first time the bell is opened, not with
// every signed-in screen.
const NotificationPopover = lazy(() => import('./notification-popover').then((m) => ({ default: m.NotificationPopover })));

/** Header bell: unread badge ('9+' above 9) and a dropdown with the latest notifications. */
export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = useNotifications();
  const unread = data?.unreadCount ?? 0;
  // Disabled until the app has taken a server-rendered page over (decision 024).
  const hydrated = useHydrated();
  const button = <BellButton unread={unread} onClick={toggle} disabled={!hydrated} />;
  if (!useOpenedOnce(opened)) return button;
  return (
    <Suspense fallback={button}>
      <NotificationPopover opened={opened} onClose={close} target={button} />
    </Suspense>
  );
}

interface BellButtonProps extends ElementProps<'button'> {
  unread: number;
  ref?: Ref<HTMLButtonElement>;
}

function BellButton({ unread, ...others }: BellButtonProps) {
  const badge = unreadBadge(unread);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={badge ? t('notifications.bellLabelUnread', { count: unread }) : t('notifications.title')}
      {...others}
    >
      <Indicator label={badge} disabled={!badge} size={16} offset={2} color="red" inline>
        <IconBell size={22} aria-hidden />
      </Indicator>
    </ActionIcon>
  );
}
