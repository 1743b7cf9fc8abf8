import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VERIFICATION_PHOTO_MAX_BYTES,
  adminVerificationDecisionResponse,
  adminVerificationListQuery,
  adminVerificationListResponse,
  myVerificationResponse,
  submitVerificationResponse,
  verificationFields,
  verificationUserParams,
  type VerificationFields,
  adminVerificationExportQuery,
} from '@arena/shared';
import { csvExportRoute, pagedBatches } from '../../lib/csv-export.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createLocalPrivateStore, privateStoreRoot, type PrivateStore } from '../../lib/private-store.js';
import { validationFields, zodValidationIssues } from '../../lib/validation-issues.js';
import { requireUser } from '../../lib/session-user.js';
import { runUseCase } from '../../lib/use-case.js';
import { findHostileText, invalidText } from '../../lib/hostile-text.js';
import { photoTooLarge } from './photo.js';
import {
  approveVerification,
  getMyVerification,
  listVerifications,
  readVerificationPhoto,
  rejectVerification,
  submitVerification,
  type StoredPhoto,
} from './service.js';
import { translate } from '../../lib/i18n.js';

const FIELD_NAMES = new Set(Object.keys(verificationFields.shape));

/**
 * Identity verification: the user's own record (no id in the URL: it is always the caller's), the
 * photo upload, and the admin review queue. Photos come only from the private store, through these
 * access-checked routes.
 */
export async function verificationRoutes(fastify: FastifyInstance, opts: { db: Db; config: AppConfig; store?: PrivateStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const store = opts.store ?? createLocalPrivateStore(privateStoreRoot(opts.config));
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: VERIFICATION_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 2000, parts: 21, headerPairs: 100 },
  });

  app.get(
    '/api/verification',
    {
      config: { access: 'user' },
      schema: { tags: ['verification'], response: { 200: myVerificationResponse } },
    },
    async (request) => getMyVerification(db, requireUser(request).id),
  );

  app.post(
    '/api/verification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['verification'],
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with text fields fullName, dateOfBirth (YYYY-MM-DD), address, city, country, optional state and postalCode, ' +
          'and the file field `photo` (PNG, JPEG or GIF, at most 5 MB; required on the first submission).',
        response: { 200: submitVerificationResponse },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { fields, photo } = await readSubmission(request);
      const verification = await runUseCase(request, reply, (ctx) => submitVerification(ctx, store, { fields, photo }));
      return { message: translate(request.locale, 'verification.submitted'), verification };
    },
  );

  app.get(
    '/api/verification/photo',
    {
      config: { access: 'user' },
      schema: { tags: ['verification'], description: "The signed-in user's own verification photo.", querystring: photoQuery },
    },
    async (request, reply) => sendPhoto(reply, await readVerificationPhoto(db, store, requireUser(request).id)),
  );

  // ------------------------------------------------------------ admin review

  app.get(
    '/api/admin/verifications',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: adminVerificationListQuery, response: { 200: adminVerificationListResponse } },
    },
    async (request) => listVerifications(db, request.query),
  );

  csvExportRoute(app, db, {
    table: 'verifications',
    tags: ['admin'],
    summary: "Every verification request matching the list's filters, as CSV (streamed; audited)",
    querystring: adminVerificationExportQuery,
    batches: (filter) => pagedBatches(async (page, pageSize) => (await listVerifications(db, { ...filter, page, pageSize })).items),
  });

  app.get(
    '/api/admin/verifications/:userId/photo',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: verificationUserParams, querystring: photoQuery },
    },
    async (request, reply) => sendPhoto(reply, await readVerificationPhoto(db, store, request.params.userId)),
  );

  app.post(
    '/api/admin/verifications/:userId/approve',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: verificationUserParams, response: { 200: adminVerificationDecisionResponse } },
    },
    async (request, reply) => {
      const result = await runUseCase(request, reply, (ctx) => approveVerification(ctx, { userId: request.params.userId }));
      return { message: translate(request.locale, 'admin.verifications.approved'), ...result };
    },
  );

  app.post(
    '/api/admin/verifications/:userId/reject',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: verificationUserParams, response: { 200: adminVerificationDecisionResponse } },
    },
    async (request, reply) => {
      const result = await runUseCase(request, reply, (ctx) => rejectVerification(ctx, { userId: request.params.userId }));
      return { message: translate(request.locale, 'admin.verifications.rejected'), ...result };
    },
  );
}

/** `?v=` only busts caches when the photo changes; its value is not used. */
const photoQuery = z.object({ v: z.string().max(40).optional() });

function sendPhoto(reply: FastifyReply, photo: StoredPhoto) {
  return (
    reply
      .header('content-type', photo.contentType)
      .header('content-disposition', `inline; filename="verification.${photo.ext}"`)
      .header('x-content-type-options', 'nosniff')
      // An ID document is never kept in a browser or proxy cache.
      .header('cache-control', 'no-store')
      // Opened on its own, the response can run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(photo.data)
  );
}

/** Reads the multipart form: text fields and at most one file, `photo`; other files are refused. */
async function readSubmission(request: FastifyRequest): Promise<{ fields: Partial<VerificationFields>; photo?: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'error.validation');
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || photo) {
          part.file.resume();
          throw new AppError('VALIDATION', 'error.validation', { fields: { [part.fieldname]: 'error.validation' } });
        }
        const data = await part.toBuffer();
        // An empty file input (no file chosen) arrives as a file part without bytes: no new photo.
        if (data.length > 0) photo = data;
      } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('VALIDATION', 'error.validation');
    // Anything else here is a malformed form (no boundary, cut off mid-part): the client's fault.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('VALIDATION', 'error.validation');
  }
  const hostile = findHostileText(fields);
  if (hostile) throw invalidText(hostile);
  const parsed = verificationFields.partial().safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'error.validation', { fields: validationFields(zodValidationIssues(parsed.error.issues)) });
  }
  return { fields: parsed.data, photo };
}
