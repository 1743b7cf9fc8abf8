import { dollarsToCents, formatCents, t, WALLET_AMOUNT_CEILING_CENTS, WALLET_MIN_AMOUNT_CENTS, type PaymentInfo } from '@arena/shared';

/**
 * Checks a typed dollar amount the way the server does (user spec §5): a valid amount of at least $1
 * ('Please enter a valid amount'), then within the admin's per-transaction limits when they are known.
 * Returns the cents, or the message to show.
 */
export function parseAmount(
  value: string | number,
  limits: Pick<PaymentInfo, 'minAmountCents' | 'maxAmountCents'> | undefined,
): { cents: number } | { error: string } {
  const cents = value === '' ? null : dollarsToCents(String(value));
  if (cents === null || cents < WALLET_MIN_AMOUNT_CENTS || cents > WALLET_AMOUNT_CEILING_CENTS) return { error: t('wallet.invalidAmount') };
  if (limits && (cents < limits.minAmountCents || cents > limits.maxAmountCents)) {
    return { error: t('wallet.amountOutOfRange', { min: formatCents(limits.minAmountCents), max: formatCents(limits.maxAmountCents) }) };
  }
  return { cents };
}
