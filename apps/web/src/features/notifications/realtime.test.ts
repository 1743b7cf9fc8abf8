import type { Me, Notification, NotificationList } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '@/lib/me';
import { testQueryClient } from '@/testing/render';
import { walletRealtime } from '../wallet/realtime';
import { walletKeys } from '../wallet/api/keys';
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

describe('realtime cache updates', () => {
  it('a notification is prepended to every cached list (within its limit) and raises the unread counts', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData<NotificationList>(notificationKeys.list(2), { items: [note('b'), note('a')], unreadCount: 2 });
    queryClient.setQueryData<NotificationList>(notificationKeys.list(10), { items: [note('b'), note('a')], unreadCount: 2 });
    queryClient.setQueryData(meQueryKey, me);

    notificationsRealtime.events!.notification!(note('c'), queryClient);

    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(2))).toEqual({ items: [note('c'), note('b')], unreadCount: 3 });
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(10))?.items.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(queryClient.getQueryData<Me>(meQueryKey)?.unreadNotifications).toBe(3);
    // The account is refetched: notifications announce account changes.
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('the same notification twice is listed once; malformed data changes nothing', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData<NotificationList>(notificationKeys.list(10), { items: [note('a')], unreadCount: 1 });
    notificationsRealtime.events!.notification!(note('a'), queryClient);
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(10))?.items).toHaveLength(1);

    const before = queryClient.getQueryData(notificationKeys.list(10));
    notificationsRealtime.events!.notification!({ id: 1, title: null }, queryClient);
    notificationsRealtime.events!.notification!(null, queryClient);
    expect(queryClient.getQueryData(notificationKeys.list(10))).toBe(before);
  });

  it('a wallet event marks the balance, the transaction lists and the account stale', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(walletKeys.state, { balanceCents: 0, heldCents: 0, availableCents: 0 });
    queryClient.setQueryData(walletKeys.transactionList({ status: 'all', type: 'all', page: 1, pageSize: 10 }), { items: [], total: 0 });
    queryClient.setQueryData(walletKeys.paymentInfo, { moncashPhone: null });
    queryClient.setQueryData(meQueryKey, me);

    walletRealtime.events!.wallet!({}, queryClient);

    expect(queryClient.getQueryState(walletKeys.state)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(walletKeys.transactionList({ status: 'all', type: 'all', page: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    // The platform's payment numbers do not change with a user's wallet.
    expect(queryClient.getQueryState(walletKeys.paymentInfo)?.isInvalidated).toBe(false);
  });
});
