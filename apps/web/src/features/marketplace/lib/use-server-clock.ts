import { AUCTION_COUNTDOWN_REFRESH_MS } from '@arena/shared';
import { useEffect, useMemo, useState } from 'react';

/**
 * The database clock as seen from this browser: the list's `serverNow` gives the offset to the local
 * clock, so every open page counts down to the same end as the server. Re-renders every 60 seconds
 * (user spec §9: the countdown refreshes every 60 s).
 */
export function useServerNow(serverNow: string | undefined, intervalMs = AUCTION_COUNTDOWN_REFRESH_MS): number {
  const offset = useMemo(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0), [serverNow]);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    setTick(Date.now());
    const id = setInterval(() => setTick(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, serverNow]);
  return tick + offset;
}

/** "11h 42m" / "3m" until `end`; null once it has passed. */
export function formatRemaining(endIso: string, nowMs: number): string | null {
  const ms = Date.parse(endIso) - nowMs;
  if (ms <= 0) return null;
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
