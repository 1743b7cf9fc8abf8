import { describe, expect, it } from 'vitest';
import {
  createLeagueMatchRequest,
  generateScheduleRequest,
  leagueInput,
  leagueScoreRequest,
  saveStandingsRequest,
  updateStandingRequest,
} from './admin/leagues.js';
import { tAny, type AnyMessageId } from './admin-messages.js';
import { leagueSelectTeamRequest } from './leagues.js';
import { newRequestRequest } from './requests.js';

/** The text of a contract's first refusal, as a form shows it: the contract names a catalogue text (`textId`). */
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => {
  const message = result.error?.issues[0]?.message;
  return message === undefined ? undefined : tAny(message as AnyMessageId);
};

describe('league contracts carry the spec texts', () => {
  const league = { name: 'Premier', startDate: '2026-12-01', endDate: '2026-12-31T00:00:00Z', priceCents: 1000, winningPriceCents: 5000, maxTeams: 12 };

  it('accepts a valid league, trims, defaults max teams, reads dates and ISO instants', () => {
    const parsed = leagueInput.parse({ ...league, name: '  Premier ', description: '', maxTeams: undefined });
    expect(parsed.name).toBe('Premier');
    expect(parsed.description).toBeNull();
    expect(parsed.maxTeams).toBe(12);
    expect(parsed.startDate.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(parsed.endDate.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it.each([
    [{ priceCents: -1 }, 'Entry price cannot be negative'],
    [{ winningPriceCents: -100 }, 'Winning price cannot be negative'],
    [{ maxTeams: 1 }, 'Maximum teams must be at least 2'],
    [{ name: '   ' }, 'League name is required'],
    [{ startDate: undefined }, 'Please select both start and end dates'],
    [{ endDate: '2026-11-01' }, 'End date must be after start date'],
  ])('%j → %s', (patch, text) => {
    expect(firstMessage(leagueInput.safeParse({ ...league, ...patch }))).toBe(text);
  });

  it('match form: different teams, score format', () => {
    const ids = { leagueId: crypto.randomUUID(), team1Id: crypto.randomUUID(), date: '2026-12-01T18:00:00Z' };
    expect(firstMessage(createLeagueMatchRequest.safeParse({ ...ids, team2Id: ids.team1Id }))).toBe('Team 1 and team 2 must be different teams');
    expect(firstMessage(createLeagueMatchRequest.safeParse({ ...ids, team2Id: crypto.randomUUID(), score: '2:1' }))).toBe(
      'Score must be in format "X-Y" (e.g., "2-1")',
    );
    expect(firstMessage(createLeagueMatchRequest.safeParse({ ...ids, leagueId: undefined, team2Id: crypto.randomUUID() }))).toBe('Please select a league');
    expect(createLeagueMatchRequest.parse({ ...ids, team2Id: crypto.randomUUID(), score: ' 2 - 1' }).score).toBe('2-1');
    expect(leagueScoreRequest.parse({ score: '' }).score).toBeNull();
    expect(leagueScoreRequest.parse({ score: null }).score).toBeNull();
    expect(leagueScoreRequest.parse({}).score).toBeNull();
  });

  it('schedule, team selection, standings edit, save standings, new request', () => {
    expect(firstMessage(generateScheduleRequest.safeParse({}))).toBe('Please select a league');
    expect(generateScheduleRequest.parse({ leagueId: crypto.randomUUID() }).startDate).toBeUndefined();
    expect(firstMessage(leagueSelectTeamRequest.safeParse({}))).toBe('Please select a team');
    const stats = { matchesPlayed: 2, wins: 1, draws: 0, losses: 1, goalsFor: 3, goalsAgainst: 2, points: 3 };
    expect(updateStandingRequest.safeParse(stats).success).toBe(true);
    expect(firstMessage(updateStandingRequest.safeParse({ ...stats, losses: -1 }))).toBe('All values must be non-negative');
    expect(firstMessage(updateStandingRequest.safeParse({ ...stats, matchesPlayed: 3 }))).toBe('Matches played must equal the sum of wins, draws, and losses');
    expect(saveStandingsRequest.parse({ name: 'Week 1' })).toEqual({ name: 'Week 1', description: null, isPublic: true });
    expect(firstMessage(saveStandingsRequest.safeParse({ name: ' ' }))).toBe('Name is required');
    expect(firstMessage(newRequestRequest.safeParse({ title: ' ', description: 'x', leagueId: crypto.randomUUID(), competitionId: crypto.randomUUID() }))).toBe(
      'Please fill in all fields',
    );
    expect(firstMessage(newRequestRequest.safeParse({ title: 'x', description: 'x', leagueId: crypto.randomUUID() }))).toBe('Please fill in all fields');
  });
});
