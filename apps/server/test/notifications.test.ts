import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Notification } from '@arena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationBroadcastReads, notificationBroadcasts, notifications, users } from '../src/db/schema/index.js';
import { countUnread, recentNotificationActivity, sendNotification } from '../src/modules/notifications/index.js';
import { createBroadcast, createNotification, notificationInput } from './factories.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

interface ListBody {
  items: Notification[];
  unreadCount: number;
}

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => {
    const response = await t.request(user, { method: 'GET', url: `/api/notifications${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  };

  /** Notifications at distinct, known times (created_at decides the order, not insertion luck). */
  async function createAt(userId: string, createdAt: Date, overrides: Parameters<typeof createNotification>[2] = {}) {
    const n = await createNotification(t.db, userId, overrides);
    await t.db.update(notifications).set({ createdAt }).where(eq(notifications.id, n.id));
    return { ...n, createdAt: createdAt.toISOString() };
  }

  describe('sendNotification', () => {
    it('stores the notification for its recipient, unread, with the given type', async () => {
      const user = await t.createUser();
      const sent = await t.db.transaction((tx) =>
        sendNotification(tx, user.id, { type: 'success', title: 'Funds Added', message: '$10.00 has been added to your wallet.' }),
      );
      expect(sent).toMatchObject({ type: 'success', title: 'Funds Added', message: '$10.00 has been added to your wallet.', isRead: false });

      const body = await list(user);
      expect(body.items).toEqual([sent]);
      expect(body.unreadCount).toBe(1);
    });

    it("defaults the type to 'info'", async () => {
      const user = await t.createUser();
      const sent = await t.db.transaction((tx) => sendNotification(tx, user.id, { title: 'Hello', message: 'World' }));
      expect(sent.type).toBe('info');
    });

    it('exists only if the surrounding transaction commits', async () => {
      const user = await t.createUser();
      await expect(
        t.db.transaction(async (tx) => {
          await sendNotification(tx, user.id, notificationInput());
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
      expect(await countUnread(t.db, user.id)).toBe(0);
    });
  });

  describe('broadcasts (one row, read beside each player’s own notifications)', () => {
    const markRead = (user: TestUser, id: string) => t.request(user, { method: 'POST', url: `/api/notifications/${id}/read` });
    const readRowsOf = (userId: string) => t.db.select().from(notificationBroadcastReads).where(eq(notificationBroadcastReads.userId, userId));

    it('is one row, counted for every account with role user, and copied to nobody', async () => {
      const before = await t.db.$count(notifications);
      const userCount = await t.db.$count(users, eq(users.role, 'user'));
      const { id, sent } = await createBroadcast(t.db, { type: 'message', title: 'Maintenance tonight' });
      expect(sent).toBe(userCount);
      expect(await t.db.$count(notificationBroadcasts, eq(notificationBroadcasts.id, id))).toBe(1);
      expect(await t.db.$count(notifications)).toBe(before);
    });

    it('is seen by players who existed when it was sent, not by later players nor admins', async () => {
      const earlier = await t.createUser();
      const admin = await t.createAdmin();
      const input = { type: 'warning' as const, title: 'Seen by earlier players' };
      const { id } = await createBroadcast(t.db, input);
      const later = await t.createUser();

      const body = await list(earlier);
      expect(body.items).toEqual([expect.objectContaining({ id, ...input, isRead: false })]);
      expect(body.unreadCount).toBe(1);
      expect(await list(later)).toEqual({ items: [], unreadCount: 0 });
      expect(await list(admin)).toEqual({ items: [], unreadCount: 0 });
      // Neither can mark it read: it is not theirs.
      for (const outsider of [later, admin]) {
        const response = await markRead(outsider, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      }
      expect(await readRowsOf(later.id)).toEqual([]);
    });

    it('follows the current role: a player promoted to admin stops seeing it, and sees it again once a player', async () => {
      const player = await t.createUser();
      const { id } = await createBroadcast(t.db);
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, player.id));
      expect(await countUnread(t.db, player.id)).toBe(0);
      await t.db.update(users).set({ role: 'user' }).where(eq(users.id, player.id));
      expect((await list(player)).items.map((i) => i.id)).toEqual([id]);
    });

    it('sits among the player’s own notifications, newest first, within the limit, and in the unread counts', async () => {
      const player = await t.createUser();
      const older = await createNotification(t.db, player.id);
      const { id } = await createBroadcast(t.db);
      const newer = await createNotification(t.db, player.id);

      const body = await list(player);
      expect(body.items.map((i) => i.id)).toEqual([newer.id, id, older.id]);
      expect(body.unreadCount).toBe(3);
      expect((await list(player, '?limit=2')).items.map((i) => i.id)).toEqual([newer.id, id]);
      const me = await t.request(player, { method: 'GET', url: '/api/me' });
      expect(me.json<{ unreadNotifications: number }>().unreadNotifications).toBe(3);
      const activity = await recentNotificationActivity(t.db, player.id, 10, 'en');
      expect(activity.map((a) => a.id)).toEqual([newer.id, id, older.id].map((n) => `notification:${n}`));
    });

    it('is read per player: marking it read (twice is harmless) leaves it unread for everyone else', async () => {
      const reader = await t.createUser();
      const other = await t.createUser();
      const { id } = await createBroadcast(t.db);

      expect((await markRead(reader, id)).statusCode).toBe(204);
      expect((await markRead(reader, id)).statusCode).toBe(204);
      expect(await readRowsOf(reader.id)).toEqual([expect.objectContaining({ broadcastId: id })]);
      expect(await list(reader)).toEqual({ items: [expect.objectContaining({ id, isRead: true })], unreadCount: 0 });
      expect(await list(other)).toEqual({ items: [expect.objectContaining({ id, isRead: false })], unreadCount: 1 });
    });

    it('read-all marks the player’s own notifications and broadcasts, and nobody else’s', async () => {
      const player = await t.createUser();
      const other = await t.createUser();
      const own = await createNotification(t.db, player.id);
      const first = await createBroadcast(t.db);
      const second = await createBroadcast(t.db);
      await markRead(player, first.id);

      expect((await t.request(player, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(204);
      const body = await list(player);
      expect(body.unreadCount).toBe(0);
      expect(body.items.map((i) => [i.id, i.isRead])).toEqual([
        [second.id, true],
        [first.id, true],
        [own.id, true],
      ]);
      expect((await readRowsOf(player.id)).map((r) => r.broadcastId).sort()).toEqual([first.id, second.id].sort());
      expect(await countUnread(t.db, other.id)).toBe(2);
    });

    it('deleting a player removes their read rows and keeps the broadcast', async () => {
      const admin = await t.createAdmin();
      const player = await t.createUser();
      const stays = await t.createUser();
      const { id } = await createBroadcast(t.db);
      await markRead(player, id);
      await markRead(stays, id);

      expect((await t.request(admin, { method: 'DELETE', url: `/api/admin/users/${player.id}` })).statusCode).toBe(200);
      expect(await readRowsOf(player.id)).toEqual([]);
      expect(await readRowsOf(stays.id)).toHaveLength(1);
      expect(await t.db.$count(notificationBroadcasts, eq(notificationBroadcasts.id, id))).toBe(1);
    });
  });

  describe('GET /api/notifications', () => {
    it('lists only the caller’s notifications, newest first, with the unread count', async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      const base = Date.UTC(2026, 0, 1);
      const oldest = await createAt(user.id, new Date(base));
      const middle = await createAt(user.id, new Date(base + 60_000));
      const newest = await createAt(user.id, new Date(base + 120_000));
      await createAt(other.id, new Date(base + 180_000), { title: 'not yours' });

      const body = await list(user);
      expect(body.items.map((i) => i.id)).toEqual([newest.id, middle.id, oldest.id]);
      expect(body.unreadCount).toBe(3);
      expect(body.items.some((i) => i.title === 'not yours')).toBe(false);
    });

    it('honours limit (default 10, at most 50) and counts unread beyond the page', async () => {
      const user = await t.createUser();
      const base = Date.UTC(2026, 1, 1);
      const created = [];
      for (let i = 0; i < 12; i++) created.push(await createAt(user.id, new Date(base + i * 1000)));
      const newestFirst = created.map((n) => n.id).reverse();

      const page = await list(user, '?limit=3');
      expect(page.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 3));
      expect(page.unreadCount).toBe(12);

      const byDefault = await list(user);
      expect(byDefault.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 10));

      for (const bad of ['0', '51', 'abc', '-1']) {
        const response = await t.request(user, { method: 'GET', url: `/api/notifications?limit=${bad}` });
        expect(response.statusCode, `limit=${bad}`).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
      }
    });

    it('returns an empty list for a new account', async () => {
      const user = await t.createUser();
      expect(await list(user)).toEqual({ items: [], unreadCount: 0 });
    });

    it('/api/me reports the same unread count', async () => {
      const user = await t.createUser();
      await createNotification(t.db, user.id);
      await createNotification(t.db, user.id);
      const me = await t.request(user, { method: 'GET', url: '/api/me' });
      expect(me.json<{ unreadNotifications: number }>().unreadNotifications).toBe(2);
    });
  });

  describe('POST /api/notifications/:id/read', () => {
    it('marks one of the caller’s notifications read, and only that one', async () => {
      const user = await t.createUser();
      const a = await createNotification(t.db, user.id);
      const b = await createNotification(t.db, user.id);

      const response = await t.request(user, { method: 'POST', url: `/api/notifications/${a.id}/read` });
      expect(response.statusCode).toBe(204);

      const body = await list(user);
      expect(body.items.find((i) => i.id === a.id)?.isRead).toBe(true);
      expect(body.items.find((i) => i.id === b.id)?.isRead).toBe(false);
      expect(body.unreadCount).toBe(1);

      // Marking again is harmless.
      expect((await t.request(user, { method: 'POST', url: `/api/notifications/${a.id}/read` })).statusCode).toBe(204);
    });

    it("answers 404 for another user's notification and leaves it unread", async () => {
      const owner = await t.createUser();
      const intruder = await t.createUser();
      const n = await createNotification(t.db, owner.id);

      const response = await t.request(intruder, { method: 'POST', url: `/api/notifications/${n.id}/read` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

      const [row] = await t.db.select().from(notifications).where(eq(notifications.id, n.id));
      expect(row!.isRead).toBe(false);
      expect(await countUnread(t.db, owner.id)).toBe(1);
    });

    it('answers 404 for an id that does not exist and 400 for one that is not a uuid', async () => {
      const user = await t.createUser();
      expect((await t.request(user, { method: 'POST', url: `/api/notifications/${crypto.randomUUID()}/read` })).statusCode).toBe(404);
      const bad = await t.request(user, { method: 'POST', url: '/api/notifications/not-a-uuid/read' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    });
  });

  describe('POST /api/notifications/read-all', () => {
    it('marks all of the caller’s notifications read and nobody else’s', async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      for (let i = 0; i < 3; i++) await createNotification(t.db, user.id);
      await createNotification(t.db, other.id);

      const response = await t.request(user, { method: 'POST', url: '/api/notifications/read-all' });
      expect(response.statusCode).toBe(204);

      const body = await list(user);
      expect(body.unreadCount).toBe(0);
      expect(body.items.every((i) => i.isRead)).toBe(true);
      expect(await countUnread(t.db, other.id)).toBe(1);
    });

    it('is harmless with nothing unread', async () => {
      const user = await t.createUser();
      expect((await t.request(user, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(204);
    });
  });
});
