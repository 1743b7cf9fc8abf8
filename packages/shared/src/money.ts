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

/** "$1,234.50" from 123450. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupThousands(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
