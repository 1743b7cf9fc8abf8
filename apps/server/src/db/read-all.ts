import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads and returns their results in order. On the pool they run at once, each on a
 * connection of its own. Inside a transaction they run one after another: a transaction holds one
 * connection, which takes one query at a time (pg still queues a query sent while another runs, with a
 * deprecation warning, and pg 9 refuses it). Each read is a function so that nothing starts before its turn.
 */
export async function readAll<const T extends readonly unknown[]>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** `readAll` over a list: one read per item, in the list's order. */
export async function readEach<Item, Result>(db: DbOrTx, items: readonly Item[], read: (item: Item) => PromiseLike<Result>): Promise<Result[]> {
  return readAll<Result[]>(
    db,
    items.map((item) => () => read(item)),
  );
}
