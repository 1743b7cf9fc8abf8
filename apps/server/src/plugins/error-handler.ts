import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@arena/shared';
import { AppError, errorBody } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import { validationFields } from '../lib/validation-issues.js';

/**
 * Maps every error to `ApiErrorBody`, its texts in the reader's language (request.locale): AppErrors keep their
 * code, bad input is a 400, a database that cannot be reached a 503 (its transaction did not commit, or was cut while
 * committing: the same request with the same Idempotency-Key finds out which), the rest a logged 500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (code: ApiErrorBody['error']['code'], messageId: ApiErrorBody['error']['messageId'], fields?: ReturnType<typeof validationFields>) =>
      errorBody(request.locale, code, messageId, undefined, fields);
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody(request.locale));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(body('VALIDATION', 'error.validation', validationFields(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED', 'error.rateLimited'));
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'error.validation'));
    if (status === 415) return reply.status(415).send(body('UNSUPPORTED_MEDIA', 'error.validation'));
    if (status >= 400 && status < 500) return reply.status(status).send(body('VALIDATION', 'error.validation'));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database cannot be reached');
      return reply.status(503).header('retry-after', '5').send(body('UNAVAILABLE', 'error.databaseUnavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'error.unexpected'));
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) return reply.status(404).send(errorBody(request.locale, 'NOT_FOUND', 'error.notFound'));
    return reply.status(404).send('Not found');
  });
});
