/** One issue of a request-schema validation error (Fastify's `error.validation`). */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** The field a validation issue is about, as `body.amountCents`-style dotted path ('_' for the whole input). */
export function issueField(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

/** `{ field: message }` of a validation error; the first message per field wins. */
export function validationFields(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issueField(issue)] ??= issue.message ?? 'Invalid value';
  return fields;
}
