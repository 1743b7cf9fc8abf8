import type { League, MyEnrollment } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { canSelectTeam, enrollState, placesLeft, type EnrollableLeague } from './enroll-state';

const league = (overrides: Partial<EnrollableLeague> = {}): EnrollableLeague => ({
  status: 'active',
  priceCents: 1_000,
  maxTeams: 12,
  placesTaken: 3,
  myEnrollment: null,
  teams: [],
  ...overrides,
});
const enrollment = (overrides: Partial<MyEnrollment> = {}): MyEnrollment => ({
  requestId: 'r1',
  status: 'pending',
  createdAt: '2026-11-24T00:00:00.000Z',
  entryFeeCents: 1_000,
  team: null,
  ...overrides,
});
const team = (userId: string | null): League['teams'][number] => ({ id: 't1', name: 'Lions', userId, user: null });

describe('enrollState', () => {
  it('is ready when the league is open, has room and the balance covers the fee (exactly is enough)', () => {
    expect(enrollState(league(), 5_000, 'u1')).toBe('ready');
    expect(enrollState(league(), 1_000, 'u1')).toBe('ready');
  });

  it('disables Enroll when the balance is too low or unknown', () => {
    expect(enrollState(league(), 999, 'u1')).toBe('insufficient');
    expect(enrollState(league(), undefined, 'u1')).toBe('balanceUnknown');
    expect(enrollState(league(), null, 'u1')).toBe('balanceUnknown');
    expect(enrollState(league(), Number.NaN, 'u1')).toBe('balanceUnknown');
  });

  it('lets anyone join a free league, even with an empty wallet, but not with an unknown balance', () => {
    expect(enrollState(league({ priceCents: 0 }), 0, 'u1')).toBe('ready');
    expect(enrollState(league({ priceCents: 0 }), undefined, 'u1')).toBe('balanceUnknown');
  });

  it('says full when teams plus open enrollments reach max_teams, before looking at the balance', () => {
    expect(enrollState(league({ placesTaken: 12 }), 5_000, 'u1')).toBe('full');
    expect(enrollState(league({ placesTaken: 12 }), undefined, 'u1')).toBe('full');
    expect(enrollState(league({ placesTaken: 11 }), 5_000, 'u1')).toBe('ready');
  });

  it('hides Enroll on leagues that are not open for enrollment', () => {
    for (const status of ['started', 'completed', 'cancelled'] as const) expect(enrollState(league({ status }), 5_000, 'u1')).toBe('hidden');
  });

  it('hides Enroll while a request is pending or approved, or once the user has a team; a rejected request may be retried', () => {
    expect(enrollState(league({ myEnrollment: enrollment() }), 5_000, 'u1')).toBe('hidden');
    expect(enrollState(league({ myEnrollment: enrollment({ status: 'approved' }) }), 5_000, 'u1')).toBe('hidden');
    expect(enrollState(league({ myEnrollment: enrollment({ status: 'rejected' }) }), 5_000, 'u1')).toBe('ready');
    expect(enrollState(league({ teams: [team('u1')] }), 5_000, 'u1')).toBe('hidden');
    expect(enrollState(league({ teams: [team('someone-else')] }), 5_000, 'u1')).toBe('ready');
  });
});

describe('canSelectTeam', () => {
  it('offers team selection only to an approved enrollment without a team', () => {
    expect(canSelectTeam({ myEnrollment: null })).toBe(false);
    expect(canSelectTeam({ myEnrollment: enrollment() })).toBe(false);
    expect(canSelectTeam({ myEnrollment: enrollment({ status: 'rejected' }) })).toBe(false);
    expect(canSelectTeam({ myEnrollment: enrollment({ status: 'approved' }) })).toBe(true);
    expect(canSelectTeam({ myEnrollment: enrollment({ status: 'approved', team: { id: 'a', name: 'Lions' } }) })).toBe(false);
  });
});

describe('placesLeft', () => {
  it('never goes below zero', () => {
    expect(placesLeft({ maxTeams: 12, placesTaken: 3 })).toBe(9);
    expect(placesLeft({ maxTeams: 4, placesTaken: 5 })).toBe(0);
  });
});
