import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** A NUL character, or a UTF-16 surrogate that is not part of a pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const HOSTILE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character PostgreSQL cannot store in text or jsonb. */
export function isHostileText(text: string): boolean {
  return HOSTILE.test(text);
}

/**
 * How deep a request's JSON may nest. Arena's own bodies nest three levels at most; a body nested
 * thousands deep is built to exhaust the stack of whatever walks it (this check, a validator, a logger).
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * The path of the first string (value or key) in `value` that PostgreSQL cannot store, or undefined.
 * Walks with a stack of its own (no recursion) and refuses, with `tooDeep()`, a value nested deeper
 * than `MAX_INPUT_DEPTH`.
 */
export function findHostileText(value: unknown, path = ''): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  const at = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path: where, depth } = item;
    if (typeof current === 'string') {
      if (isHostileText(current)) return where || '_';
      continue;
    }
    if (!current || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw tooDeep();
    const entries: Array<[string, unknown]> = Array.isArray(current) ? current.map((inner, i) => [String(i), inner]) : Object.entries(current);
    for (const [key] of entries) if (!Array.isArray(current) && isHostileText(key)) return where || '_';
    // Pushed last to first, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i -= 1) pending.push({ value: entries[i]![1], path: at(where, entries[i]![0]), depth: depth + 1 });
  }
  return undefined;
}

export function tooDeep(): AppError {
  return new AppError('VALIDATION', 'error.tooDeep');
}

export function invalidText(field: string): AppError {
  return new AppError('VALIDATION', 'error.invalidText', { fields: { [field]: 'Invalid characters' } });
}

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
