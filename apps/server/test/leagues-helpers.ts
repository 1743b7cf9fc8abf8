import { expect } from 'vitest';
import type { AdminLeague, LeagueDetail, LeagueInput } from '@arena/shared';
import type { TestApp, TestUser } from './helpers.js';
import { keyHeader } from './wallet-helpers.js';

/** League test helpers: thin wrappers over the HTTP API, so tests read like the screens' calls. */

let leagueCounter = 0;

export function leagueInputOf(overrides: Partial<LeagueInput> = {}): LeagueInput {
  leagueCounter += 1;
  return {
    name: `League ${leagueCounter}-${Math.random().toString(36).slice(2, 7)}`,
    description: 'Test league',
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-15T00:00:00.000Z',
    priceCents: 1000,
    winningPriceCents: 5000,
    maxTeams: 12,
    ...overrides,
  };
}

export async function createLeagueApi(t: TestApp, admin: TestUser, overrides: Partial<LeagueInput> = {}): Promise<AdminLeague> {
  const res = await t.request(admin, { method: 'POST', url: '/api/admin/leagues', payload: leagueInputOf(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ league: AdminLeague }>().league;
}

export function enroll(t: TestApp, user: TestUser, leagueId: string, key?: string) {
  return t.request(user, { method: 'POST', url: `/api/leagues/${leagueId}/enroll`, headers: keyHeader(key) });
}

export function approveRequestApi(t: TestApp, admin: TestUser, requestId: string) {
  return t.request(admin, { method: 'POST', url: `/api/admin/requests/${requestId}/approve` });
}

export function rejectRequestApi(t: TestApp, admin: TestUser, requestId: string, key?: string) {
  return t.request(admin, { method: 'POST', url: `/api/admin/requests/${requestId}/reject`, headers: keyHeader(key) });
}

export async function leagueDetail(t: TestApp, user: TestUser, leagueId: string): Promise<LeagueDetail> {
  const res = await t.request(user, { method: 'GET', url: `/api/leagues/${leagueId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LeagueDetail>();
}

export async function addTeamApi(t: TestApp, admin: TestUser, leagueId: string, name: string, userId?: string): Promise<AdminLeague> {
  const res = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${leagueId}/teams`, payload: { name, userId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ league: AdminLeague }>().league;
}

export async function setStatusApi(t: TestApp, admin: TestUser, leagueId: string, status: string): Promise<AdminLeague> {
  const res = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${leagueId}/status`, payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ league: AdminLeague }>().league;
}

/** Enroll → approve → select the named available team. */
export async function joinLeague(t: TestApp, admin: TestUser, user: TestUser, leagueId: string, teamName: string): Promise<string> {
  const e = await enroll(t, user, leagueId);
  expect(e.statusCode, e.body).toBe(201);
  const requestId = e.json<{ enrollment: { requestId: string } }>().enrollment.requestId;
  const a = await approveRequestApi(t, admin, requestId);
  expect(a.statusCode, a.body).toBe(200);
  const detail = await leagueDetail(t, user, leagueId);
  const available = detail.availableTeams.find((x) => x.name === teamName);
  expect(available, `available team ${teamName}`).toBeDefined();
  const s = await t.request(user, { method: 'POST', url: `/api/leagues/${leagueId}/team`, payload: { availableTeamId: available!.id } });
  expect(s.statusCode, s.body).toBe(201);
  return s.json<{ team: { id: string } }>().team.id;
}
