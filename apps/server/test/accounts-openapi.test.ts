import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

describe('accounts area in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every accounts, verification and admin route of this area', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/account/profile',
      '/api/verification',
      '/api/verification/photo',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/requests',
      '/api/admin/users/{id}/verification',
      '/api/admin/verifications',
      '/api/admin/verifications/{userId}/photo',
      '/api/admin/verifications/{userId}/approve',
      '/api/admin/verifications/{userId}/reject',
      '/api/admin/dashboard',
      '/api/admin/audit-log',
      '/api/admin/audit-log/actions',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
