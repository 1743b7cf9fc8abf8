import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, useIdempotencyKeys } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are v4 UUIDs, also where crypto.randomUUID is missing (plain http on a LAN)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('a retry of the same request reuses its key; another request or a success gets a new one', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const keys = result.current;
    const first = keys.keyFor({ amountCents: 1500, ref: '12345' });
    expect(keys.keyFor({ amountCents: 1500, ref: '12345' })).toBe(first);
    const changed = keys.keyFor({ amountCents: 1600, ref: '12345' });
    expect(changed).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ amountCents: 1600, ref: '12345' })).not.toBe(changed);
  });
});
