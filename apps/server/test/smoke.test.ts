import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

describe('test harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, signs in and reads /api/me with a zero wallet', async () => {
    const user = await t.createUser({ name: 'Ada Player' });
    const me = await t.request(user, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      fullName: 'Ada Player',
      role: 'user',
      accountStatus: 'not_verified',
      wallet: { balanceCents: 0, heldCents: 0, availableCents: 0 },
    });
  });
});
