import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProposal, AdminProposalList, AppSettings } from '@arena/shared';
import { adminProposals, auditLog, users } from '../src/db/schema/index.js';
import { applySettingsChange } from '../src/modules/settings/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { actor, runAs } from './use-case.js';

/**
 * Issue 25: money rules (the payment settings) and the admin role change only when a second admin approves;
 * the last admin who can sign in cannot be demoted or banned. PGlite and PostgreSQL (a pool of 10
 * connections, so the races run in parallel transactions).
 */

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string } }).error;

function helpers(get: () => TestApp) {
  const t = () => get();
  return {
    putSettings: (admin: TestUser, payload: object) => t().request(admin, { method: 'PUT', url: '/api/admin/settings', payload }),
    settings: async (admin: TestUser) => (await t().request(admin, { method: 'GET', url: '/api/admin/settings' })).json<AppSettings>(),
    decide: (admin: TestUser, id: string, verdict: 'approve' | 'reject') =>
      t().request(admin, { method: 'POST', url: `/api/admin/proposals/${id}/${verdict}` }),
    patchUser: (admin: TestUser, id: string, payload: object) => t().request(admin, { method: 'PATCH', url: `/api/admin/users/${id}`, payload }),
    roleOf: async (id: string) => (await t().db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role,
    audits: (action: string, targetId: string) =>
      t()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
        .orderBy(desc(auditLog.createdAt)),
  };
}

describe('money-rule and admin-role proposals', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let cid: TestUser;
  const h = helpers(() => t);

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    [ann, ben, cid] = await Promise.all([t.createAdmin({ name: 'Ann Admin' }), t.createAdmin({ name: 'Ben Admin' }), t.createAdmin({ name: 'Cid Admin' })]);
  });
  afterAll(() => t.close());

  it('an admin raising the four-eyes threshold alone only proposes it; another admin approves, and then it applies (audited)', async () => {
    const put = await h.putSettings(ann, { fourEyesThresholdCents: 10_000_000_000 });
    expect(put.statusCode, put.body).toBe(200);
    const { proposal, message, settings } = put.json<{ proposal: AdminProposal; message: string; settings: AppSettings }>();
    expect(message).toBe('Change proposed. Payment settings are money rules: the change applies once another admin approves it.');
    expect(settings.fourEyesThresholdCents).toBe(100_000);
    expect(proposal).toMatchObject({
      kind: 'settings_change',
      status: 'pending',
      target: { id: 'payments' },
      before: { fourEyesThresholdCents: 100_000 },
      after: { fourEyesThresholdCents: 10_000_000_000 },
      proposedBy: { id: ann.id, name: 'Ann Admin' },
    });
    expect((await h.settings(ann)).fourEyesThresholdCents).toBe(100_000);
    expect(await h.audits('settings.update', 'payments')).toHaveLength(0);
    expect(await h.audits('admin.proposal.create', proposal.id)).toEqual([
      expect.objectContaining({
        actorId: ann.id,
        before: { fourEyesThresholdCents: 100_000 },
        after: expect.objectContaining({ fourEyesThresholdCents: 10_000_000_000 }),
      }),
    ]);
    const listed = (await t.request(ben, { method: 'GET', url: '/api/admin/proposals?kind=settings_change' })).json<AdminProposalList>();
    expect(listed.items.map((p) => p.id)).toContain(proposal.id);

    // The proposer never approves their own: refused with a catalogue text, audited, nothing changes.
    const own = await h.decide(ann, proposal.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(errorOf(own)).toMatchObject({ code: 'FORBIDDEN', message: 'You proposed this change. Another admin must approve it.' });
    expect((await h.settings(ann)).fourEyesThresholdCents).toBe(100_000);
    expect(await h.audits('admin.proposal.approve.refused', proposal.id)).toEqual([
      expect.objectContaining({
        actorId: ann.id,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ messageId: 'adminProposals.ownProposal' }),
      }),
    ]);

    const approved = await h.decide(ben, proposal.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Proposal approved and applied', proposal: { status: 'approved', decidedBy: { id: ben.id } } });
    expect((await h.settings(ann)).fourEyesThresholdCents).toBe(10_000_000_000);
    expect(await h.audits('settings.update', 'payments')).toEqual([
      expect.objectContaining({
        actorId: ben.id,
        before: expect.objectContaining({ fourEyesThresholdCents: 100_000 }),
        after: expect.objectContaining({ fourEyesThresholdCents: 10_000_000_000, proposalId: proposal.id, proposedBy: ann.id, approvedBy: ben.id }),
      }),
    ]);
    const again = await h.decide(cid, proposal.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This proposal has already been approved or rejected.');

    // Back to the default, the same way.
    const back = (await h.putSettings(cid, { fourEyesThresholdCents: 100_000 })).json<{ proposal: AdminProposal }>();
    expect((await h.decide(ann, back.proposal.id, 'approve')).statusCode).toBe(200);
  });

  it('limits and payment numbers are money rules too; any admin rejects; a patch that changes nothing proposes nothing', async () => {
    const put = await h.putSettings(ben, { moncashPhone: '+509 3700 9999', maxAmountCents: 20_000 });
    const { proposal } = put.json<{ proposal: AdminProposal }>();
    expect(proposal).toMatchObject({
      before: { moncashPhone: null, maxAmountCents: 1_000_000 },
      after: { moncashPhone: '+50937009999', maxAmountCents: 20_000 },
    });
    const rejected = await h.decide(ben, proposal.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'Proposal rejected', proposal: { status: 'rejected', decidedBy: { id: ben.id } } });
    expect(await h.settings(ann)).toMatchObject({ moncashPhone: null, maxAmountCents: 1_000_000 });
    expect(await h.audits('admin.proposal.reject', proposal.id)).toHaveLength(1);
    expect((await h.decide(cid, proposal.id, 'approve')).statusCode).toBe(409);

    // The form sends every field: unchanged ones (a phone number however it is spaced) propose nothing.
    // Stored as the demo data stores it, spaced.
    await runAs(t.db, actor(ann.id, 'admin'), (ctx) => applySettingsChange(ctx, { natcashPhone: '+509 4400 2200' }));
    const spaced = await h.putSettings(ben, { natcashPhone: '+50944002200', maxAmountCents: 1_000_000, fourEyesThresholdCents: 100_000 });
    expect(spaced.json()).toMatchObject({ proposal: null });
    const same = await h.putSettings(ben, { maxAmountCents: 1_000_000 });
    expect(same.json()).toMatchObject({ message: 'Nothing to change: these values are already the current settings.', proposal: null });
    const inverted = await h.putSettings(ben, { minAmountCents: 2_000_000 });
    expect(errorOf(inverted).message).toBe('The maximum amount must be at least the minimum amount');
    expect(await h.audits('admin.proposal.create.refused', 'payments')).toEqual(
      expect.arrayContaining([expect.objectContaining({ actorId: ben.id, after: expect.objectContaining({ messageId: 'adminSettings.maxBelowMin' }) })]),
    );
  });

  it('a proposal whose starting value moved on is refused at approval and stays pending', async () => {
    const first = (await h.putSettings(ann, { minAmountCents: 200 })).json<{ proposal: AdminProposal }>().proposal;
    const second = (await h.putSettings(ben, { minAmountCents: 300 })).json<{ proposal: AdminProposal }>().proposal;
    expect((await h.decide(cid, first.id, 'approve')).statusCode).toBe(200);
    const stale = await h.decide(cid, second.id, 'approve');
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe('The current value is no longer the one this proposal started from. Reject it and propose the change again.');
    expect((await t.db.select().from(adminProposals).where(eq(adminProposals.id, second.id)))[0]).toMatchObject({ status: 'pending', decidedBy: null });
    expect((await h.settings(ann)).minAmountCents).toBe(200);
    expect((await h.decide(cid, second.id, 'reject')).statusCode).toBe(200);
    const back = (await h.putSettings(ann, { minAmountCents: 100 })).json<{ proposal: AdminProposal }>().proposal;
    expect((await h.decide(ben, back.id, 'approve')).statusCode).toBe(200);
  });

  it('concurrent approvals of one settings proposal apply it once', async () => {
    const dave = await t.createAdmin({ name: 'Dave Admin' });
    const { proposal } = (await h.putSettings(ann, { fourEyesThresholdCents: 250_000 })).json<{ proposal: AdminProposal }>();
    const results = await Promise.all([ben, cid, dave, ben, cid, dave].map((admin) => h.decide(admin, proposal.id, 'approve')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await h.settings(ann)).fourEyesThresholdCents).toBe(250_000);
    expect((await h.audits('settings.update', 'payments')).filter((a) => (a.after as { proposalId?: string }).proposalId === proposal.id)).toHaveLength(1);
    expect(await h.audits('admin.proposal.approve', proposal.id)).toHaveLength(1);
  });

  it('an admin promoting a fresh sign-up only proposes it; another admin approves; one pending change per account', async () => {
    const fresh = await t.createUser({ name: 'Fresh Signup' });
    const res = await h.patchUser(ann, fresh.id, { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const { proposal } = res.json<{ proposal: AdminProposal }>();
    expect(proposal).toMatchObject({
      kind: 'role_change',
      status: 'pending',
      target: { id: fresh.id, name: 'Fresh Signup' },
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect(await h.roleOf(fresh.id)).toBe('user');
    expect((await t.request(fresh, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);

    const duplicate = await h.patchUser(ben, fresh.id, { role: 'admin' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).message).toBe('A role change for this user is already waiting for approval.');
    expect(await h.audits('user.update.refused', fresh.id)).toEqual([
      expect.objectContaining({ actorId: ben.id, after: expect.objectContaining({ messageId: 'adminProposals.rolePending' }) }),
    ]);

    expect((await h.decide(ann, proposal.id, 'approve')).statusCode).toBe(403);
    expect(await h.roleOf(fresh.id)).toBe('user');
    const approved = await h.decide(cid, proposal.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await h.roleOf(fresh.id)).toBe('admin');
    expect((await t.request(fresh, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    expect(await h.audits('user.role.update', fresh.id)).toEqual([
      expect.objectContaining({
        actorId: cid.id,
        before: { role: 'user' },
        after: expect.objectContaining({ role: 'admin', proposedBy: ann.id, approvedBy: cid.id }),
      }),
    ]);

    // Removing the role is a proposal too; an admin account is not deleted around it.
    const del = await t.request(ann, { method: 'DELETE', url: `/api/admin/users/${fresh.id}` });
    expect(del.statusCode).toBe(409);
    expect(errorOf(del).message).toBe('An admin account cannot be deleted. Remove its admin role first; another admin approves that.');
    const demote = (await h.patchUser(ann, fresh.id, { role: 'user' })).json<{ proposal: AdminProposal }>();
    expect(await h.roleOf(fresh.id)).toBe('admin');
    expect((await h.decide(ben, demote.proposal.id, 'approve')).statusCode).toBe(200);
    expect(await h.roleOf(fresh.id)).toBe('user');
  });
});

describe('the last admin', () => {
  let t: TestApp;
  let xena: TestUser;
  let yann: TestUser;
  const h = helpers(() => t);
  const restore = async () => {
    await t.db.update(users).set({ role: 'admin', banned: false, accountStatus: 'not_verified' }).where(eq(users.id, xena.id));
    await t.db.update(users).set({ role: 'admin', banned: false, accountStatus: 'not_verified' }).where(eq(users.id, yann.id));
    await t.db.update(adminProposals).set({ status: 'rejected' }).where(eq(adminProposals.status, 'pending'));
    // Bans revoked their sessions: sign in again.
    xena = { ...xena, cookie: await sessionOf(xena) };
    yann = { ...yann, cookie: await sessionOf(yann) };
  };
  const sessionOf = async (user: TestUser) => {
    const res = await t.signIn(user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    return [res.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
  };
  const activeAdmins = async () =>
    (
      await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    ).length;

  // Only these two admins exist in this database.
  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    [xena, yann] = await Promise.all([t.createAdmin({ name: 'Xena Admin' }), t.createAdmin({ name: 'Yann Admin' })]);
  });
  afterAll(() => t.close());

  it('cannot lose the admin role through crossed proposals', async () => {
    const demoteYann = (await h.patchUser(xena, yann.id, { role: 'user' })).json<{ proposal: AdminProposal }>().proposal;
    const demoteXena = (await h.patchUser(yann, xena.id, { role: 'user' })).json<{ proposal: AdminProposal }>().proposal;
    expect((await h.decide(yann, demoteYann.id, 'approve')).statusCode).toBe(200);
    const last = await h.decide(xena, demoteXena.id, 'approve');
    expect(last.statusCode).toBe(409);
    expect(errorOf(last).message).toBe('This is the last admin account: it cannot lose the admin role or be banned.');
    expect(await h.roleOf(xena.id)).toBe('admin');
    expect((await t.db.select().from(adminProposals).where(eq(adminProposals.id, demoteXena.id)))[0]!.status).toBe('pending');
    expect(await h.audits('admin.proposal.approve.refused', demoteXena.id)).toEqual([
      expect.objectContaining({ actorId: xena.id, after: expect.objectContaining({ messageId: 'admin.users.lastAdmin' }) }),
    ]);
    await restore();
  });

  it('two admins banning each other at once leave one admin', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([h.patchUser(xena, yann.id, { accountStatus: 'banned' }), h.patchUser(yann, xena.id, { accountStatus: 'banned' })]);
      const statuses = [a.statusCode, b.statusCode].sort();
      // The first ban revokes the other's sessions, so the second request may also be refused as signed out.
      expect(statuses[0], `${a.body} ${b.body}`).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refused = a.statusCode === 200 ? b : a;
      if (refused.statusCode === 409) expect(errorOf(refused).message).toBe('This is the last admin account: it cannot lose the admin role or be banned.');
      expect(await activeAdmins()).toBe(1);
      await restore();
    }
  });

  it('crossed demotion approvals at once leave one admin', async () => {
    for (let round = 0; round < 3; round += 1) {
      const demoteYann = (await h.patchUser(xena, yann.id, { role: 'user' })).json<{ proposal: AdminProposal }>().proposal;
      const demoteXena = (await h.patchUser(yann, xena.id, { role: 'user' })).json<{ proposal: AdminProposal }>().proposal;
      const [a, b] = await Promise.all([h.decide(yann, demoteYann.id, 'approve'), h.decide(xena, demoteXena.id, 'approve')]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0], `${a.body} ${b.body}`).toBe(200);
      // The loser is refused as the last admin, or (its role already gone from its cached session) as no longer an admin.
      expect([403, 409]).toContain(statuses[1]);
      expect(await activeAdmins()).toBe(1);
      await restore();
    }
  });
});
