import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a browser from another site (CSRF). better-auth checks
 * its own routes; this covers every Arena route. Non-browser clients send neither header and pass.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance, opts: { trustedOrigins: string[] }) => {
  const trusted = new Set(opts.trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined) {
      if (origin === 'null' || !trusted.has(origin)) throw new AppError('FORBIDDEN', 'error.crossSite');
      return;
    }
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new AppError('FORBIDDEN', 'error.crossSite');
  });
});
