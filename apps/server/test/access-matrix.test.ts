import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollResponse } from '@arena/shared';
import { notifications } from '../src/db/schema/index.js';
import type { Auth } from '../src/modules/auth/index.js';
import { accessPlugin } from '../src/plugins/access.js';
import { createNotification } from './factories.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { approveRequestApi, createLeagueApi, enroll, leagueDetail } from './leagues-helpers.js';
import { approveEnrollment, createTournament } from './tournament-helpers.js';
import { addPlayer } from './marketplace-helpers.js';
import { fund } from './wallet-helpers.js';

/**
 * docs/architecture.md, "Access": every registered /api route is requested as anonymous, a user and an admin, and every
 * parametrised user route as another user. The route list comes from `app.routeAccess`, so a new route is
 * covered the moment it is registered: better-auth's /api/auth/* (which guards its own endpoints, see
 * auth.test.ts) and the API documentation under /api/docs are requested like every other route.
 */

type RouteAccess = FastifyInstance['routeAccess'][number];

interface OwnedCase {
  /** The request user B makes against user A's resource: it must answer 404. */
  request: InjectOptions;
  /** Proves B's request changed nothing of A's resource. */
  unchanged?: () => Promise<void>;
}
interface SharedCase {
  /** The request a signed-in user makes for a resource someone else created: it must succeed. */
  request: InjectOptions;
  /** The status it must answer (default: any 2xx). */
  status?: number;
}
type OwnedEntry =
  | { owned: (ctx: { t: TestApp; owner: TestUser }) => Promise<OwnedCase> }
  /**
   * A parametrised user route whose resource is not owned by one user (visible to every signed-in user):
   * `shared` says why; `visible` creates the resource (as the admin, or anyone but the caller) and
   * returns the caller's request for it, which must succeed.
   */
  | { shared: string; visible: (ctx: { t: TestApp; admin: TestUser; caller: TestUser }) => Promise<SharedCase> };

/**
 * Every parametrised route with access 'user' must appear here, keyed `METHOD /url/:param`. `owned`
 * creates a resource of user A and returns the request user B makes for it; the test asserts B gets
 * 404 and, as a control, that A's own request with the same URL is not refused. `shared` routes are
 * requested too: a fresh user's request for a resource they did not create must succeed.
 */
function leagueRead(why: string, path: string): OwnedEntry {
  return {
    shared: why,
    visible: async ({ t, admin }) => {
      const league = await createLeagueApi(t, admin);
      return { request: { method: 'GET', url: `/api/leagues/${league.id}${path}` }, status: 200 };
    },
  };
}

const ownedResourceRoutes: Record<string, OwnedEntry> = {
  'POST /api/notifications/:id/read': {
    owned: async ({ t, owner }) => {
      const notification = await createNotification(t.db, owner.id);
      return {
        request: { method: 'POST', url: `/api/notifications/${notification.id}/read` },
        unchanged: async () => {
          const [row] = await t.db.select().from(notifications).where(eq(notifications.id, notification.id));
          expect(row!.isRead).toBe(false);
        },
      };
    },
  },
  'POST /api/wallet/transactions/:id/cancel': {
    owned: async ({ t, owner }) => {
      const deposit = await t.request(owner, {
        method: 'POST',
        url: '/api/wallet/deposits',
        payload: { method: 'moncash', amountCents: 2500, transactionRef: '12345' },
      });
      expect(deposit.statusCode, deposit.body).toBe(201);
      const id = deposit.json<{ transaction: { id: string } }>().transaction.id;
      return {
        request: { method: 'POST', url: `/api/wallet/transactions/${id}/cancel` },
        unchanged: async () => {
          const list = await t.request(owner, { method: 'GET', url: '/api/wallet/transactions' });
          const items = list.json<{ items: Array<{ id: string; status: string }> }>().items;
          expect(items.find((i) => i.id === id)?.status).toBe('pending');
        },
      };
    },
  },
  // Leagues are not owned by one user: every signed-in user sees them and may enroll (paying from
  // their own wallet) or pick their own team; the service scopes money and teams to the caller.
  'GET /api/leagues/:id': leagueRead('every signed-in user sees every league (the /leagues screen)', ''),
  'GET /api/leagues/:id/competitions': leagueRead('competitions of a league are offered to every signed-in user (new-request form)', '/competitions'),
  'GET /api/leagues/:id/calendar.ics': leagueRead("a league's match calendar is visible to every signed-in user, like its matches", '/calendar.ics'),
  'POST /api/leagues/:id/enroll': {
    shared: "any signed-in user may enroll in any open league; the fee comes from the caller's own wallet",
    visible: async ({ t, admin, caller }) => {
      const league = await createLeagueApi(t, admin, { priceCents: 500 });
      await fund(t, admin, caller, 5);
      return { request: { method: 'POST', url: `/api/leagues/${league.id}/enroll` }, status: 201 };
    },
  },
  'POST /api/leagues/:id/team': {
    shared: 'the caller picks a team for their own approved enrollment; nothing of another user is touched',
    visible: async ({ t, admin, caller }) => {
      const league = await createLeagueApi(t, admin, { priceCents: 0 });
      const team = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name: 'Free Lions' } });
      expect(team.statusCode, team.body).toBeLessThan(300);
      const enrolled = await enroll(t, caller, league.id);
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const approved = await approveRequestApi(t, admin, enrolled.json<{ enrollment: { requestId: string } }>().enrollment.requestId);
      expect(approved.statusCode, approved.body).toBe(200);
      const available = (await leagueDetail(t, caller, league.id)).availableTeams[0];
      return { request: { method: 'POST', url: `/api/leagues/${league.id}/team`, payload: { availableTeamId: available!.id } }, status: 201 };
    },
  },
  // Marketplace players and their bid history are visible to every signed-in user; bidding on one is open to all.
  'GET /api/marketplace/players/:id/bids': {
    shared: 'a marketplace player is visible to every signed-in user',
    visible: async ({ t, admin }) => {
      const player = await addPlayer(t, admin);
      return { request: { method: 'GET', url: `/api/marketplace/players/${player.id}/bids` }, status: 200 };
    },
  },
  'POST /api/marketplace/players/:id/bids': {
    shared: "any signed-in user may bid on a marketplace player; the amount is held from the caller's own wallet",
    visible: async ({ t, admin, caller }) => {
      const player = await addPlayer(t, admin, { priceCents: 500 });
      await fund(t, admin, caller, 5);
      return { request: { method: 'POST', url: `/api/marketplace/players/${player.id}/bids`, payload: { amountDollars: 5 } }, status: 201 };
    },
  },
};

// Tournaments are visible to every signed-in user; what is the caller's own (enrollment, team, matches) is
// scoped to the caller inside these routes, so another user's id never appears in their URLs.
const tournamentShared = "a tournament is visible to every signed-in user; the caller's own enrollment, team and matches are scoped to the caller";
const tournamentRead = (path: string): OwnedEntry => ({
  shared: tournamentShared,
  visible: async ({ t, admin }) => {
    const tournament = await createTournament(t, admin);
    return { request: { method: 'GET', url: `/api/tournaments/${tournament.id}${path}` }, status: 200 };
  },
});
Object.assign(ownedResourceRoutes, {
  'GET /api/tournaments/:id': tournamentRead(''),
  'GET /api/tournaments/:id/available-teams': tournamentRead('/available-teams'),
  'GET /api/tournaments/:id/bracket': tournamentRead('/bracket'),
  'GET /api/tournaments/:id/my-matches': tournamentRead('/my-matches'),
  'GET /api/tournaments/:id/calendar.ics': tournamentRead('/calendar.ics'),
  'POST /api/tournaments/:id/enroll': {
    shared: "enrolls the caller (charges the caller's own wallet) in a tournament every user may join",
    visible: async ({ t, admin, caller }) => {
      const tournament = await createTournament(t, admin, { priceCents: 1_000 });
      await fund(t, admin, caller, 10);
      return { request: { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` }, status: 201 };
    },
  },
  'POST /api/tournaments/:id/select-team': {
    shared: "picks a team for the caller's own approved enrollment",
    visible: async ({ t, admin, caller }) => {
      const tournament = await createTournament(t, admin, { priceCents: 0 });
      const team = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/available-teams`, payload: { name: 'Port Lions' } });
      expect(team.statusCode, team.body).toBe(201);
      const enroll = await t.request(caller, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` });
      expect(enroll.statusCode, enroll.body).toBe(201);
      await approveEnrollment(t, admin, enroll.json<EnrollResponse>().requestId);
      const free = await t.request(caller, { method: 'GET', url: `/api/tournaments/${tournament.id}/available-teams` });
      const [first] = free.json<{ items: Array<{ id: string }> }>().items;
      return { request: { method: 'POST', url: `/api/tournaments/${tournament.id}/select-team`, payload: { availableTeamId: first!.id } }, status: 201 };
    },
  },
} satisfies Record<string, OwnedEntry>);

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Reads the route table of a built app once, at collection time, so each route gets its own named test. */
const routeSource = await createTestApp();
const routes: RouteAccess[] = [...routeSource.app.routeAccess];
await routeSource.close();

const label = (r: RouteAccess) => `${r.method} ${r.url}`;
const isParametrised = (r: RouteAccess) => /[:*]/.test(r.url);

/** `/api/x/:id/y` with every `:param` a random uuid (and a wildcard a plain segment). */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, () => crypto.randomUUID()).replace(/\*/g, 'probe');
}

describe('access matrix', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
    admin = await t.createAdmin();
  });
  afterAll(() => t.close());

  /** One request; a streaming answer (SSE) is cut after its headers. */
  async function call(who: TestUser | null, route: RouteAccess, url = concreteUrl(route.url)) {
    const response = await t.request(who, {
      method: route.method,
      url,
      ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
      payloadAsStream: true,
    });
    const stream = response.stream();
    if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      stream.destroy();
      return { status: response.statusCode, body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
  }

  const errorCode = (body: string) => {
    try {
      return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
    } catch {
      return undefined;
    }
  };

  const errorMessageId = (body: string) => {
    try {
      return (JSON.parse(body) as { error?: { messageId?: string } }).error?.messageId;
    } catch {
      return undefined;
    }
  };
  /**
   * An admin account acts as an admin only (decision 032): on a route where a player acts (enroll, bid, deposit…),
   * the admin passes the access layer and the service refuses them with one of these texts.
   */
  const adminActsAsAdminOnly = ['account.adminCannotPlay', 'account.adminNoWalletActions'];

  it('sees the routes it is meant to check', () => {
    const labels = routes.map(label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'GET /api/events',
        'GET /api/notifications',
        'POST /api/notifications/:id/read',
        'GET /api/health',
        'GET /api/auth/*',
        'POST /api/auth/*',
        'GET /api/docs/json',
      ]),
    );
    expect(routes.every((r) => ['public', 'user', 'admin'].includes(r.access))).toBe(true);
  });

  it('every route under /api/admin/ is declared admin', () => {
    expect(routes.filter((r) => r.url.startsWith('/api/admin/') && r.access !== 'admin').map(label)).toEqual([]);
  });

  describe.each(routes.map((r) => [label(r), r] as const))('%s', (_name, route) => {
    it(`anonymous: ${route.access === 'public' ? 'never 401' : '401 UNAUTHENTICATED'}`, async () => {
      const { status, body } = await call(null, route);
      if (route.access === 'public') {
        expect(status).not.toBe(401);
      } else {
        expect(status, body).toBe(401);
        expect(errorCode(body)).toBe('UNAUTHENTICATED');
      }
      expect(status, body).toBeLessThan(500);
    });

    it(`signed-in user: ${route.access === 'admin' ? '403 FORBIDDEN' : 'passes the access layer'}`, async () => {
      const { status, body } = await call(user, route);
      if (route.access === 'admin') {
        expect(status, body).toBe(403);
        expect(errorCode(body)).toBe('FORBIDDEN');
      } else {
        expect([401, 403], body).not.toContain(status);
      }
      expect(status, body).toBeLessThan(500);
    });

    it('admin: passes the access layer', async () => {
      const { status, body } = await call(admin, route);
      if (status === 403 && route.access === 'user' && adminActsAsAdminOnly.includes(errorMessageId(body) ?? '')) return;
      expect([401, 403], `${label(route)} answered ${status}: ${body}`).not.toContain(status);
      expect(status, body).toBeLessThan(500);
    });

    if (route.access === 'user' && isParametrised(route)) {
      it("another user: 404 for someone else's resource, which stays unchanged (or, for a shared resource, an answer)", async () => {
        const entry = ownedResourceRoutes[label(route)];
        if (!entry) {
          expect.fail(
            `${label(route)} is a parametrised 'user' route with no entry in ownedResourceRoutes (apps/server/test/access-matrix.test.ts). ` +
              'Add one that creates a resource owned by user A and returns the request user B makes for it (B must get 404), ' +
              "or mark it { shared: '<why every signed-in user may use it>', visible: <creates the resource and returns the caller's request, which must succeed> }.",
          );
        }
        if ('shared' in entry) {
          expect(entry.shared.length).toBeGreaterThan(0);
          const caller = await t.createUser();
          const { request, status } = await entry.visible({ t, admin, caller });
          const response = await t.request(caller, request);
          if (status === undefined) {
            expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
            expect(response.statusCode, response.body).toBeLessThan(300);
          } else {
            expect(response.statusCode, response.body).toBe(status);
          }
          return;
        }
        const owner = await t.createUser();
        const other = await t.createUser();
        const { request, unchanged } = await entry.owned({ t, owner });

        const response = await t.request(other, request);
        expect(response.statusCode, response.body).toBe(404);
        expect(errorCode(response.body)).toBe('NOT_FOUND');
        await unchanged?.();

        // Control: the resource exists and its owner may act on it, so the 404 above is about ownership.
        const own = await t.request(owner, request);
        expect(own.statusCode, own.body).toBeLessThan(400);
      });
    }
  });

  it('every owned-resource entry names a registered route (no stale entries)', () => {
    const registered = new Set(routes.map(label));
    expect(Object.keys(ownedResourceRoutes).filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe('access rule at registration', () => {
  async function tinyApp() {
    const app = Fastify({ logger: false });
    // The hook that checks the rule runs at registration; the auth object is only used per request.
    await app.register(accessPlugin, { auth: {} as Auth });
    return app;
  }

  it('a route under /api without config.access throws when registered', async () => {
    const app = await tinyApp();
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(/GET \/api\/forgotten has no access rule/);
    await app.close();
  });

  it('an unknown access value throws too', async () => {
    const app = await tinyApp();
    expect(() => app.post('/api/typo', { config: { access: 'everyone' as never } }, async () => ({ ok: true }))).toThrow(/no access rule/);
    await app.close();
  });

  it('does not look up sessions for public files outside /api, but does for API routes', async () => {
    let lookups = 0;
    const auth = { api: { getSession: async () => ((lookups += 1), { headers: new Headers(), response: null }) } } as unknown as Auth;
    const app = Fastify({ logger: false });
    await app.register(accessPlugin, { auth });
    app.get('/assets/app.js', async () => 'js');
    app.get('/api/open', { config: { access: 'public' } }, async (request) => ({ user: request.user }));
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { cookie: 'better-auth.session_token=x' } });
    expect(asset.statusCode).toBe(200);
    expect(lookups).toBe(0);
    const api = await app.inject({ method: 'GET', url: '/api/open', headers: { cookie: 'better-auth.session_token=x' } });
    expect(api.json()).toEqual({ user: null });
    expect(lookups).toBe(1);
    await app.close();
  });

  it('a declared route is recorded in routeAccess; a non-API route defaults to public and is not listed', async () => {
    const app = await tinyApp();
    app.get('/api/declared', { config: { access: 'admin' } }, async () => ({ ok: true }));
    app.get('/static-page', async () => 'hello');
    await app.ready();
    expect(app.routeAccess).toEqual([{ method: 'GET', url: '/api/declared', access: 'admin', documented: true }]);
    await app.close();
  });
});
