/** What a raw `execute(sql…)` answers, typed by the caller: node-postgres and PGlite give `{ rows }`. */
export type Rows<T> = T[] | { rows: T[] };

/**
 * The rows of a raw query. The row type comes from the caller, either as a cast of the result to `Rows<T>`
 * or as `rowsOf<T>(result)`: SQL written by hand has no type the compiler could check.
 */
export function rowsOf<T>(result: Rows<T> | { rows: unknown[] }): T[] {
  return (Array.isArray(result) ? result : result.rows) as T[];
}
