import { adminEn, en, issueKindMessageId, type AnyMessageId } from '@arena/shared';

/** One issue of a request-schema validation error (Fastify's `error.validation`, or an issue of a zod contract). */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  /** zod's issue code ('too_small', 'invalid_format'…). */
  keyword?: string;
  /** The rest of zod's issue (origin, minimum, format…). */
  params?: Record<string, unknown>;
}

const idByText = new Map<string, AnyMessageId>(Object.entries({ ...adminEn, ...en }).map(([id, text]) => [text, id as AnyMessageId]));

/** The catalogue id of an issue's message when the contract gave one of its texts (the spec's words), else undefined. */
export function issueCatalogueId(issue: ValidationIssue): AnyMessageId | undefined {
  return idByText.get(issue.message ?? '');
}

/** The field a validation issue is about, as `amountCents`-style dotted path ('_' for the whole input). */
export function issueField(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

/**
 * `{ field: catalogue id }` of a validation error: the contract's own text, else the text for the issue's kind (never
 * zod's default words), rendered in the reader's language by the error handler. The first message per field wins.
 */
export function validationFields(issues: readonly ValidationIssue[]): Record<string, AnyMessageId> {
  const fields: Record<string, AnyMessageId> = {};
  for (const issue of issues) {
    fields[issueField(issue)] ??= issueCatalogueId(issue) ?? issueKindMessageId({ ...issue.params, code: issue.keyword ?? '' });
  }
  return fields;
}

/** The issues of a failed zod parse as `ValidationIssue`s (what Fastify's validation error carries). */
export function zodValidationIssues(issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[]): ValidationIssue[] {
  return issues.map(({ path, message, code, ...params }) => ({ instancePath: `/${path.map(String).join('/')}`, message, keyword: code, params }));
}
