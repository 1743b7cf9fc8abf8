import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminExportColumns, adminExportPaths, adminExportTables, createTranslator, tAdmin } from '@arena/shared';
import { adminCatalogues, compileCatalogue } from '@arena/shared/locales';
import { auditLog, users } from '../src/db/schema/index.js';
import { keysetBatches } from '../src/lib/csv-export.js';
import { userExportBatches } from '../src/modules/accounts/testing.js';
import { listAuditLog } from '../src/modules/audit/testing.js';
import { listAdminTransactions } from '../src/modules/wallet/testing.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { action, deposit, insertUsers, withdraw, fund } from './wallet-helpers.js';

/** Splits a CSV answer into rows of cells (RFC 4180 quoting, as csv-stringify writes it). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const headersOf = (table: keyof typeof adminExportColumns) => adminExportColumns[table].map((c) => tAdmin(c.header));

/** CSV exports of the admin tables (decision 042): admins only, the table's filter, neutralised cells, audited, streamed. */
describe('admin CSV exports', () => {
  let t: TestApp;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    player = await t.createUser({ name: 'Plain Player' });
  });
  afterAll(() => t.close());

  const get = (user: TestUser | null, url: string) => t.request(user, { method: 'GET', url });

  it('answers admins only, on every table', async () => {
    expect(adminExportTables).toHaveLength(8);
    for (const table of adminExportTables) {
      const url = adminExportPaths[table];
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(player, url)).statusCode, url).toBe(403);
      const res = await get(admin, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="arena-${table}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect(parseCsv(res.body)[0], url).toEqual(headersOf(table));
    }
  });

  it("names the columns in the admin's language", async () => {
    const res = await t.request(admin, { method: 'GET', url: adminExportPaths.users, headers: { 'accept-language': 'fr-FR' } });
    const french = createTranslator('fr', compileCatalogue(adminCatalogues.fr));
    expect(parseCsv(res.body)[0]).toEqual(adminExportColumns.users.map((c) => french(c.header)));
    expect(parseCsv(res.body)[0]).toContain('Nom complet');
  });

  it("exports the rows of the filter only, with the list query's filter", async () => {
    const a = await t.createUser({ name: 'Zephyrine Export' });
    await t.createUser({ name: 'Someone Else' });
    const res = await get(admin, `${adminExportPaths.users}?search=zephyrine`);
    const rows = parseCsv(res.body);
    expect(rows.slice(1).map((r) => r[1])).toEqual([a.email]);

    await fund(t, admin, a, 30);
    const w = action(await withdraw(t, a, { method: 'natcash', amountCents: 1200, phoneNumber: '+1 415 555 0100' }));
    action(await deposit(t, a, { method: 'moncash', amountCents: 800, transactionRef: '11223' }));
    const exported = await get(admin, `${adminExportPaths.walletTransactions}?type=withdraw&status=pending`);
    expect(exported.statusCode, exported.body).toBe(200);
    const withdrawals = parseCsv(exported.body).slice(1);
    expect(withdrawals.map((r) => r[0])).toEqual([w.transaction.id]);
    expect(withdrawals[0]).toEqual(expect.arrayContaining(['withdraw', '12', 'pending']));
  });

  it("exports the protection report's players with their limits in dollars and their break, by the report's filter", async () => {
    const limited = await t.createUser({ name: 'Limited Lucie' });
    const resting = await t.createUser({ name: 'Resting Rene' });
    expect((await t.request(limited, { method: 'PUT', url: '/api/protection/limits', payload: { kind: 'depositDay', amountCents: 2550 } })).statusCode).toBe(
      200,
    );
    expect((await t.request(resting, { method: 'POST', url: '/api/protection/block', payload: { period: '7d', confirm: true } })).statusCode).toBe(200);

    const all = parseCsv((await get(admin, adminExportPaths.protection)).body);
    expect(all[0]).toEqual(headersOf('protection'));
    const byEmail = new Map(all.slice(1).map((row) => [row[1], row]));
    expect(byEmail.get(limited.email)).toEqual([limited.id, limited.email, 'Limited Lucie', 'limits', '25.5', '', '', '', '', '', '']);
    const rene = byEmail.get(resting.email)!;
    expect(rene.slice(0, 9)).toEqual([resting.id, resting.email, 'Resting Rene', 'timeout', '', '', '', '', '7d']);
    expect(new Date(rene[10]!).getTime() - new Date(rene[9]!).getTime()).toBe(7 * 24 * 3600 * 1000);

    const timeOuts = parseCsv((await get(admin, `${adminExportPaths.protection}?status=timeout`)).body).slice(1);
    expect(timeOuts.map((row) => row[1])).toContain(resting.email);
    expect(timeOuts.map((row) => row[1])).not.toContain(limited.email);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+cmd', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    for (const [i, name] of hostile.entries()) await t.createUser({ name, email: `hostile${i}@formula.test` });
    const rows = parseCsv((await get(admin, `${adminExportPaths.users}?search=formula.test`)).body).slice(1);
    const names = rows.map((r) => r[2]).sort();
    expect(names).toEqual(hostile.map((n) => `'${n}`).sort());
    // A cell that only contains such a character further in is left as it is.
    await t.createUser({ name: 'Anne-Marie = ok', email: 'inner@formula2.test' });
    expect(parseCsv((await get(admin, `${adminExportPaths.users}?search=formula2.test`)).body)[1]?.[2]).toBe('Anne-Marie = ok');
  });

  it('records each export in the audit log with its table and filter', async () => {
    const res = await get(admin, `${adminExportPaths.auditLog}?action=user.update`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.csv'), eq(auditLog.targetId, 'auditLog')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      actorId: admin.id,
      targetType: 'export',
      targetId: 'auditLog',
      after: { table: 'auditLog', filter: { action: 'user.update' } },
    });
    // A refused caller exports nothing and leaves no export row.
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.csv'));
    await get(player, adminExportPaths.users);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.csv'))).toHaveLength(before.length);
  });

  it('streams a large set a batch at a time, every row once, in the list order', async () => {
    await insertUsers(t.db, 1_250);
    const [{ n }] = [{ n: (await t.db.select({ id: users.id }).from(users)).length }];
    const res = await get(admin, adminExportPaths.users);
    // A stream has no length known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    const ids = parseCsv(res.body)
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);

    // The reader never holds more than one batch, and the batches follow the list's order without gaps.
    const sizes: number[] = [];
    const streamed: string[] = [];
    for await (const batch of userExportBatches(t.db, {}, 400)) {
      sizes.push(batch.length);
      streamed.push(...batch.map((u) => u.id));
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(400);
    expect(sizes.length).toBe(Math.ceil(n / 400));
    expect(streamed).toEqual(ids);
  });

  it('reads the audit log and the wallet requests on from the last row (keyset), in the list order without gaps', async () => {
    const auditFilter = { page: 1, pageSize: 100 };
    const auditAll = (await listAuditLog(t.db, auditFilter)).items.map((e) => e.id);
    expect(auditAll.length).toBeGreaterThan(5);
    const auditKeyset: string[] = [];
    for await (const batch of keysetBatches(async (afterId, pageSize) => (await listAuditLog(t.db, { ...auditFilter, pageSize, afterId })).items, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      auditKeyset.push(...batch.map((e) => e.id));
    }
    expect(auditKeyset).toEqual(auditAll);

    const txFilter = { status: 'all', type: 'all', page: 1, pageSize: 100 };
    const txAll = (await listAdminTransactions(t.db, txFilter)).items.map((w) => w.id);
    expect(txAll.length).toBeGreaterThan(1);
    const txKeyset: string[] = [];
    for await (const batch of keysetBatches(async (afterId, pageSize) => (await listAdminTransactions(t.db, { ...txFilter, pageSize, afterId })).items, 1)) {
      txKeyset.push(...batch.map((w) => w.id));
    }
    expect(txKeyset).toEqual(txAll);
  });
});
