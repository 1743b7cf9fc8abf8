import { useMemo, useRef } from 'react';

/** A fresh Idempotency-Key: a v4 UUID (crypto.randomUUID is missing outside secure contexts, e.g. plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /**
   * The key for sending `request`: the previous key when the same request is sent again before a success
   * (a retry after a network error or a timeout), a new one otherwise. The server answers a repeated key
   * with the first response, so a request that did go through is never applied twice.
   */
  keyFor: (request: unknown) => string;
  /** After a success: the next submission, even an identical one, is a new request. */
  reset: () => void;
}

/** One Idempotency-Key per submission attempt of a form or an action (docs/decisions/006-money-ledger.md). */
export function useIdempotencyKeys(): IdempotencyKeys {
  const last = useRef<{ key: string; fingerprint: string } | null>(null);
  return useMemo(
    () => ({
      keyFor: (request) => {
        const fingerprint = JSON.stringify(request);
        if (last.current?.fingerprint !== fingerprint) last.current = { key: newIdempotencyKey(), fingerprint };
        return last.current.key;
      },
      reset: () => {
        last.current = null;
      },
    }),
    [],
  );
}
