import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AnyMessageId } from '@arena/shared';
import { AppError } from './errors.js';
import { issueCatalogueId, validationFields } from './validation-issues.js';

/**
 * Error handler for a route module (set with `app.setErrorHandler` inside the module's encapsulated
 * plugin); whatever it rethrows goes on to the app's error handler.
 * - A schema validation error whose field message is a catalogue text (the spec's words, e.g.
 *   'Please enter a valid amount') becomes a 400 whose top-level `message` is that text, so the
 *   screen's red banner shows the spec's sentence; `fields` still lists every field.
 * - With `unauthenticated`, a 401 carries that text instead of the generic one (the wallet's
 *   'You must be logged in to perform this action').
 */
export function catalogueErrorHandler(options: { unauthenticated?: AnyMessageId } = {}) {
  return (error: FastifyError, _request: FastifyRequest, _reply: FastifyReply) => {
    if (options.unauthenticated && error instanceof AppError && error.code === 'UNAUTHENTICATED') {
      throw new AppError('UNAUTHENTICATED', options.unauthenticated);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation.map(issueCatalogueId).find((id) => id !== undefined);
      if (first) throw new AppError('VALIDATION', first, { fields: validationFields(error.validation) });
    }
    throw error;
  };
}
