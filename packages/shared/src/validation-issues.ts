import type { Locale } from './i18n.js';
import type { MessageId } from './messages.js';
import { formatCountIn } from './money.js';

/** What the catalogue needs to know of a contract's issue: zod's issue, or the server's report of one. */
export interface IssueKind {
  code: string;
  origin?: unknown;
  minimum?: unknown;
  format?: unknown;
  input?: unknown;
}

/**
 * The catalogue text for an issue whose contract gave no text of its own (zod's default words such as
 * 'Invalid email address'): by its kind, so a person never reads zod's words or a request path.
 */
export function issueKindMessageId(issue: IssueKind): MessageId {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return 'form.required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'form.invalidEmail';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'form.required';
  return 'error.validation';
}

/**
 * The bounds of a too-small or too-big issue as a contract's text names them (`{min}`, `{max}`), their digits grouped
 * as `locale` writes them ("1 000" in French); empty where the issue has none.
 */
export function issueBoundParams(issue: { minimum?: unknown; maximum?: unknown }, locale: Locale): { min: string; max: string } {
  const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? formatCountIn(locale, Number(value)) : '');
  return { min: bound(issue.minimum), max: bound(issue.maximum) };
}
