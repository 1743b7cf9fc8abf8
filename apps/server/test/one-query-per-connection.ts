import pg from 'pg';

/**
 * A PostgreSQL connection runs one query at a time. pg still queues a query sent while another runs, but warns
 * and will refuse it in pg 9, so reads started together inside a transaction must take turns (db/read-all.ts).
 * On the test database such an overlap fails at once, instead of waiting in pg's queue.
 */
const guarded = Symbol.for('arena.oneQueryPerConnection');
type ClientQuery = typeof pg.Client.prototype.query;
type ClientState = pg.Client & { _activeQuery?: unknown; _queryQueue: unknown[] };
const proto = pg.Client.prototype as typeof pg.Client.prototype & { [guarded]?: true };

if (process.env.TEST_DB === 'postgres' && !proto[guarded]) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with each client as `this` below
  const query = proto.query as (this: ClientState, ...args: unknown[]) => unknown;
  proto[guarded] = true;
  proto.query = function (this: ClientState, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) throw new Error('a query was sent on a connection that is still running another one');
    return query.apply(this, args);
  } as ClientQuery;
}
