import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@arena/shared';
import { resolveLocale } from '../lib/request-locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request's reader reads (lib/request-locale.ts): their account's preference, their
     * `arena_language` cookie, or their browser's Accept-Language. Read when a text is rendered, so it sees the
     * session the access rule resolved.
     */
    readonly locale: Locale;
  }
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', {
    getter(this: Parameters<typeof resolveLocale>[0]) {
      return resolveLocale(this);
    },
  });
});
