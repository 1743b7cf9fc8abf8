import { EVENTS_CHANNEL } from '../db/client.js';
import { checkedKey, requestHashOf, type IdempotencyScope } from './idempotency.js';
import { MAX_EVENT_BYTES } from './realtime-events.js';

/**
 * What a money action written as one statement outside a transaction (a bid, decision 055; an adjustment that
 * applies at once, decision 056) passes to its database function beside its own input: the Idempotency-Key to claim
 * (checked: an unusable key is a 400 before anything runs) with the request's hash, the answer's text in the
 * caller's language, and what its realtime events need (the channel, the largest payload NOTIFY carries).
 */
export interface OneStatementRequest extends Record<string, unknown> {
  key: string | null;
  method: string;
  path: string;
  requestHash: string | null;
  message: string;
  channel: string;
  maxEventBytes: number;
}

export function oneStatementRequest(scope: IdempotencyScope, message: string): OneStatementRequest {
  return {
    key: scope.key === undefined ? null : checkedKey(scope.key),
    method: scope.method,
    path: scope.path,
    requestHash: scope.key === undefined ? null : requestHashOf(scope),
    message,
    channel: EVENTS_CHANNEL,
    maxEventBytes: MAX_EVENT_BYTES,
  };
}
