import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moneyOverviewQuery,
  moneyOverviewResponse,
  adjustWalletRequest,
  adjustWalletResponse,
  adminWalletTransactionListQuery,
  adminWalletTransactionListResponse,
  balanceHistoryQuery,
  balanceHistoryResponse,
  depositRequest,
  paymentInfoResponse,
  proposalActionResponse,
  prizePayoutActionResponse,
  prizePayoutListQuery,
  prizePayoutListResponse,
  proposalListQuery,
  proposalListResponse,
  rejectTransactionRequest,
  walletActionResponse,
  walletStateSchema,
  walletTransactionListQuery,
  walletTransactionListResponse,
  withdrawalRequest,
  adminWalletTransactionExportQuery,
} from '@arena/shared';
import { csvExportRoute, keysetBatches } from '../../lib/csv-export.js';
import type { Db } from '../../db/client.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { requireUser } from '../../lib/session-user.js';
import { answerWith, requestCaller, requestScope, runUseCase } from '../../lib/use-case.js';
import { getPaymentSettings } from '../settings/index.js';
import { adjustWallet, adjustWalletInOneStatement, approveProposal, listProposals, rejectProposal } from './adjust.js';
import { approvePrizePayout, listPrizePayouts, rejectPrizePayout } from './prize-payouts.js';
import { approveTransaction, listAdminTransactions, rejectTransaction } from './admin-requests.js';
import { getMoneyOverview } from './money-overview.js';
import { cancelTransaction, createDeposit, createWithdrawal, getBalanceHistory, getWallet, listUserTransactions } from './user-requests.js';

/**
 * Wallet API. User routes under /api/wallet (own wallet only), admin routes under /api/admin. Every
 * money-moving POST runs its use case through `runUseCase` (one transaction, optional Idempotency-Key).
 */
export async function walletRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  // Spec texts for this module's 401 and validation errors (encapsulated: only these routes).
  app.setErrorHandler(catalogueErrorHandler({ unauthenticated: 'wallet.loginRequired' }));

  const idParams = z.object({ id: z.uuid() });

  // ------------------------------------------------------------------ user
  app.get(
    '/api/wallet',
    {
      config: { access: 'user' },
      schema: { tags: ['wallet'], summary: "The signed-in user's balance, held and available amounts", response: { 200: walletStateSchema } },
    },
    async (request) => getWallet(db, requireUser(request).id),
  );

  app.get(
    '/api/wallet/payment-info',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'Platform MonCash/NatCash numbers to pay deposits to, and the per-transaction min/max',
        response: { 200: paymentInfoResponse },
      },
    },
    async () => getPaymentSettings(db),
  );

  app.get(
    '/api/wallet/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: "The user's deposit and withdrawal requests, newest first",
        querystring: walletTransactionListQuery,
        response: { 200: walletTransactionListResponse },
      },
    },
    async (request) => listUserTransactions(db, requireUser(request).id, request.query),
  );

  app.get(
    '/api/wallet/balance-history',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'End-of-day balance for the last `days` UTC days (chart)',
        querystring: balanceHistoryQuery,
        response: { 200: balanceHistoryResponse },
      },
    },
    async (request) => getBalanceHistory(db, requireUser(request).id, request.query.days, fastify.clock.now()),
  );

  app.post(
    '/api/wallet/deposits',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'Submit a deposit request (pending; the balance changes when an admin approves it)',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        body: depositRequest,
        response: { 201: walletActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createDeposit(ctx, request.body), { status: 201 }),
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'Submit a withdrawal request; the amount is held at once (409 INSUFFICIENT_FUNDS when available is too low)',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        body: withdrawalRequest,
        response: { 201: walletActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createWithdrawal(ctx, request.body), { status: 201 }),
  );

  app.post(
    '/api/wallet/transactions/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: "Cancel one of the user's own pending requests (a withdrawal's hold is released); 409 CONFLICT when no longer pending",
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: walletActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => cancelTransaction(ctx, { transactionId: request.params.id })),
  );

  // ------------------------------------------------------------------ admin
  app.get(
    '/api/admin/money-overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary:
          "Each system account's balance and its net movement per UTC day for the last `days` days; revenue (fees − prizes) and what adjustments created",
        querystring: moneyOverviewQuery,
        response: { 200: moneyOverviewResponse },
      },
    },
    async (request) => getMoneyOverview(db, request.query.days, fastify.clock.now()),
  );

  app.get(
    '/api/admin/wallet-transactions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: 'All deposit/withdrawal requests with the user, newest first; search over email, full name, transaction id, phone',
        querystring: adminWalletTransactionListQuery,
        response: { 200: adminWalletTransactionListResponse },
      },
    },
    async (request) => listAdminTransactions(db, request.query),
  );

  csvExportRoute(app, db, {
    table: 'walletTransactions',
    tags: ['admin', 'wallet'],
    summary: "Every deposit and withdrawal request matching the list's filters, as CSV (streamed; audited)",
    querystring: adminWalletTransactionExportQuery,
    batches: (filter) => keysetBatches(async (afterId, pageSize) => (await listAdminTransactions(db, { ...filter, page: 1, pageSize, afterId })).items),
  });

  app.post(
    '/api/admin/wallet-transactions/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: "Approve a pending request: a deposit is credited, a withdrawal's hold is paid out; 409 CONFLICT when already processed",
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: walletActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => approveTransaction(ctx, { transactionId: request.params.id })),
  );

  app.post(
    '/api/admin/wallet-transactions/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: "Reject a pending request with an optional reason; a withdrawal's hold is released; 409 CONFLICT when already processed",
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        body: rejectTransactionRequest,
        response: { 200: walletActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => rejectTransaction(ctx, { transactionId: request.params.id, reason: request.body?.reason })),
  );

  app.post(
    '/api/admin/wallets/:userId/adjust',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary:
          "Add (positive) or remove (negative) whole dollars of another user's wallet; never below zero available (409 INSUFFICIENT_FUNDS); 403 on the admin's own wallet; above the four-eyes threshold it becomes a proposal (`proposal` set) that another admin approves",
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: z.object({ userId: z.uuid() }),
        body: adjustWalletRequest,
        response: { 200: adjustWalletResponse },
      },
    },
    async (request, reply) => {
      const { amountDollars, note } = request.body;
      const input = { userId: request.params.userId, amountCents: amountDollars * 100, note };
      // Applied at once in one statement (decision 056); a proposal, a refusal or a replay is answered by the use case.
      const applied = await adjustWalletInOneStatement(request.server.database.db, requestCaller(request), input, requestScope(request));
      if (applied) return answerWith(reply, applied);
      return runUseCase(request, reply, (ctx) => adjustWallet(ctx, input));
    },
  );

  app.get(
    '/api/admin/wallet-adjustments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: 'Wallet adjustments above the four-eyes threshold, proposed by one admin and waiting for another (pending by default), newest first',
        querystring: proposalListQuery,
        response: { 200: proposalListResponse },
      },
    },
    async (request) => listProposals(db, request.query),
  );

  app.post(
    '/api/admin/wallet-adjustments/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary:
          "A second admin approves a pending adjustment: it is applied on the ledger once; 403 for the proposer or the wallet's owner, 409 CONFLICT when already decided",
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: proposalActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => approveProposal(ctx, { proposalId: request.params.id })),
  );

  app.post(
    '/api/admin/wallet-adjustments/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: 'Reject a pending adjustment (any admin, its proposer included); no money moves; 409 CONFLICT when already decided',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: proposalActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => rejectProposal(ctx, { proposalId: request.params.id })),
  );

  app.get(
    '/api/admin/prize-payouts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: 'Prizes of leagues and tournaments (pending by default: above the four-eyes threshold, waiting for a second admin), newest first',
        querystring: prizePayoutListQuery,
        response: { 200: prizePayoutListResponse },
      },
    },
    async (request) => listPrizePayouts(db, request.query),
  );

  app.post(
    '/api/admin/prize-payouts/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary:
          'A second admin approves a pending prize: it is paid on the ledger once; 403 for the admin who set the champion or the champion, 409 CONFLICT when already decided',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: prizePayoutActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => approvePrizePayout(ctx, { payoutId: request.params.id })),
  );

  app.post(
    '/api/admin/prize-payouts/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'wallet'],
        summary: 'Reject a pending prize (any admin); nothing is paid and the champion stays; 409 CONFLICT when already decided',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: prizePayoutActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => rejectPrizePayout(ctx, { payoutId: request.params.id })),
  );
}
