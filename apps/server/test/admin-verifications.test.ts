import { inEnglish } from './notification-text.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { makePng, multipart, tempStoreDir, verificationForm } from './accounts-fixtures.js';

describe('admin: User Verification Management', () => {
  let t: TestApp;
  let admin: TestUser;
  let store: ReturnType<typeof tempStoreDir>;
  beforeAll(async () => {
    store = tempStoreDir();
    t = await createTestApp({ config: { privateStoreDir: store.dir } });
    admin = await t.createAdmin();
  });
  afterAll(async () => {
    await t.close();
    store.remove();
  });

  const submitted = async (name: string) => {
    const user = await t.createUser({ name });
    const body = multipart(verificationForm({ fullName: name }), { filename: 'id.png', contentType: 'image/png', data: await makePng() });
    const res = await t.request(user, { method: 'POST', url: '/api/verification', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(200);
    return user;
  };
  const decide = (userId: string, decision: 'approve' | 'reject', as: TestUser = admin) =>
    t.request(as, { method: 'POST', url: `/api/admin/verifications/${userId}/${decision}` });
  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const notificationsOf = async (userId: string) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map(inEnglish);

  it('approve: pending -> verified with a date and one notification; the user sees it', async () => {
    const user = await submitted('Approve Me');
    const res = await decide(user.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User verification approved successfully', userId: user.id, accountStatus: 'verified' });
    expect(res.json().verificationDate).not.toBeNull();
    const row = await userRow(user.id);
    expect(row).toMatchObject({ accountStatus: 'verified' });
    expect(row!.verificationDate).toBeInstanceOf(Date);
    expect(await notificationsOf(user.id)).toEqual([
      expect.objectContaining({ type: 'success', title: 'Account Verified', message: 'Congratulations! Your account has been verified.' }),
    ]);
    const mine = await t.request(user, { method: 'GET', url: '/api/verification' });
    expect(mine.json()).toMatchObject({ accountStatus: 'verified', verificationDate: row!.verificationDate!.toISOString() });

    // Not pending any more: both decisions are refused and nothing changes.
    const again = await decide(user.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This verification is no longer pending. Refresh to see its current status.');
    expect((await decide(user.id, 'reject')).statusCode).toBe(409);
    expect((await userRow(user.id))!.accountStatus).toBe('verified');
    expect(await notificationsOf(user.id)).toHaveLength(1);
  });

  it('reject: pending -> not_verified, date cleared, error notification; the user may submit again', async () => {
    const user = await submitted('Reject Me');
    const res = await decide(user.id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User verification rejected successfully', accountStatus: 'not_verified', verificationDate: null });
    expect(await userRow(user.id)).toMatchObject({ accountStatus: 'not_verified', verificationDate: null });
    expect(await notificationsOf(user.id)).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'Verification Rejected',
        message: 'Your account verification request has been rejected. Please check your information and try again.',
      }),
    ]);
    const body = multipart(verificationForm({ fullName: 'Reject Me Fixed' }));
    const resubmit = await t.request(user, { method: 'POST', url: '/api/verification', payload: body.payload, headers: body.headers });
    expect(resubmit.statusCode).toBe(200);
    expect(resubmit.json().verification.accountStatus).toBe('pending');
  });

  it('two admins approving at once: one wins, one notification, one audit row', async () => {
    const user = await submitted('Race Me');
    const second = await t.createAdmin();
    const results = await Promise.all([decide(user.id, 'approve'), decide(user.id, 'approve', second), decide(user.id, 'reject')]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const list = await notificationsOf(user.id);
    expect(list).toHaveLength(1);
    expect((await userRow(user.id))!.accountStatus).toBe(winner.accountStatus);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.targetType, 'user')));
    expect(audits.filter((a) => a.action === 'verification.approve' || a.action === 'verification.reject')).toHaveLength(1);
  });

  it('a missing user gives the spec texts', async () => {
    const ghost = '00000000-0000-4000-8000-000000000001';
    const approve = await decide(ghost, 'approve');
    expect(approve.statusCode).toBe(404);
    expect(approve.json().error.message).toBe('Cannot approve verification: User data is missing');
    const reject = await decide(ghost, 'reject');
    expect(reject.json().error.message).toBe('Cannot reject verification: User data is missing');
  });

  it('lists with user name and email, filters by status, searches by verification id or name', async () => {
    const tag = `vx${Date.now().toString(36)}`;
    const a = await submitted(`${tag} Alice`);
    const b = await submitted(`${tag} Bob`);
    await decide(b.id, 'approve');
    const list = await t.request(admin, { method: 'GET', url: `/api/admin/verifications?search=${tag}` });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.map((i: { userId: string }) => i.userId).sort()).toEqual([a.id, b.id].sort());
    const alice = items.find((i: { userId: string }) => i.userId === a.id);
    expect(alice).toMatchObject({
      fullName: `${tag} Alice`,
      userName: `${tag} Alice`,
      email: a.email,
      accountStatus: 'pending',
      hasPhoto: true,
      dateOfBirth: '1990-12-10',
    });
    expect(alice.photoUrl).toMatch(new RegExp(`^/api/admin/verifications/${a.id}/photo\\?v=`));

    const pending = await t.request(admin, { method: 'GET', url: `/api/admin/verifications?search=${tag}&status=pending` });
    expect(pending.json().items.map((i: { userId: string }) => i.userId)).toEqual([a.id]);
    const verified = await t.request(admin, { method: 'GET', url: `/api/admin/verifications?search=${tag}&status=verified` });
    expect(verified.json().items.map((i: { userId: string }) => i.userId)).toEqual([b.id]);
    const byId = await t.request(admin, { method: 'GET', url: `/api/admin/verifications?search=${alice.verificationId.slice(0, 13)}` });
    expect(byId.json().items.map((i: { userId: string }) => i.userId)).toEqual([a.id]);
    const bad = await t.request(admin, { method: 'GET', url: '/api/admin/verifications?status=banned' });
    expect(bad.statusCode).toBe(400);

    // The same record through the user's row (Verification Request / Details modals).
    const detail = await t.request(admin, { method: 'GET', url: `/api/admin/users/${a.id}/verification` });
    expect(detail.json()).toMatchObject({ userId: a.id, verificationId: alice.verificationId, accountStatus: 'pending' });
    const nobody = await t.createUser();
    const none = await t.request(admin, { method: 'GET', url: `/api/admin/users/${nobody.id}/verification` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No verification details found for this user.');
  });

  it('is for admins only', async () => {
    const user = await submitted('Not An Admin');
    expect((await t.request(user, { method: 'GET', url: '/api/admin/verifications' })).statusCode).toBe(403);
    expect((await decide(user.id, 'approve', user)).statusCode).toBe(403);
    expect((await userRow(user.id))!.accountStatus).toBe('pending');
  });
});
