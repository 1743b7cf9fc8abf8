import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MARKET_IMAGE_MAX_BYTES,
  adminPlayerListResponse,
  bidHistoryResponse,
  decideBidResponse,
  imageUploadResponse,
  marketIdParams,
  marketListQuery,
  marketListResponse,
  myPlayersQuery,
  myPlayersResponse,
  ownerListResponse,
  pendingBidListResponse,
  placeBidRequest,
  placeBidResponse,
  savePlayerRequest,
  savePlayerResponse,
  updateOwnershipRequest,
  updateOwnershipResponse,
} from '@arena/shared';
import { csvExportRoute } from '../../lib/csv-export.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import type { PrivateStore } from '../../lib/private-store.js';
import { answerWith, requestCaller, requestScope, runUseCase } from '../../lib/use-case.js';
import { requireUser } from '../../lib/session-user.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import {
  cleanPlayerImage,
  createImageVariants,
  IMAGE_BUCKET,
  IMAGE_CONTENT_TYPES,
  IMAGE_FILE_RE,
  imageStore,
  imageTooLarge,
  imageUrlFor,
  imageVariantsDir,
  notAnImage,
  parseImageFile,
  type ImageVariants,
} from './images.js';
import { bidHistory, listAdminPlayers, listMarket, listMyPlayers, listOwners, listPendingBids } from './queries.js';
import { approveBid, createPlayer, placeBid, rejectBid, updateOwnershipStatus, updatePlayer } from './service.js';

/**
 * Marketplace API: the Market and My Players for users, player/owner/bid management for admins, the
 * public player images. The sweeper (auction ends, contract expiries) is started by app.ts.
 */
export async function marketplaceRoutes(fastify: FastifyInstance, opts: { db: Db; config: AppConfig; store?: PrivateStore }) {
  const { db, config } = opts;
  const store = opts.store ?? imageStore(config);
  const variants = createImageVariants(store, imageVariantsDir(config));
  await fastify.register(userRoutes, { db, store, variants });
  await fastify.register(adminRoutes, { db, store });
}

async function userRoutes(fastify: FastifyInstance, opts: { db: Db; store: PrivateStore; variants: ImageVariants }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, store, variants } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/marketplace/players',
    {
      config: { access: 'user' },
      schema: {
        tags: ['marketplace'],
        summary: "The Market: active players with their leading bid, bid count and the caller's own bid (one query); search, duration filter, sort",
        querystring: marketListQuery,
        response: { 200: marketListResponse },
      },
    },
    async (request) => listMarket(db, requireUser(request).id, request.query),
  );

  app.get(
    '/api/marketplace/players/:id/bids',
    {
      config: { access: 'user' },
      schema: {
        tags: ['marketplace'],
        summary: 'Bid history of a player, by amount then time (highest first)',
        params: marketIdParams,
        response: { 200: bidHistoryResponse },
      },
    },
    async (request) => bidHistory(db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/marketplace/players/:id/bids',
    {
      config: { access: 'user' },
      schema: {
        tags: ['marketplace'],
        summary:
          'Bid whole dollars: at least the leading bid + $1 or the starting price; the amount is held (409 INSUFFICIENT_FUNDS), the previous leader released; 409 after the auction ended',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: marketIdParams,
        body: placeBidRequest,
        response: { 201: placeBidResponse },
      },
    },
    async (request, reply) =>
      answerWith(
        reply,
        await placeBid(
          request.server.database.db,
          requestCaller(request),
          { playerId: request.params.id, amountDollars: request.body.amountDollars },
          requestScope(request),
        ),
      ),
  );

  app.get(
    '/api/my-players',
    {
      config: { access: 'user' },
      schema: {
        tags: ['marketplace'],
        summary: "The caller's players (ownerships), newest first; status as of now",
        querystring: myPlayersQuery,
        response: { 200: myPlayersResponse },
      },
    },
    async (request) => listMyPlayers(db, requireUser(request).id, request.query),
  );

  app.get(
    '/api/marketplace/images/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        summary:
          'A player image uploaded by an admin (public): `<key>.webp` as stored (at most 800 px), or a resized copy `<key>-<width>.<avif|webp>` (widths 320 and 640), made on first request',
        params: z.object({ file: z.string().regex(IMAGE_FILE_RE) }),
      },
    },
    async (request, reply) => {
      const file = parseImageFile(request.params.file)!;
      const data = file.variant ? await variants.get(file.key, file.variant.width, file.variant.format) : await store.get(IMAGE_BUCKET, file.key);
      if (!data) return reply.callNotFound();
      return (
        reply
          .header('content-type', IMAGE_CONTENT_TYPES[file.variant?.format ?? 'webp'])
          .header('x-content-type-options', 'nosniff')
          // Names are random and never reused, and a copy is made from its image alone: the bytes behind one never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(data)
      );
    },
  );
}

async function adminRoutes(fastify: FastifyInstance, opts: { db: Db; store: PrivateStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, store } = opts;
  // The spec's text when the back office acts without an admin session.
  app.setErrorHandler(catalogueErrorHandler({ unauthenticated: 'admin.marketplace.noAdminSession' }));
  await app.register(multipart, { limits: { fileSize: MARKET_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 } });

  app.get(
    '/api/admin/marketplace/players',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary: 'Every player (active and inactive) with leading bid, bid and owner counts',
        response: { 200: adminPlayerListResponse },
      },
    },
    async () => listAdminPlayers(db),
  );

  app.post(
    '/api/admin/marketplace/players',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary: 'Add a player (price ≥ 0 is the starting bid; stats 1-100, default 50; duration default 1_month)',
        body: savePlayerRequest,
        response: { 201: savePlayerResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createPlayer(ctx, request.body), { status: 201 }),
  );

  app.put(
    '/api/admin/marketplace/players/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary: 'Edit a player',
        params: marketIdParams,
        body: savePlayerRequest,
        response: { 200: savePlayerResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updatePlayer(ctx, { playerId: request.params.id, ...request.body })),
  );

  app.post(
    '/api/admin/marketplace/images',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary:
          'Upload a player image (multipart field `image`: PNG, JPEG, GIF or WebP, at most 2 MB); it is re-encoded and stored public; returns its URL for the player form',
        consumes: ['multipart/form-data'],
        response: { 201: imageUploadResponse },
      },
    },
    async (request, reply) => {
      const image = await cleanPlayerImage(await readImage(request));
      const key = await store.put(IMAGE_BUCKET, image, 'webp');
      reply.status(201);
      return { imageUrl: imageUrlFor(key) };
    },
  );

  app.get(
    '/api/admin/marketplace/players/:id/owners',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'marketplace'], summary: 'Owners of a player, newest first', params: marketIdParams, response: { 200: ownerListResponse } },
    },
    async (request) => listOwners(db, request.params.id),
  );

  app.patch(
    '/api/admin/marketplace/ownerships/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary: "Set an ownership's status (active, expired, inactive)",
        params: marketIdParams,
        body: updateOwnershipRequest,
        response: { 200: updateOwnershipResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateOwnershipStatus(ctx, { ownershipId: request.params.id, status: request.body.status })),
  );

  app.get(
    '/api/admin/marketplace/bids',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary: 'Pending Mob Requests: every pending bid with whether it leads and whether its auction ended',
        response: { 200: pendingBidListResponse },
      },
    },
    async () => listPendingBids(db),
  );

  csvExportRoute(app, db, {
    table: 'bids',
    tags: ['admin', 'marketplace'],
    summary: 'Every pending bid, as CSV (audited)',
    // The pending bids are one short list (the table has no filter and no pages): one batch.
    batches: async function* () {
      yield (await listPendingBids(db)).items;
    },
  });

  app.post(
    '/api/admin/marketplace/bids/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary:
          'Approve the leading bid (approve_mob_request): capture its hold once, create the ownership, reject the other pending bids; 409 when already processed or not leading',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: marketIdParams,
        response: { 200: decideBidResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => approveBid(ctx, { bidId: request.params.id })),
  );

  app.post(
    '/api/admin/marketplace/bids/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'marketplace'],
        summary: 'Reject a pending bid and release its hold (rejecting the leader resets that auction); 409 when already processed',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: marketIdParams,
        response: { 200: decideBidResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => rejectBid(ctx, { bidId: request.params.id })),
  );
}

/** The one file part `image` of a multipart upload. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') {
      part?.file.resume();
      throw new AppError('VALIDATION', 'admin.marketplace.imageNotImage');
    }
    const data = await part.toBuffer();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('VALIDATION', 'admin.marketplace.imageNotImage');
    // Anything else here is a malformed form (no boundary, an empty one, cut off mid-part): the client's fault.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('VALIDATION', 'admin.marketplace.imageNotImage');
  }
}
