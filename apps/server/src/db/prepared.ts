import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client.js';

/**
 * A statement that every money action runs, built once (docs/decisions/023-prepared-money-statements.md).
 * Written with Drizzle's `sql` tag and `sql.placeholder('name')` for its values, turned into text when the
 * module loads. On PostgreSQL it runs as a named prepared statement: parsed and planned once per
 * connection, then only bound and executed. On PGlite it runs as a plain parameterised query (one process,
 * one connection, nothing to gain). It runs on the driver connection behind `db`, inside its open
 * transaction when `db` is one, so it commits or rolls back with the use case like any other query.
 *
 * Values reach the driver as given (numbers, strings, null): cast every placeholder in the text. Rows come
 * back as the driver parses them, which both drivers do alike for text, uuid, boolean, integer, json and
 * timestamptz (a Date); select bigint as text (`::text`), which they parse differently.
 */
export interface PreparedStatement<Values extends Record<string, unknown>, Row> {
  run(db: DbOrTx, values: Values): Promise<Row[]>;
}

interface PgliteQueryable {
  query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }>;
}

/** A transaction on the pool holds one of its clients: a `pg.Client` at run time, whatever its type says. */
type Driver = pg.Pool | pg.Client | PgliteQueryable;

const dialect = new PgDialect();

/** The driver connection (or pool) behind a Drizzle handle: both of Drizzle's Postgres sessions keep it as `client`. */
function driverOf(db: DbOrTx): Driver {
  return (db._.session as unknown as { client: Driver }).client;
}

export function preparedStatement<Values extends Record<string, unknown>, Row>(name: string, query: SQL): PreparedStatement<Values, Row> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const order = params.map((param) => {
    if (!is(param, Placeholder)) throw new Error(`prepared statement ${name}: every value must be a sql.placeholder`);
    return param.name;
  });
  return {
    async run(db, values) {
      const ordered = order.map((key) => values[key]);
      const driver = driverOf(db);
      if (driver instanceof pg.Pool || driver instanceof pg.Client) {
        return (await driver.query<Row & pg.QueryResultRow>({ name, text, values: ordered })).rows;
      }
      return (await driver.query<Row>(text, ordered)).rows;
    },
  };
}
