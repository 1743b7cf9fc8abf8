import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyMessageId, MessageId } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import type { EnrollmentTarget } from '../requests/index.js';

/** What the enrollment core needs to know of a competition row (a league or a tournament). */
export interface Competition {
  id: string;
  name: string;
  status: string;
  priceCents: number | string;
}

/** A table of teams or of offered team names, by the columns the core reads. */
export interface TeamColumns {
  table: PgTable;
  id: AnyPgColumn;
  competitionId: AnyPgColumn;
  name: AnyPgColumn;
}

/** The texts a kind shows where the core refuses or confirms (the spec words them per kind). */
export interface EnrollmentTexts {
  notOpen: AnyMessageId;
  alreadyEnrolled: AnyMessageId;
  insufficientBalance: AnyMessageId;
  notApproved: AnyMessageId;
  teamAlreadySelected: AnyMessageId;
  selectedTeamNotFound: AnyMessageId;
  teamNameTaken: AnyMessageId;
  /** Notification of a refund because the competition was cancelled or deleted ({name}, {price}). */
  refundTitle: MessageId;
  cancelledRefund: MessageId;
  deletedRefund: MessageId;
}

/**
 * One kind of competition (league, tournament) as the enrollment core drives it: how to lock one, which
 * statuses take enrollments, its places, its teams and available team names. Each competition module
 * declares its kind; the core holds the lifecycle they share.
 */
export interface CompetitionKind<C extends Competition, Team> {
  name: 'league' | 'tournament';
  /** Locks the competition row for the transaction (`SELECT … FOR UPDATE`): every change of its places runs one at a time. */
  lock(ctx: UseCaseContext, id: string): Promise<C>;
  target(id: string): EnrollmentTarget;
  /** The statuses in which players may enroll. */
  enrollable: readonly string[];
  teams: TeamColumns & { userId: AnyPgColumn };
  availableTeams: TeamColumns;
  /** Refuses (409) when no place is left for a new enrollment. */
  assertRoomToEnroll(tx: DbOrTx, competition: C): Promise<void>;
  /** Refuses (409) when the user's approved enrollment cannot become a team (places over-taken meanwhile). */
  assertRoomForTeam(tx: DbOrTx, competition: C): Promise<void>;
  /** Creates the user's team from the chosen name, with what follows in the competition (standings, bracket events). */
  createTeam(ctx: UseCaseContext, competition: C, values: { name: string; userId: string }): Promise<Team>;
  /** Tells open pages of the competition that its enrollments changed. */
  enrollmentsChanged(ctx: UseCaseContext, competition: C): Promise<void>;
  texts: EnrollmentTexts;
}
