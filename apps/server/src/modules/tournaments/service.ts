import type { TournamentStatus } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { availableTeams, teams, tournaments } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';

export interface CreateTournamentInput {
  actorId: string;
  name: string;
  description?: string | null;
  startDate: Date;
  endDate: Date;
  priceCents: number;
  winningPriceCents: number;
  status?: TournamentStatus;
  availableTeamNames?: string[];
}

/** Admin creates a tournament (with its available team names), audited in the same transaction. */
export async function createTournament(db: Db, input: CreateTournamentInput) {
  return db.transaction(async (tx) => {
    const [tournament] = await tx
      .insert(tournaments)
      .values({
        name: input.name,
        description: input.description ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        priceCents: input.priceCents,
        winningPriceCents: input.winningPriceCents,
        status: input.status ?? 'upcoming',
      })
      .returning();
    if (input.availableTeamNames?.length) {
      await tx.insert(availableTeams).values(input.availableTeamNames.map((name) => ({ tournamentId: tournament!.id, name })));
    }
    await recordAudit(tx, { actorId: input.actorId, action: 'tournament.create', targetType: 'tournament', targetId: tournament!.id, after: tournament });
    return tournament!;
  });
}

/** Admin selects a team for a tournament (status 8th_finalist). */
export async function addTournamentTeam(db: Db, input: { actorId: string; tournamentId: string; name: string; userId?: string | null }) {
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values({ tournamentId: input.tournamentId, name: input.name, userId: input.userId ?? null }).returning();
    await recordAudit(tx, { actorId: input.actorId, action: 'tournament.team.add', targetType: 'team', targetId: team!.id, after: team });
    return team!;
  });
}
