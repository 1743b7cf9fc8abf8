import { activeLocale, hasMessage, issueBoundParams, issueKindMessageId, renderMessage, t } from '@arena/shared';
import type { FormErrors } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';

/**
 * The catalogue's text for a zod issue, in the page's language: the contract's own message when it names one
 * (`textId`, with the issue's bounds as `{min}`/`{max}`), else the text for its kind.
 */
function issueText(issue: z.core.$ZodIssue): string {
  if (hasMessage(issue.message)) {
    return renderMessage(issue.message, issueBoundParams(issue as { minimum?: unknown; maximum?: unknown }, activeLocale()));
  }
  return t(issueKindMessageId(issue));
}

export interface ContractResolverOptions<Values> {
  /** Builds the request body from the form's values (typed dollars to cents…); the values themselves by default. */
  toRequest?: (values: Values) => unknown;
  /** Request field → form field, where they differ (`amountCents` → `amount`). */
  fields?: Record<string, string>;
}

/**
 * A Mantine form `validate` that checks the values with the same zod contract the server uses
 * (packages/shared), so no rule is written twice. Errors land on the form's fields, in the catalogue's words
 * (never a path such as '[body.email]'); the first error of a field wins.
 *
 * ```tsx
 * const form = useForm({ initialValues: { fullName: '', email: '' }, validate: contractResolver(updateProfileBody) });
 * ```
 */
export function contractResolver<Values>(schema: z.ZodType, options: ContractResolverOptions<Values> = {}) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(options.toRequest ? options.toRequest(values) : values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = options.fields?.[path] ?? path;
      if (errors[field] === undefined) errors[field] = issueText(issue);
    }
    return errors;
  };
}

const noErrors = (): FormErrors => ({});

/**
 * `contractResolver` of a contract loaded after the page's first paint, for the sign-in pages whose first load has no
 * room for the validation library (app/web budget): `load` is a module-level import of the contract. Until it is
 * in (a few milliseconds after the page shows) the form leaves the checking to the server, which uses the same
 * contract and answers in the same words.
 */
export function useLazyContract<Values>(load: () => Promise<z.ZodType>, options?: ContractResolverOptions<Values>) {
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setSchema(() => loaded),
      // Not loaded (offline): the server checks.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load]);
  return useMemo(() => (schema ? contractResolver<Values>(schema, options) : noErrors), [schema, options]);
}

/** The first error of a validated form, in field order: the red banner of forms whose spec asks for one. */
export function firstError(errors: FormErrors, order: string[]): string | null {
  for (const field of order) {
    const error = errors[field];
    if (typeof error === 'string') return error;
  }
  return null;
}
