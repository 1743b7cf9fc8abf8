import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableTeamSchema,
  myMatchListResponse,
  savedRankingsQuery,
  savedRankingsResponse,
  tournamentBracketResponse,
  tournamentIdParams,
  tournamentListQuery,
  userTournamentListResponse,
  userTournamentSchema,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { buildCalendar, sendCalendar } from '../../lib/ical.js';
import { translate } from '../../lib/i18n.js';
import { requireUser } from '../../lib/session-user.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { tournamentEnrollmentRoutes } from './enrollment.js';
import { getBracket, getUserTournament, listFreeAvailableTeams, listMyMatches, listSavedRankings, listUserTournaments } from './queries.js';
import { bracketEvents, myTournamentMatchEvents, TOURNAMENT_MATCH_KIND } from './calendar.js';

const idParams = tournamentIdParams;
const tags = ['tournaments'];

/**
 * Tournament API for players: /api/tournaments (enroll and team pick come from the enrollment core), their
 * brackets, matches and calendars, and /api/tournament-rankings.
 */
export async function tournamentPlayerRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());
  await tournamentEnrollmentRoutes(app);

  // ------------------------------------------------------------------ user
  app.get(
    '/api/tournaments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Tournaments with teams, free team names and the caller's enrollment; status filter and name search, newest first",
        querystring: tournamentListQuery,
        response: { 200: userTournamentListResponse },
      },
    },
    async (request) => ({ items: await listUserTournaments(db, requireUser(request).id, request.query) }),
  );

  app.get(
    '/api/tournaments/my-matches',
    {
      config: { access: 'user' },
      schema: { tags, summary: "Every match of the caller's teams (opponent, date, result)", response: { 200: myMatchListResponse } },
    },
    async (request) => ({ items: await listMyMatches(db, requireUser(request).id) }),
  );

  app.get(
    '/api/tournaments/my-matches.ics',
    {
      config: { access: 'user' },
      schema: { tags, summary: "iCalendar feed of the caller's tournament matches" },
    },
    async (request, reply) => {
      const body = buildCalendar({
        name: translate(request.locale, 'tournaments.calendarFeedName'),
        kind: TOURNAMENT_MATCH_KIND,
        events: await myTournamentMatchEvents(db, requireUser(request).id, request.locale),
      });
      return sendCalendar(reply, 'my-tournament-matches.ics', body);
    },
  );

  app.get(
    '/api/tournaments/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One tournament as the user list shows it', params: idParams, response: { 200: userTournamentSchema } },
    },
    async (request) => getUserTournament(db, requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/tournaments/:id/available-teams',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Team names of the tournament no team uses yet (the team picker)',
        params: idParams,
        response: { 200: z.object({ items: z.array(availableTeamSchema) }) },
      },
    },
    async (request) => ({ items: await listFreeAvailableTeams(db, request.params.id) }),
  );

  app.get(
    '/api/tournaments/:id/bracket',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The live bracket: rounds ascending with teams, owners, scores and winners; team stages',
        params: idParams,
        response: { 200: tournamentBracketResponse },
      },
    },
    async (request) => getBracket(db, request.params.id),
  );

  app.get(
    '/api/tournaments/:id/my-matches',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The caller's matches in this tournament", params: idParams, response: { 200: myMatchListResponse } },
    },
    async (request) => ({ items: await listMyMatches(db, requireUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/tournaments/:id/calendar.ics',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'iCalendar feed of every match of this tournament', params: idParams },
    },
    async (request, reply) => {
      const bracket = await getBracket(db, request.params.id);
      return sendCalendar(
        reply,
        `${bracket.tournament.name}.ics`,
        buildCalendar({ name: `Arena: ${bracket.tournament.name}`, kind: TOURNAMENT_MATCH_KIND, events: bracketEvents(bracket, request.locale) }),
      );
    },
  );

  app.get(
    '/api/tournament-rankings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Published tournament results, newest first, with the saved bracket',
        querystring: savedRankingsQuery,
        response: { 200: savedRankingsResponse },
      },
    },
    async (request) => ({ items: await listSavedRankings(db, { ...request.query, publicOnly: true, includeEmail: false }) }),
  );
}
