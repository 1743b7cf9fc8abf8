import { formatCents, parseMoneyText, t, WALLET_AMOUNT_CEILING_CENTS, WALLET_MIN_AMOUNT_CENTS, type PaymentInfo } from '@arena/shared';

/**
 * Checks a deposit or withdrawal amount as typed, the way the server does (user spec §5): exactly an amount of
 * at least $1, cents allowed ('Please enter a valid amount'), then within the admin's per-transaction limits when
 * they are known. Returns the cents, or the message to show.
 */
export function parseAmount(text: string, limits: Pick<PaymentInfo, 'minAmountCents' | 'maxAmountCents'> | undefined): { cents: number } | { error: string } {
  const parsed = parseMoneyText(text, { invalid: 'wallet.invalidAmount' });
  if ('error' in parsed) return { error: t(parsed.error) };
  const { cents } = parsed;
  if (cents < WALLET_MIN_AMOUNT_CENTS || cents > WALLET_AMOUNT_CEILING_CENTS) return { error: t('wallet.invalidAmount') };
  if (limits && (cents < limits.minAmountCents || cents > limits.maxAmountCents)) {
    return { error: t('wallet.amountOutOfRange', { min: formatCents(limits.minAmountCents), max: formatCents(limits.maxAmountCents) }) };
  }
  return { cents };
}
