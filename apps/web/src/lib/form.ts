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

/** Whether the visitor has touched the page yet (focused, pressed, typed): then a form's contract loads at once. */
let touched = false;
const touchEvents = ['focusin', 'pointerdown', 'keydown'] as const;

/** Runs `fn` once the visitor first touches the page (at once if they have); returns a cancel. */
function onFirstTouch(fn: () => void): () => void {
  if (touched) {
    fn();
    return () => {};
  }
  const listener = () => {
    touched = true;
    stop();
    fn();
  };
  const stop = () => {
    for (const type of touchEvents) document.removeEventListener(type, listener, true);
  };
  for (const type of touchEvents) document.addEventListener(type, listener, true);
  return stop;
}

/**
 * `contractResolver` of a contract loaded once the visitor first touches the page, for the sign-in pages whose first
 * load has no room for the validation library (app/web budget): `load` is a module-level import of the contract.
 * Loading it as the page showed made two long tasks of a slow phone's start (its preloads, then zod's evaluation,
 * about 100 ms at 4x CPU on /login) for a visitor who may never type. Until it is in (a few milliseconds after the
 * first focus, press or key) the form leaves the checking to the server, which uses the same contract and answers in
 * the same words.
 */
export function useLazyContract<Values>(load: () => Promise<z.ZodType>, options?: ContractResolverOptions<Values>) {
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = onFirstTouch(() => {
      load().then(
        (loaded) => current && setSchema(() => loaded),
        // Not loaded (offline): the server checks.
        () => {},
      );
    });
    return () => {
      current = false;
      cancel();
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
