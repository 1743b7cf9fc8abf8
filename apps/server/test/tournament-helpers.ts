import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdminTournament, TournamentBracket } from '@arena/shared';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { systemClock } from '../src/lib/clock.js';
import { runUseCaseAs, type UseCaseContext } from '../src/lib/use-case.js';
import type { SessionUser } from '../src/lib/session-user.js';
import type { TestApp, TestUser } from './helpers.js';

/** Tournament test helpers: HTTP wrappers that read like the screens' calls, and a direct use-case runner. */

export async function createTournament(t: TestApp, admin: TestUser, overrides: Record<string, unknown> = {}): Promise<AdminTournament> {
  const res = await t.request(admin, {
    method: 'POST',
    url: '/api/admin/tournaments',
    payload: {
      name: `Cup ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Knockout',
      startDate: '2026-12-01T10:00:00.000Z',
      endDate: '2026-12-08T10:00:00.000Z',
      priceCents: 2_000,
      winningPriceCents: 50_000,
      status: 'active',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ tournament: AdminTournament }>().tournament;
}

export async function addTeam(t: TestApp, admin: TestUser, tournamentId: string, name: string, userId?: string | null) {
  const res = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournamentId}/teams`, payload: { name, userId: userId ?? null } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ team: { id: string; name: string } }>().team;
}

export async function bracketOf(t: TestApp, user: TestUser, tournamentId: string): Promise<TournamentBracket> {
  const res = await t.request(user, { method: 'GET', url: `/api/tournaments/${tournamentId}/bracket` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TournamentBracket>();
}

export function errorMessage(res: LightMyRequestResponse): string {
  return res.json<{ error: { message: string } }>().error.message;
}

/** An admin approves an enrollment request over the API (the requests module; approval moves no money). */
export async function approveEnrollment(t: TestApp, admin: TestUser, requestId: string): Promise<void> {
  const res = await t.request(admin, { method: 'POST', url: `/api/admin/requests/${requestId}/approve` });
  expect(res.statusCode, res.body).toBe(200);
}

/** Runs a use case the way a route does (one transaction), as `actorId`. */
export async function runAs<T>(db: Db, actorId: string, fn: (ctx: UseCaseContext) => Promise<T>): Promise<T> {
  const [u] = await db.select().from(users).where(eq(users.id, actorId));
  const actor: SessionUser = { id: u!.id, email: u!.email, name: u!.name, role: u!.role === 'admin' ? 'admin' : 'user' };
  return runUseCaseAs(db, actor, fn, { clock: systemClock, requestId: 'test', ip: '127.0.0.1' });
}
