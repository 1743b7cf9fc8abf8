import { AppError } from './errors.js';

/*
 * Text PostgreSQL cannot store. plugins/input-guard.ts refuses it in every request's query, params and body;
 * a route that reads a multipart form itself applies `findHostileText` to the fields.
 */

/** A NUL character, or a UTF-16 surrogate that is not part of a pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const HOSTILE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character PostgreSQL cannot store in text or jsonb. */
function isHostileText(text: string): boolean {
  return HOSTILE.test(text);
}

/**
 * How deep a request's JSON may nest. Arena's own bodies nest three levels at most; a body nested
 * thousands deep is built to exhaust the stack of whatever walks it (this check, a validator, a logger).
 */
const MAX_INPUT_DEPTH = 32;

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

function tooDeep(): AppError {
  return new AppError('VALIDATION', 'error.tooDeep');
}

export function invalidText(field: string): AppError {
  return new AppError('VALIDATION', 'error.invalidText', { fields: { [field]: 'error.invalidText' } });
}
