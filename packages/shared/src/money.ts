import { activeLocale, type Locale } from './i18n.js';

/** Money is integer cents below the UI. These helpers are the only place cents meet dollars. */

/** Parses a dollar amount typed by a user ("12", "12.5", "12.50") into cents; null when not a valid amount. */
export function dollarsToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents)) return null;
  // '-0' is zero, not negative zero (which would compare and print oddly).
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * "1,234,567" from 1234567 (an integer). Not `toLocaleString`: a page's first use of the browser's Intl
 * loads its locale data, 40–90 ms of main thread, and a balance is on the first screen.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Groups of three digits in French and Kreyòl: a narrow no-break space (U+202F), as `fr-FR` and `fr-HT` write them. */
const FRENCH_GROUP = '\u202f';
/** Between a French or Kreyòl amount and its currency sign: a no-break space (U+00A0). */
const FRENCH_BEFORE_SIGN = '\u00a0';

/** A whole number with its digits grouped in the active language: "1,400" in English, "1 400" in French and Kreyòl. */
export function formatCount(whole: number): string {
  return formatCountIn(activeLocale(), whole);
}

/** A whole number with its digits grouped as `locale` writes them (the server's texts, in each reader's language). */
export function formatCountIn(locale: Locale, whole: number): string {
  return locale === 'en' ? groupThousands(whole) : String(whole).replace(/\B(?=(\d{3})+$)/g, FRENCH_GROUP);
}

/** Whole dollars as a chart's axis shows them: "$1,400" in English, "1 400 $" in French and Kreyòl. */
export function formatWholeDollars(whole: number): string {
  return activeLocale() === 'en' ? `$${groupThousands(whole)}` : `${formatCount(whole)}${FRENCH_BEFORE_SIGN}$`;
}

/**
 * An amount in `locale`'s conventions, without Intl (decision 025): English "$1,234.50", French and Kreyòl
 * "1 234,50 $" (Kreyòl writes amounts as `fr-HT` does).
 */
export function formatCentsIn(locale: Locale, cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  if (locale === 'en') return `${sign}$${groupThousands(whole)}.${fraction}`;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, FRENCH_GROUP);
  return `${sign}${grouped},${fraction}${FRENCH_BEFORE_SIGN}$`;
}

/** An amount in the active language: "$1,234.50" from 123450 in English, "1 234,50 $" in French and Kreyòl. */
export function formatCents(cents: number): string {
  return formatCentsIn(activeLocale(), cents);
}

/**
 * What a money field accepts (decision 033). Each rule names the catalogue key of the text shown when it is
 * broken; the key is returned as is, so the player's fields use player texts and the back office's fields may
 * name admin ones without this module importing the admin catalogue.
 */
export interface MoneyTextRules<Key extends string> {
  /** The text for anything that is not an amount this field takes ('abc', '1e3', '١٢', '1.234', '1,00'). */
  invalid: Key;
  /** The text for a negative amount where negatives are refused (default: `invalid`). */
  negative?: Key;
  /** A leading '-' is an amount (the admin's wallet adjustment removes funds with it). */
  allowNegative?: boolean;
  /** Whole dollars only: '150.5' is refused ('150.00' is 150). Otherwise at most two decimals. */
  wholeDollars?: boolean;
}

/** Longest text read as an amount: 15 digits of dollars with grouping, two decimals, sign and '$' (and beyond every ceiling). */
const MONEY_TEXT_MAX_LENGTH = 32;

/**
 * Reads an amount exactly as a person typed or pasted it, into integer cents; it never changes a number.
 * Accepted: ASCII digits, an optional '-' (where the rules allow it) then an optional '$', a decimal point with
 * one or two digits, and en-US grouping commas when every group after the first has three digits
 * ('1,000.50' is 100050 cents; '1,00' and '1,5' are refused, not guessed). Surrounding spaces are ignored.
 * Refused with the rules' text: everything else, such as exponents ('1e3'), other digits ('١٢'), more than two
 * decimals, a lone point ('.5', '5.'), a '+', and amounts beyond exact integers. Ranges (at least $1, the
 * platform's limits, not zero) are the field's contract's to check, with their own words.
 */
export function parseMoneyText<Key extends string>(text: string, rules: MoneyTextRules<Key>): { cents: number } | { error: Key } {
  const invalid = { error: rules.invalid };
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MONEY_TEXT_MAX_LENGTH) return invalid;
  const match = /^(-?)\$?((?:[1-9]\d{0,2}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return invalid;
  const [, sign = '', whole = '', fraction = ''] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return invalid;
  if (rules.wholeDollars && cents % 100 !== 0) return invalid;
  if (sign === '-' && cents !== 0) return rules.allowNegative ? { cents: -cents } : { error: rules.negative ?? rules.invalid };
  return { cents };
}

/** The text a money field starts with for an amount it edits: '12.50' from 1250, '-3.05' from -305 (no grouping, no '$'). */
export function centsToMoneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
