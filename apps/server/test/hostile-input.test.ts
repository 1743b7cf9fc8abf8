import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.js';
import { makePng, multipart, verificationForm } from './accounts-fixtures.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * Hostile text never reaches the database: a NUL character or a lone UTF-16 surrogate anywhere in a
 * JSON body, a form or a query string is refused at the edge with a 400 and a catalogue text, on
 * every route (better-auth's included). PostgreSQL cannot store either in text or jsonb, so without
 * the edge check they surfaced as 500s deep inside services.
 */

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const INVALID_TEXT = 'error.invalidText';

/** The documented body and query fields of every route, read from the OpenAPI document. */
function openApiFields(app: FastifyInstance) {
  const doc = app.swagger() as {
    paths?: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; parameters?: Array<{ in: string; name: string }> }
      >
    >;
  };
  const fields = new Map<string, { body: string[]; query: string[] }>();
  for (const [url, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const body = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      fields.set(`${method.toUpperCase()} ${url.replace(/\{([^}]+)\}/g, ':$1')}`, { body, query });
    }
  }
  return fields;
}

/** Field names better-auth's endpoints read (their bodies are not in Arena's OpenAPI document). */
const AUTH_FIELDS = [
  'email',
  'password',
  'name',
  'image',
  'newPassword',
  'currentPassword',
  'token',
  'code',
  'callbackURL',
  'redirectTo',
  'rememberMe',
  'revokeOtherSessions',
];

interface Probe {
  method: string;
  url: string;
  body: string[];
  query: string[];
}

describe('hostile input', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
    admin = await t.createAdmin();
  });
  afterAll(() => t.close());

  const messageId = (body: string) => {
    try {
      return (JSON.parse(body) as { error?: { messageId?: string } }).error?.messageId;
    } catch {
      return undefined;
    }
  };

  async function expectRefused(who: TestUser | null, options: InjectOptions) {
    const response = await t.request(who, options);
    expect(response.statusCode, response.body).toBe(400);
    expect(messageId(response.body)).toBe(INVALID_TEXT);
    expect(response.json().error.message).toBe('Text must not contain control or invalid characters.');
    return response;
  }

  describe('each reported case answers 400 with a catalogue text', () => {
    for (const [label, bad] of [
      ['NUL', NUL],
      ['lone surrogate', SURROGATE],
    ] as const) {
      it(`${label}: sign-in and sign-up (anonymous)`, async () => {
        await expectRefused(null, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: `x${bad}@arena.test`, password: 'password123' } });
        await expectRefused(null, { method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'new@arena.test', password: 'password123', name: bad } });
        // A form body too (a lone surrogate cannot be form-encoded; NUL can).
        if (bad === NUL) {
          await expectRefused(null, {
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'email=x%00y%40arena.test&password=password123',
          });
        }
      });

      it(`${label}: profile, admin user edit, rejection reason, adjustment note`, async () => {
        await expectRefused(user, { method: 'PUT', url: '/api/account/profile', payload: { fullName: bad, email: user.email } });
        await expectRefused(admin, { method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { fullName: bad } });
        const deposit = await t.request(user, {
          method: 'POST',
          url: '/api/wallet/deposits',
          payload: { method: 'moncash', amountCents: 2500, transactionRef: '12345' },
        });
        const id = deposit.json<{ transaction: { id: string } }>().transaction.id;
        await expectRefused(admin, { method: 'POST', url: `/api/admin/wallet-transactions/${id}/reject`, payload: { reason: bad } });
        await expectRefused(admin, { method: 'POST', url: `/api/admin/wallets/${user.id}/adjust`, payload: { amountDollars: 5, note: bad } });
        // A hostile key is refused like a hostile value.
        await expectRefused(user, { method: 'PUT', url: '/api/account/profile', payload: { fullName: 'Ok', email: user.email, [bad]: 1 } });
      });

      it(`${label}: the admin search and the audit-log filters`, async () => {
        // A lone surrogate cannot be written as UTF-8; its percent-encoded form must not pass either.
        const q = bad === NUL ? 'a%00b' : 'a%ED%A0%80b';
        await expectRefused(admin, { method: 'GET', url: `/api/admin/users?search=${q}` });
        await expectRefused(admin, { method: 'GET', url: `/api/admin/audit-log?action=${q}` });
      });
    }

    it('nothing was written by the refused requests', async () => {
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.name).not.toContain('\u0000');
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
      expect(audits).toEqual([]);
    });

    it('a multipart upload without a boundary, or cut off, is a 400', async () => {
      const form = multipart(verificationForm(), { filename: 'id.png', contentType: 'image/png', data: await makePng() });
      const noBoundary = await t.request(user, {
        method: 'POST',
        url: '/api/verification',
        headers: { 'content-type': 'multipart/form-data' },
        payload: form.payload,
      });
      expect(noBoundary.statusCode, noBoundary.body).toBe(400);
      expect(messageId(noBoundary.body)).toBe('error.validation');
      const truncated = await t.request(user, {
        method: 'POST',
        url: '/api/verification',
        headers: form.headers,
        payload: form.payload.subarray(0, form.payload.length - 200),
      });
      expect(truncated.statusCode, truncated.body).toBe(400);
      expect(messageId(truncated.body)).toBe('error.validation');
      // A NUL in a text field of the form is refused like one in JSON.
      const nul = multipart(verificationForm({ fullName: NUL }), { filename: 'id.png', contentType: 'image/png', data: await makePng() });
      await expectRefused(user, { method: 'POST', url: '/api/verification', headers: nul.headers, payload: nul.payload });
    });
  });

  describe('input built to crash the server is a 400 with a catalogue text', () => {
    it('JSON nested thousands of levels deep (it overflowed the stack while being checked)', async () => {
      for (const depth of [8_000, 50_000]) {
        const deep = '['.repeat(depth) + '"x"' + ']'.repeat(depth);
        const response = await t.request(user, {
          method: 'PUT',
          url: '/api/account/profile',
          headers: { 'content-type': 'application/json' },
          payload: `{"fullName":"Ok","email":"${user.email}","extra":${deep}}`,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(messageId(response.body)).toBe('error.tooDeep');
        expect(response.json().error.message).toBe('This request is nested too deeply to be read.');
      }
      // Nothing was written.
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.name).not.toBe('Ok');
    });

    it('a broken multipart upload of a player image: no boundary, an empty boundary, a body cut off', async () => {
      const png = await makePng();
      const form = multipart({}, { field: 'image', filename: 'p.png', contentType: 'image/png', data: png });
      const cases: Array<[string, InjectOptions]> = [
        ['no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: form.payload }],
        ['empty boundary', { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: form.payload }],
        ['cut off', { headers: form.headers, payload: form.payload.subarray(0, form.payload.length - 200) }],
      ];
      for (const [label, options] of cases) {
        const response = await t.request(admin, { method: 'POST', url: '/api/admin/marketplace/images', ...options });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
        expect(messageId(response.body), label).toBe('admin.marketplace.imageNotImage');
      }
    });
  });

  describe("better-auth's update-user", () => {
    it('is closed: profile changes go through PUT /api/account/profile (rules and audit)', async () => {
      for (const payload of [{ name: null }, { name: 'x'.repeat(20_000) }, { image: 'javascript:alert(1)' }]) {
        const response = await t.request(user, { method: 'POST', url: '/api/auth/update-user', payload });
        expect(response.statusCode, response.body).toBe(404);
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.name.length).toBeLessThan(200);
      expect(row!.image).toBeNull();
    });
  });

  it('every route: hostile text in any body field or query parameter is a 400, never a 5xx', async () => {
    const documented = openApiFields(t.app);
    const probes: Probe[] = [];
    for (const route of t.app.routeAccess) {
      if (route.url === '/api/auth/*') continue;
      const fields = documented.get(`${route.method} ${route.url}`) ?? { body: [], query: [] };
      probes.push({ method: route.method, url: route.url, body: fields.body, query: fields.query });
    }
    // better-auth's endpoints (behind /api/auth/*), each with the fields they read.
    for (const endpoint of Object.values(t.app.auth.api) as Array<{ path?: string; options?: { method?: string | string[] } }>) {
      if (!endpoint.path || endpoint.path.startsWith('/admin/')) continue;
      for (const method of [endpoint.options?.method ?? 'GET'].flat()) {
        probes.push({ method, url: `/api/auth${endpoint.path}`, body: AUTH_FIELDS, query: ['token', 'callbackURL'] });
      }
    }
    expect(probes.length).toBeGreaterThan(60);

    const fiveHundreds: string[] = [];
    const notRefused: string[] = [];
    let sent = 0;
    for (const probe of probes) {
      const url = probe.url.replace(/:[A-Za-z0-9_]+/g, user.id).replace(/\*/g, 'probe');
      for (const bad of [NUL, SURROGATE]) {
        const requests: Array<InjectOptions & { url: string }> = [];
        if (probe.method === 'GET' || probe.method === 'DELETE') {
          // Every documented filter, and an undocumented one.
          for (const name of [...probe.query, 'extra']) {
            const value = bad === NUL ? encodeURIComponent(bad) : 'a%ED%A0%80b';
            requests.push({ method: probe.method, url: `${url}?${name}=${value}` });
          }
        } else {
          const payload: Record<string, string> = { extra: bad };
          for (const name of probe.body) payload[name] = bad;
          requests.push({ method: probe.method, url, payload });
          for (const name of probe.query) requests.push({ method: probe.method, url: `${url}?${name}=${encodeURIComponent(NUL)}`, payload: {} });
        }
        for (const request of requests) {
          for (const who of [admin, null]) {
            sent += 1;
            const response = await t.request(who, { ...request, payloadAsStream: true });
            const stream = response.stream();
            let body = '';
            if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) stream.destroy();
            else for await (const chunk of stream) body += Buffer.from(chunk as Buffer).toString('utf8');
            const line = `${who ? 'admin' : 'anonymous'} ${request.method} ${request.url} → ${response.statusCode} ${body.slice(0, 160)}`;
            if (response.statusCode >= 500) fiveHundreds.push(line);
            // Signed in, every request with hostile text is refused at the edge. Anonymous requests to
            // protected routes may be refused earlier (401); they must not be a 5xx either.
            if (who && (response.statusCode !== 400 || messageId(body) !== INVALID_TEXT)) notRefused.push(line);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(fiveHundreds).toEqual([]);
    expect(notRefused).toEqual([]);
  }, 120_000);
});
