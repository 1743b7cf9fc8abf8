import { adminEn, en, issueKindMessageId, type AnyMessageId } from '@arena/shared';
import type { FieldText } from './errors.js';

/** One issue of a request-schema validation error (Fastify's `error.validation`, or an issue of a zod contract). */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  /** zod's issue code ('too_small', 'invalid_format'…). */
  keyword?: string;
  /** The rest of zod's issue (origin, minimum, format…). */
  params?: Record<string, unknown>;
}

const isMessageId = (text: string): text is AnyMessageId => Object.hasOwn(en, text) || Object.hasOwn(adminEn, text);

/** The catalogue id an issue's message names when the contract gave one (`textId`: the spec's words), else undefined. */
export function issueCatalogueId(issue: ValidationIssue): AnyMessageId | undefined {
  const message = issue.message ?? '';
  return isMessageId(message) ? message : undefined;
}

/** The field a validation issue is about, as `amountCents`-style dotted path ('_' for the whole input). */
export function issueField(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

/**
 * `{ field: catalogue text }` of a validation error: the contract's own text with the bounds of its check ('at most
 * {max} characters'), else the text for the issue's kind (never zod's default words), rendered in the reader's
 * language by the error handler. The first message per field wins.
 */
export function validationFields(issues: readonly ValidationIssue[]): Record<string, FieldText> {
  const fields: Record<string, FieldText> = {};
  for (const issue of issues) {
    const id = issueCatalogueId(issue);
    const bounds = { minimum: issue.params?.minimum, maximum: issue.params?.maximum };
    fields[issueField(issue)] ??= id ? { id, bounds } : issueKindMessageId({ ...issue.params, code: issue.keyword ?? '' });
  }
  return fields;
}

/** The issues of a failed zod parse as `ValidationIssue`s (what Fastify's validation error carries). */
export function zodValidationIssues(issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[]): ValidationIssue[] {
  return issues.map(({ path, message, code, ...params }) => ({ instancePath: `/${path.map(String).join('/')}`, message, keyword: code, params }));
}
