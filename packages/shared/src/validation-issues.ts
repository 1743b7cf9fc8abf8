import type { MessageId } from './messages.js';

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
