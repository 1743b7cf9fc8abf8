import { z } from 'zod';
import { adminTextId } from '../admin-messages.js';
import { competitionSchema } from '../requests.js';
import { dateField } from './leagues.js';

/**
 * A league's competitions in the back office (user spec §3 "competitions: id, name, start_date, end_date,
 * league_id"): what a player chooses on the new-request form after the league. Admins list, add, edit and remove
 * them on the league; one still named by a request cannot be removed.
 */

export const COMPETITION_NAME_MAX = 100;

/** POST /api/admin/leagues/:id/competitions and PUT /api/admin/leagues/:id/competitions/:competitionId */
export const leagueCompetitionInput = z
  .object({
    name: z
      .string({ error: adminTextId('adminCompetitions.nameRequired') })
      .trim()
      .min(1, { error: adminTextId('adminCompetitions.nameRequired') })
      .max(COMPETITION_NAME_MAX, { error: adminTextId('adminCompetitions.nameTooLong') }),
    startDate: dateField(adminTextId('adminLeagues.datesRequired')),
    endDate: dateField(adminTextId('adminLeagues.datesRequired')),
  })
  .refine((c) => c.endDate.getTime() > c.startDate.getTime(), { error: adminTextId('adminLeagues.endAfterStart'), path: ['endDate'] });
export type LeagueCompetitionInput = z.input<typeof leagueCompetitionInput>;

export const leagueCompetitionParams = z.object({ id: z.uuid(), competitionId: z.uuid() });

/** A competition as the back office sees it: with how many requests name it (0: it can be removed). */
export const adminCompetitionSchema = competitionSchema.extend({ requestCount: z.number().int() });
export type AdminCompetition = z.infer<typeof adminCompetitionSchema>;

export const adminCompetitionListResponse = z.object({ items: z.array(adminCompetitionSchema) });
export type AdminCompetitionList = z.infer<typeof adminCompetitionListResponse>;

export const competitionMutationResponse = z.object({ message: z.string(), competition: adminCompetitionSchema.optional() });
export type CompetitionMutationResponse = z.infer<typeof competitionMutationResponse>;
