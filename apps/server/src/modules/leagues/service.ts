import type { LeagueStatus } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { leagueAvailableTeams, leagues, leagueTeams } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';

export interface CreateLeagueInput {
  actorId: string;
  name: string;
  description?: string | null;
  startDate: Date;
  endDate: Date;
  priceCents: number;
  winningPriceCents: number;
  status?: LeagueStatus;
  maxTeams?: number;
  availableTeamNames?: string[];
}

/** Admin creates a league (with its available team names), audited in the same transaction. */
export async function createLeague(db: Db, input: CreateLeagueInput) {
  return db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({
        name: input.name,
        description: input.description ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        priceCents: input.priceCents,
        winningPriceCents: input.winningPriceCents,
        status: input.status ?? 'active',
        maxTeams: input.maxTeams ?? 12,
      })
      .returning();
    if (input.availableTeamNames?.length) {
      await tx.insert(leagueAvailableTeams).values(input.availableTeamNames.map((name) => ({ leagueId: league!.id, name })));
    }
    await recordAudit(tx, { actorId: input.actorId, action: 'league.create', targetType: 'league', targetId: league!.id, after: league });
    return league!;
  });
}

/** Admin adds a team (optionally managed by a user) to a league. */
export async function addLeagueTeam(db: Db, input: { actorId: string; leagueId: string; name: string; userId?: string | null }) {
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(leagueTeams).values({ leagueId: input.leagueId, name: input.name, userId: input.userId ?? null }).returning();
    await recordAudit(tx, { actorId: input.actorId, action: 'league.team.add', targetType: 'league_team', targetId: team!.id, after: team });
    return team!;
  });
}
