import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
