import { parseMoneyText, tAny, type AnyMessageId, type MoneyTextRules } from '@arena/shared';
import type { FormErrors } from '@mantine/form';
import { contractResolver } from './form';

/** `contractResolver` for the back office's forms: their contracts name admin texts, which admin pages have loaded. */
export const adminContractResolver = contractResolver;

/** What a back-office money field accepts (decision 033): its texts come from either catalogue. */
export type AdminMoneyRules = MoneyTextRules<AnyMessageId>;

/**
 * A money field's text as the request's cents, exactly (`parseMoneyText`): undefined while empty (the contract
 * then says the amount is required), NaN when refused (so the contract refuses it too, and nothing is sent).
 */
export function typedCents(text: string, rules: AdminMoneyRules): number | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseMoneyText(text, rules);
  return 'cents' in parsed ? parsed.cents : Number.NaN;
}

/**
 * The errors of a form's money fields that are not amounts ('1e3', '١٢', '1.234', '-5' where refused), in their
 * rules' words; they win over the contract's, which only sees that the amount is missing. Empty fields are left to
 * the form's 'required' rule.
 */
export function moneyFieldErrors<Values extends object>(values: Values, fields: { [Field in keyof Values]?: AdminMoneyRules }): FormErrors {
  const errors: FormErrors = {};
  for (const [field, rules] of Object.entries(fields) as [string, AdminMoneyRules][]) {
    const value = (values as Record<string, unknown>)[field];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (text.trim() === '') continue;
    const parsed = parseMoneyText(text, rules);
    if ('error' in parsed) errors[field] = tAny(parsed.error);
  }
  return errors;
}
