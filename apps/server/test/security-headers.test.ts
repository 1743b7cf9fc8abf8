import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

describe('security headers', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
    admin = await t.createAdmin();
  });
  afterAll(() => t.close());

  it('Cache-Control: no-store on /api/me and every authenticated API answer, errors included', async () => {
    for (const [who, url] of [
      [user, '/api/me'],
      [user, '/api/wallet'],
      [user, '/api/notifications'],
      [user, '/api/verification'],
      [admin, '/api/admin/users'],
      [null, '/api/me'],
      [null, '/api/wallet'],
    ] as const) {
      const response = await t.request(who, { method: 'GET', url });
      expect(response.headers['cache-control'], `${url} (${response.statusCode})`).toBe('no-store');
    }
    const session = await t.request(user, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('no Strict-Transport-Security when the public URL is http', async () => {
    const response = await t.request(null, { method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('Strict-Transport-Security when the public URL is https', async () => {
    const secure = await createTestApp({ config: { publicUrl: 'https://arena.example', trustedOrigins: ['https://arena.example'] } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
