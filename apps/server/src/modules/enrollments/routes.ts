import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@arena/shared';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { runUseCase, type UseCaseContext } from '../../lib/use-case.js';

const idParams = z.object({ id: z.uuid() });

/** How one kind answers the shared player endpoints: its URLs, its contracts and the shape of its answers. */
export interface EnrollmentRoutesOf {
  /** `/api/leagues` or `/api/tournaments`. */
  base: string;
  /** The team-pick URL under `${base}/:id/` the web app and tests call (`team` for leagues, `select-team` for tournaments). */
  selectTeamPath: string;
  tags: string[];
  enrollResponse: z.ZodType;
  selectTeamRequest: z.ZodObject<{ availableTeamId: z.ZodType<string | undefined> }>;
  selectTeamResponse: z.ZodType;
  /** The kind's enroll use case (the core's `enroll`, answered in the kind's contract). */
  enroll(ctx: UseCaseContext, competitionId: string): Promise<unknown>;
  /** The kind's team-pick use case (the core's `selectTeam`, answered in the kind's contract). */
  selectTeam(ctx: UseCaseContext, competitionId: string, availableTeamId: string | undefined): Promise<unknown>;
}

/**
 * The player endpoints every competition kind shares, from one place: enroll (201, moves money) and pick a
 * team (201: it creates the team; decision 035).
 */
export function enrollmentRoutes(of: EnrollmentRoutesOf) {
  return async function registerEnrollmentRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${of.base}/:id/enroll`,
      {
        config: { access: 'user' },
        schema: {
          tags: of.tags,
          summary:
            'Enroll: the entry fee is charged and a pending request filed, in one transaction; 409 when full, closed, already enrolled or the balance is short',
          description: MONEY_NOTE,
          headers: idempotencyHeaders,
          params: idParams,
          response: { 201: of.enrollResponse },
        },
      },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.enroll(ctx, request.params.id), { status: 201 }),
    );
    app.post(
      `${of.base}/:id/${of.selectTeamPath}`,
      {
        config: { access: 'user' },
        schema: {
          tags: of.tags,
          summary: 'Pick a team once the enrollment is approved (once only)',
          params: idParams,
          body: of.selectTeamRequest,
          response: { 201: of.selectTeamResponse },
        },
      },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.selectTeam(ctx, request.params.id, request.body?.availableTeamId), { status: 201 }),
    );
  };
}

/** How one kind answers the admins' team endpoints: its URLs, contracts and use cases. */
export interface TeamRoutesOf {
  /** `/api/admin/leagues` or `/api/admin/tournaments`. */
  base: string;
  tags: string[];
  summaries: { addTeam: string; removeTeam: string; addAvailableTeam: string; removeAvailableTeam: string };
  addTeamRequest: z.ZodObject<{ name: z.ZodType<string>; userId: z.ZodType<string | null | undefined> }>;
  addAvailableTeamRequest: z.ZodObject<{ name: z.ZodType<string> }>;
  /** Answers: 201 of an addition, 200 of a removal. */
  added: z.ZodType;
  availableTeamAdded: z.ZodType;
  removed: z.ZodType;
  addTeam(ctx: UseCaseContext, competitionId: string, team: { name: string; userId?: string | null }): Promise<unknown>;
  removeTeam(ctx: UseCaseContext, competitionId: string, teamId: string): Promise<unknown>;
  addAvailableTeam(ctx: UseCaseContext, competitionId: string, name: string): Promise<unknown>;
  removeAvailableTeam(ctx: UseCaseContext, competitionId: string, availableTeamId: string): Promise<unknown>;
}

/**
 * The admin endpoints every competition kind shares, from one place: add and remove a team, add and remove a
 * team name players may select (`${base}/:id/teams`, `${base}/:id/available-teams`).
 */
export function teamRoutes(of: TeamRoutesOf) {
  return async function registerTeamRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' as const };
    app.post(
      `${of.base}/:id/teams`,
      { config, schema: { tags: of.tags, summary: of.summaries.addTeam, params: idParams, body: of.addTeamRequest, response: { 201: of.added } } },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.addTeam(ctx, request.params.id, request.body), { status: 201 }),
    );
    app.delete(
      `${of.base}/:id/teams/:teamId`,
      {
        config,
        schema: { tags: of.tags, summary: of.summaries.removeTeam, params: z.object({ id: z.uuid(), teamId: z.uuid() }), response: { 200: of.removed } },
      },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.removeTeam(ctx, request.params.id, request.params.teamId)),
    );
    app.post(
      `${of.base}/:id/available-teams`,
      {
        config,
        schema: {
          tags: of.tags,
          summary: of.summaries.addAvailableTeam,
          params: idParams,
          body: of.addAvailableTeamRequest,
          response: { 201: of.availableTeamAdded },
        },
      },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.addAvailableTeam(ctx, request.params.id, request.body.name), { status: 201 }),
    );
    app.delete(
      `${of.base}/:id/available-teams/:availableTeamId`,
      {
        config,
        schema: {
          tags: of.tags,
          summary: of.summaries.removeAvailableTeam,
          params: z.object({ id: z.uuid(), availableTeamId: z.uuid() }),
          response: { 200: of.removed },
        },
      },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.removeAvailableTeam(ctx, request.params.id, request.params.availableTeamId)),
    );
  };
}

/** How one kind answers the admins' champion endpoint: its URL, contracts and use case. */
export interface ChampionRouteOf {
  /** `/api/admin/leagues` or `/api/admin/tournaments`. */
  base: string;
  tags: string[];
  summary: string;
  request: z.ZodObject<{ teamId: z.ZodType<string> }>;
  response: z.ZodType;
  /** Completes the competition and pays its prize to the team's manager exactly once. */
  setChampion(ctx: UseCaseContext, competitionId: string, teamId: string): Promise<unknown>;
}

/** The admins' champion endpoint every competition kind shares (`${base}/:id/champion`): it moves money, so it honours Idempotency-Key. */
export function championRoute(of: ChampionRouteOf) {
  return async function registerChampionRoute(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${of.base}/:id/champion`,
      {
        config: { access: 'admin' },
        schema: {
          tags: of.tags,
          summary: of.summary,
          description: MONEY_NOTE,
          headers: idempotencyHeaders,
          params: idParams,
          body: of.request,
          response: { 200: of.response },
        },
      },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.setChampion(ctx, request.params.id, request.body.teamId)),
    );
  };
}

/** How one kind answers the admins' match endpoints: its URLs, contracts, reads and use cases. */
export interface MatchRoutesOf<
  ListQuery extends z.ZodType,
  CreateRequest extends z.ZodType,
  UpdateRequest extends z.ZodType<object>,
  ScoreRequest extends z.ZodType<{ score?: string | null }>,
  CalendarQuery extends z.ZodType,
> {
  /** `/api/admin/league-matches` or `/api/admin/matches`. */
  base: string;
  /** `/api/admin/league-calendar` or `/api/admin/calendar`. */
  calendarUrl: string;
  tags: string[];
  /** Leagues replace a match with PUT, tournaments patch it. */
  updateMethod: 'put' | 'patch';
  summaries: { list: string; create: string; update: string; score: string; delete?: string; calendar: string };
  listQuery: ListQuery;
  createRequest: CreateRequest;
  updateRequest: UpdateRequest;
  scoreRequest: ScoreRequest;
  calendarQuery: CalendarQuery;
  /** Answers: the list, a created or changed match, a deletion, the calendar month. */
  listed: z.ZodType;
  match: z.ZodType;
  deleted: z.ZodType;
  calendar: z.ZodType;
  list(query: z.output<ListQuery>): Promise<unknown>;
  create(ctx: UseCaseContext, match: z.output<CreateRequest>): Promise<unknown>;
  update(ctx: UseCaseContext, change: z.output<UpdateRequest> & { matchId: string }): Promise<unknown>;
  setScore(ctx: UseCaseContext, change: { matchId: string; score: z.output<ScoreRequest>['score'] }): Promise<unknown>;
  remove(ctx: UseCaseContext, change: { matchId: string }): Promise<unknown>;
  calendarMonth(query: z.output<CalendarQuery>, locale: Locale): Promise<unknown>;
}

/**
 * The admins' match endpoints every competition kind shares, from one place: list, add, edit, score inline and
 * delete a match (`${base}`, `${base}/:id`, `${base}/:id/score`), and the month calendar.
 */
export function matchRoutes<
  ListQuery extends z.ZodType,
  CreateRequest extends z.ZodType,
  UpdateRequest extends z.ZodType<object>,
  ScoreRequest extends z.ZodType<{ score?: string | null }>,
  CalendarQuery extends z.ZodType,
>(of: MatchRoutesOf<ListQuery, CreateRequest, UpdateRequest, ScoreRequest, CalendarQuery>) {
  // The schemas are the kind's, so the provider cannot name what they parsed here; the casts restate it.
  return async function registerMatchRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' as const };
    const tags = of.tags;
    app.get(of.base, { config, schema: { tags, summary: of.summaries.list, querystring: of.listQuery, response: { 200: of.listed } } }, async (request) =>
      of.list(request.query as z.output<ListQuery>),
    );
    app.post(of.base, { config, schema: { tags, summary: of.summaries.create, body: of.createRequest, response: { 201: of.match } } }, async (request, reply) =>
      runUseCase(request, reply, (ctx) => of.create(ctx, request.body as z.output<CreateRequest>), { status: 201 }),
    );
    app[of.updateMethod](
      `${of.base}/:id`,
      { config, schema: { tags, summary: of.summaries.update, params: idParams, body: of.updateRequest, response: { 200: of.match } } },
      async (request, reply) =>
        runUseCase(request, reply, (ctx) => of.update(ctx, { matchId: request.params.id, ...(request.body as z.output<UpdateRequest>) })),
    );
    app.patch(
      `${of.base}/:id/score`,
      { config, schema: { tags, summary: of.summaries.score, params: idParams, body: of.scoreRequest, response: { 200: of.match } } },
      async (request, reply) =>
        runUseCase(request, reply, (ctx) => of.setScore(ctx, { matchId: request.params.id, score: (request.body as z.output<ScoreRequest>).score })),
    );
    app.delete(
      `${of.base}/:id`,
      { config, schema: { tags, summary: of.summaries.delete, params: idParams, response: { 200: of.deleted } } },
      async (request, reply) => runUseCase(request, reply, (ctx) => of.remove(ctx, { matchId: request.params.id })),
    );
    app.get(
      of.calendarUrl,
      { config, schema: { tags, summary: of.summaries.calendar, querystring: of.calendarQuery, response: { 200: of.calendar } } },
      async (request) => of.calendarMonth(request.query as z.output<CalendarQuery>, request.locale),
    );
  };
}
