import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findHostileText, invalidText } from '../lib/hostile-text.js';

/**
 * Refuses, before any route sees it, text that PostgreSQL cannot store: a NUL character or a lone
 * UTF-16 surrogate in a JSON body, a form body or the query string (and a query string that is not
 * valid percent-encoded UTF-8). Applies to every route, better-auth's raw-body routes included, so a
 * hostile string is a 400 with a catalogue text instead of a database error deep inside a service.
 * Multipart forms are read by their route, which applies `findHostileText` to the fields.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = hostileQuery(request) ?? findHostileText(request.params) ?? hostileBody(request);
    if (field) throw invalidText(field);
  });
});

function hostileQuery(request: FastifyRequest): string | undefined {
  const index = request.url.indexOf('?');
  if (index >= 0) {
    for (const pair of request.url.slice(index + 1).split('&')) {
      try {
        decodeURIComponent(pair.replace(/\+/g, ' '));
      } catch {
        return pair.split('=')[0] || '_';
      }
    }
  }
  return findHostileText(request.query);
}

/** Parsed bodies are walked; raw ones (better-auth's routes take the bytes) are read as they will be. */
function hostileBody(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return findHostileText(body);
  if (body.length === 0) return undefined;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const text = body.toString('utf8');
  if (type.includes('application/x-www-form-urlencoded')) return findHostileText([...new URLSearchParams(text)]);
  try {
    return findHostileText(JSON.parse(text));
  } catch {
    // Not JSON: whoever reads it refuses it; a raw NUL still never passes.
    return text.includes('\u0000') ? '_' : undefined;
  }
}
