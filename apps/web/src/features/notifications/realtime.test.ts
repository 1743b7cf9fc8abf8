import type { Me, Notification, NotificationList } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '@/lib/me';
import { testQueryClient } from '@/testing/render';
import { notificationKeys } from './api/get-notifications';
import { notificationsRealtime } from './realtime';

const note = (id: string, isRead = false): Notification => ({
  id,
  type: 'success',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead,
  createdAt: '2026-03-04T15:07:00.000Z',
});
const me = { id: 'u1', unreadNotifications: 2 } as Me;

describe('notification realtime cache updates', () => {
  it('a notification is prepended to every cached list (within its limit) and raises the unread counts', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData<NotificationList>(notificationKeys.list(2), { items: [note('b'), note('a')], unreadCount: 2 });
    queryClient.setQueryData<NotificationList>(notificationKeys.list(10), { items: [note('b'), note('a')], unreadCount: 2 });
    queryClient.setQueryData(meQueryKey, me);

    await notificationsRealtime.events!.notification!(note('c'), queryClient);

    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(2))).toEqual({ items: [note('c'), note('b')], unreadCount: 3 });
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(10))?.items.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(queryClient.getQueryData<Me>(meQueryKey)?.unreadNotifications).toBe(3);
    // The account is refetched: notifications announce account changes.
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('the same notification twice is listed once; malformed data changes nothing', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData<NotificationList>(notificationKeys.list(10), { items: [note('a')], unreadCount: 1 });
    await notificationsRealtime.events!.notification!(note('a'), queryClient);
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(10))?.items).toHaveLength(1);

    const before = queryClient.getQueryData(notificationKeys.list(10));
    await notificationsRealtime.events!.notification!({ id: 1, title: null }, queryClient);
    await notificationsRealtime.events!.notification!(null, queryClient);
    expect(queryClient.getQueryData(notificationKeys.list(10))).toBe(before);
  });

  it('a broadcast is prepended with its id and raises the unread counts, without refetching the account', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData<NotificationList>(notificationKeys.list(10), { items: [note('a')], unreadCount: 1 });
    queryClient.setQueryData(meQueryKey, me);
    const broadcast = { ...note('all'), title: 'Maintenance', message: 'Tonight' };

    await notificationsRealtime.events!.notification!({ ...broadcast, broadcast: true }, queryClient);

    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(10))).toEqual({ items: [broadcast, note('a')], unreadCount: 2 });
    expect(queryClient.getQueryData<Me>(meQueryKey)?.unreadNotifications).toBe(3);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
  });
});
