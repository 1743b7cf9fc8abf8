import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminExportColumns, adminExportPaths, neutraliseCsvCell, type AdminExportTable, type CsvCell, type CsvColumn } from '@arena/shared';
import type { Db } from '../db/client.js';
import { recordAudit } from './audit.js';
import { translate } from './i18n.js';

/** Rows an export reads at a time: one batch in memory, whatever the size of the table. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Reads a list page by page through its own list query (so the export holds exactly the table's filter) until a
 * page comes back short. `readPage` is the module's list query with the table's filter.
 */
export async function* pagedBatches<Row>(readPage: (page: number, pageSize: number) => Promise<Row[]>, pageSize = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  for (let page = 1; ; page += 1) {
    const rows = await readPage(page, pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Reads a list a batch at a time from the last row read (keyset): `readAfter` is the module's list query with the
 * table's filter, reading the rows after the one with id `afterId` in the list's order (the first page without it).
 */
export async function* keysetBatches<Row extends { id: string }>(
  readAfter: (afterId: string | undefined, pageSize: number) => Promise<Row[]>,
  pageSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await readAfter(afterId, pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

function toCell(value: CsvCell): string | number | boolean {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? neutraliseCsvCell(value) : value;
}

export interface CsvExport<Row> {
  table: AdminExportTable;
  /** The filter the admin exported with, as the route parsed it: recorded in the audit row. */
  filter: Record<string, unknown>;
  columns: readonly CsvColumn<Row>[];
  /** The matching rows, in the table's order, a batch at a time (read only as the download goes). */
  batches: AsyncIterable<Row[]>;
}

/**
 * Answers a CSV export of an admin table (docs/decisions/042-backups-and-csv-exports.md): the export is audited first
 * (`export.csv`, target the table, the filter as `after`), then the rows stream through csv-stringify, read a batch at
 * a time as the client takes them. Text cells that a spreadsheet would run as a formula are neutralised.
 */
export async function sendCsvExport<Row>(db: Db, request: FastifyRequest, reply: FastifyReply, csv: CsvExport<Row>): Promise<FastifyReply> {
  await recordAudit(db, {
    actorId: request.user!.id,
    action: 'export.csv',
    targetType: 'export',
    targetId: csv.table,
    after: { table: csv.table, filter: csv.filter },
    ipAddress: request.ip,
  });
  const { columns, batches } = csv;
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield columns.map((column) => toCell(column.cell(row)));
  }
  const source = Readable.from(records());
  // A byte-order mark, so a spreadsheet opens accented names (Kreyòl, French) as UTF-8.
  const output = stringify({
    header: true,
    // Headers in the admin's language.
    columns: columns.map((column) => translate(request.locale, column.header)),
    bom: true,
    cast: { boolean: (b) => (b ? 'true' : 'false') },
  });
  source.on('error', (error) => {
    request.log.error({ err: error, table: csv.table }, 'CSV export failed while streaming');
    output.destroy(error);
  });
  source.pipe(output);
  const day = new Date().toISOString().slice(0, 10);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="arena-${csv.table}-${day}.csv"`).send(output);
}

/** The row type of a table's export: what its columns read. */
type ExportRow<Table extends AdminExportTable> = (typeof adminExportColumns)[Table][number] extends CsvColumn<infer Row> ? Row : never;

export interface CsvExportRoute<Table extends AdminExportTable, Query extends z.ZodType> {
  table: Table;
  tags: string[];
  summary: string;
  /** The list's filter without its page (none: the table has no filter). */
  querystring?: Query;
  /** The matching rows, a batch at a time, from the list's own query with the parsed filter (in the admin's language). */
  batches: (filter: z.infer<Query>, request: FastifyRequest) => AsyncIterable<ExportRow<Table>[]>;
}

/**
 * Declares a table's CSV export: GET at the table's export path (`adminExportPaths`), admins only, the table's
 * columns (`adminExportColumns`), the filter as the route parsed it, answered by `sendCsvExport`.
 */
export function csvExportRoute<Table extends AdminExportTable, Query extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  route: CsvExportRoute<Table, Query>,
): void {
  app.get(
    adminExportPaths[route.table],
    {
      config: { access: 'admin' },
      // No querystring key at all for a table without a filter (Fastify warns of an undefined schema).
      schema: { tags: route.tags, summary: route.summary, ...(route.querystring ? { querystring: route.querystring } : {}) },
    },
    async (request, reply) => {
      const filter = (request.query ?? {}) as z.infer<Query>;
      return sendCsvExport(db, request, reply, {
        table: route.table,
        filter: filter as Record<string, unknown>,
        columns: adminExportColumns[route.table] as readonly CsvColumn<ExportRow<Table>>[],
        batches: route.batches(filter, request),
      });
    },
  );
}
