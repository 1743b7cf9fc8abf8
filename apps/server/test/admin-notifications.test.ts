import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNotifications, NotificationBroadcastEvent, NotificationRecipients } from '@arena/shared';
import { EVENTS_CHANNEL } from '../src/db/client.js';
import { auditLog, notificationBroadcasts, notifications, users } from '../src/db/schema/index.js';
import { createNotification } from './factories.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { baseUrl, eventually, openEventStream, type SseClient, type SseFrame } from './sse.js';

/** /admin/notifications (admin spec §2, §5, §8): the picker, Recent Notifications, a send to selected users and a broadcast. */
describe('admin notifications', () => {
  let t: TestApp;
  let admin: TestUser;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.createAdmin();
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  const post = (url: string, payload: object) => t.request(admin, { method: 'POST', url, payload });
  const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2)}`;
  const isBroadcast = (title: string) => (frame: SseFrame) =>
    frame.event === 'notification' && (JSON.parse(frame.data) as Partial<NotificationBroadcastEvent>).title === title;
  async function connect(user: TestUser) {
    const stream = await openEventStream(baseUrl(t.app), user.cookie);
    streams.push(stream);
    return stream;
  }

  it('sends to the selected users only, each told on their own stream, and audits it', async () => {
    const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const streamA = await connect(a);
    const title = unique('Selected');

    const response = await post('/api/admin/notifications', { userIds: [a.id, b.id, admin.id], title, message: 'Hello you two' });
    expect(response.statusCode).toBe(200);
    // The admin is not a recipient (recipients are accounts with role user).
    expect(response.json()).toEqual({ sent: 2 });

    const rows = await t.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.type === 'info' && r.message === 'Hello you two' && !r.isRead)).toBe(true);
    expect(rows.some((r) => r.userId === c.id)).toBe(false);
    await streamA.waitFor(isBroadcast(title));

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.send'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit!.after).toMatchObject({ title, type: 'info', recipients: 2 });
  });

  it('validates: title and message required, at least one user, a known type', async () => {
    const user = await t.createUser();
    const before = await t.db.$count(notifications);
    const cases: Array<[object, string]> = [
      [{ userIds: [], title: 'x', message: 'y' }, 'Please select at least one user'],
      [{ title: 'x', message: 'y' }, 'Please select at least one user'],
      [{ userIds: [user.id], title: '  ', message: 'y' }, 'Title is required'],
      [{ userIds: [user.id], title: 'x', message: '' }, 'Message is required'],
    ];
    for (const [payload, text] of cases) {
      const response = await post('/api/admin/notifications', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(text);
    }
    expect((await post('/api/admin/notifications', { userIds: [user.id], title: 'x', message: 'y', type: 'shout' })).statusCode).toBe(400);
    expect((await post('/api/admin/notifications/broadcast', { title: '', message: 'y' })).statusCode).toBe(400);
    expect((await post('/api/admin/notifications/broadcast', { title: 'x' })).statusCode).toBe(400);
    // Only admins (or unknown ids) selected: nobody to send to.
    const none = await post('/api/admin/notifications', { userIds: [admin.id], title: 'x', message: 'y' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { message: 'Please select at least one user' } });
    expect(await t.db.$count(notifications)).toBe(before);
  });

  it('a broadcast is one row that every user lists, ONE realtime event, and is audited', async () => {
    const players = [await t.createUser(), await t.createUser(), await t.createUser()];
    const [s0, s1] = [await connect(players[0]!), await connect(players[1]!)];
    const adminStream = await connect(admin);
    const title = unique('Maintenance');

    const seen: string[] = [];
    const stop = await t.app.database.listen(EVENTS_CHANNEL, (payload) => seen.push(payload));
    try {
      const response = await post('/api/admin/notifications/broadcast', { title, message: 'Tonight at 22:00', type: 'warning' });
      expect(response.statusCode).toBe(200);
      const userCount = await t.db.$count(users, eq(users.role, 'user'));
      expect(response.json()).toEqual({ sent: userCount });

      // One broadcast row, not a copy per player.
      expect(await t.db.$count(notifications, eq(notifications.title, title))).toBe(0);
      const [broadcast, ...more] = await t.db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.title, title));
      expect(more).toEqual([]);
      expect(broadcast).toMatchObject({ type: 'warning', message: 'Tonight at 22:00', sentBy: admin.id });
      // Each player's own list has it.
      for (const p of players) {
        const list = (await t.request(p, { method: 'GET', url: '/api/notifications' })).json<{ items: Array<{ title: string }>; unreadCount: number }>();
        expect(list.items.filter((i) => i.title === title)).toHaveLength(1);
      }

      const frame = await s0.waitFor(isBroadcast(title));
      expect(JSON.parse(frame.data)).toMatchObject({ broadcast: true, id: broadcast!.id, type: 'warning', title, message: 'Tonight at 22:00' });
      await s1.waitFor(isBroadcast(title));

      // Barrier: a later event for the admin has arrived, so everything before it has too.
      const marker = await createNotification(t.db, admin.id, { title: unique('barrier') });
      await adminStream.waitFor((f) => f.event === 'notification' && (JSON.parse(f.data) as { id?: string }).id === marker.id);
      await eventually(() => seen.some((p) => p.includes(marker.id)), 'the barrier on the channel');
      expect(seen.filter((p) => p.includes(title))).toHaveLength(1);
      expect(s0.frames.filter(isBroadcast(title))).toHaveLength(1);
      // Admins are not recipients of a broadcast to users.
      expect(adminStream.frames.filter(isBroadcast(title))).toEqual([]);
    } finally {
      await stop();
    }

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.broadcast'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit!.after).toMatchObject({ title, type: 'warning' });

    // Recent Notifications lists it once, for all users, with no read state of its own.
    const recent = (await t.request(admin, { method: 'GET', url: '/api/admin/notifications' })).json<AdminNotifications>();
    expect(recent.items.filter((i) => i.title === title)).toEqual([
      expect.objectContaining({ id: audit!.targetId, type: 'warning', recipient: null, isRead: null }),
    ]);
  });

  it('lists the picker (role user, searchable) and Recent Notifications (50, newest first, with recipient)', async () => {
    const name = unique('Picker');
    const user = await t.createUser({ name });
    const picker = (
      await t.request(admin, { method: 'GET', url: `/api/admin/notifications/recipients?search=${encodeURIComponent(name)}` })
    ).json<NotificationRecipients>();
    expect(picker).toEqual({ items: [{ id: user.id, email: user.email, fullName: name }], total: 1 });
    const all = (await t.request(admin, { method: 'GET', url: '/api/admin/notifications/recipients' })).json<NotificationRecipients>();
    expect(all.items.some((u) => u.id === admin.id)).toBe(false);
    expect(all.total).toBe(await t.db.$count(users, eq(users.role, 'user')));

    const title = unique('Latest');
    await post('/api/admin/notifications', { userIds: [user.id], title, message: 'm', type: 'success' });
    const recent = (await t.request(admin, { method: 'GET', url: '/api/admin/notifications' })).json<AdminNotifications>();
    expect(recent.items.length).toBeLessThanOrEqual(50);
    expect(recent.items[0]).toMatchObject({ title, type: 'success', isRead: false, recipient: { id: user.id, email: user.email, fullName: name } });
    const times = recent.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const forbidden = await t.request(user, { method: 'GET', url: '/api/admin/notifications' });
    expect(forbidden.statusCode).toBe(403);
    const ids = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.userId, [user.id]));
    expect(ids.length).toBeGreaterThan(0);
  });
});
