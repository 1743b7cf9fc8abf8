/**
 * A use case that moves money in several wallets moves them in user id order: two such use cases then
 * lock wallet rows in the same order and cannot deadlock on each other (two tournaments deleted at once,
 * refunding the same players).
 */
export function inWalletOrder<T extends { userId: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}
