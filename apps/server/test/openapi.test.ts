import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The OpenAPI document at /api/docs/json describes exactly the registered routes (app.routeAccess):
 * a route is either documented or hidden on purpose (`schema: { hide: true }`) and named below.
 */

/** Routes left out of the document, each with the reason. */
const HIDDEN: Record<string, string> = {
  'GET /api/health': 'a liveness probe for load balancers, not part of the API',
  'GET /api/events': 'the Server-Sent Events stream (docs/decisions/003-realtime.md); OpenAPI does not describe event streams',
  'GET /api/docs': 'the documentation itself',
  'GET /api/docs/json': 'the documentation itself',
  'GET /api/docs/yaml': 'the documentation itself',
  'GET /api/docs/static/*': 'the documentation itself',
  'GET /api/docs/static/index.html': 'the documentation itself',
  'GET /api/docs/static/swagger-initializer.js': 'the documentation itself',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `/api/x/:id/*` as OpenAPI writes it: `/api/x/{id}/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');

describe('OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.request(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    paths = res.json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => t.close());

  const documentedOperations = () =>
    Object.entries(paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((k) => METHODS.includes(k))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();

  it('documents every registered route that is not hidden, and nothing else', () => {
    const expected = t.app.routeAccess.filter((r) => r.documented).map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(documentedOperations()).toEqual([...new Set(expected)].sort());
    expect(expected.length).toBeGreaterThan(40);
  });

  it('hides exactly the routes named here, each for a reason', () => {
    const hidden = t.app.routeAccess.filter((r) => !r.documented).map((r) => `${r.method} ${r.url}`);
    expect(hidden.sort()).toEqual(Object.keys(HIDDEN).sort());
  });
});
