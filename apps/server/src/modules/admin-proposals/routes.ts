import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProposalActionResponse, adminProposalIdParams, adminProposalListQuery, adminProposalListResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { auditRefusals } from '../../lib/refusal-audit.js';
import { runUseCase } from '../../lib/use-case.js';
import { approveAdminProposal, listAdminProposals, readProposalState, rejectAdminProposal } from './service.js';

/** Changes of money rules and of the admin role waiting for a second admin (docs/decisions/030-rule-and-role-proposals.md). */
export async function adminProposalRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/admin/proposals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Proposed changes of payment settings and of the admin role (pending by default), newest first',
        querystring: adminProposalListQuery,
        response: { 200: adminProposalListResponse },
      },
    },
    async (request) => listAdminProposals(db, request.query),
  );

  for (const verdict of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/proposals/:id/${verdict}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            verdict === 'approve'
              ? 'Approve a pending proposal (not your own): the change applies at once, once however often approved'
              : 'Reject a pending proposal (any admin, the proposer included): nothing changes',
          params: adminProposalIdParams,
          response: { 200: adminProposalActionResponse },
        },
      },
      async (request, reply) =>
        auditRefusals(
          request,
          {
            action: `admin.proposal.${verdict}`,
            targetType: 'admin_proposal',
            targetId: request.params.id,
            before: () => readProposalState(db, request.params.id),
          },
          () =>
            runUseCase(request, reply, (ctx) =>
              verdict === 'approve' ? approveAdminProposal(ctx, { id: request.params.id }) : rejectAdminProposal(ctx, { id: request.params.id }),
            ),
        ),
    );
  }
}
