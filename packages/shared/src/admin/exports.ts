import type { z } from 'zod';
import type { AdminMessageId } from '../admin-messages.js';
import { adminUserListQuery, adminVerificationListQuery, auditLogQuery, type AdminUser, type AdminVerification, type AuditEntry } from './accounts.js';
import type { PendingBid } from './marketplace.js';
import { adminProtectionReportQuery, type AdminProtectionReportRow } from './protection.js';
import { adminRankingListQuery, type AdminRankingRow } from './rankings.js';
import { adminRequestListQuery, type AdminRequest } from './requests.js';
import { adminWalletTransactionListQuery, type AdminWalletTransaction } from './wallet.js';

/**
 * CSV exports of the back office's tables (docs/decisions/042-backups-and-csv-exports.md): each table's export takes its
 * list's filters without the page and answers every matching row, with these columns, headed by the admin catalogue.
 */
export const adminExportTables = ['users', 'walletTransactions', 'verifications', 'auditLog', 'requests', 'bids', 'rankings', 'protection'] as const;
export type AdminExportTable = (typeof adminExportTables)[number];

/** Where each table's export answers (GET, admins only). */
export const adminExportPaths = {
  users: '/api/admin/users/export.csv',
  walletTransactions: '/api/admin/wallet-transactions/export.csv',
  verifications: '/api/admin/verifications/export.csv',
  auditLog: '/api/admin/audit-log/export.csv',
  requests: '/api/admin/requests/export.csv',
  bids: '/api/admin/marketplace/bids/export.csv',
  rankings: '/api/admin/rankings/export.csv',
  protection: '/api/admin/player-protection/export.csv',
} as const satisfies Record<AdminExportTable, string>;

const withoutPage = { page: true, pageSize: true } as const;
export const adminUserExportQuery = adminUserListQuery.omit(withoutPage);
export const adminWalletTransactionExportQuery = adminWalletTransactionListQuery.omit(withoutPage);
export const adminVerificationExportQuery = adminVerificationListQuery.omit(withoutPage);
export const auditLogExportQuery = auditLogQuery.omit(withoutPage);
export const adminRequestExportQuery = adminRequestListQuery.omit(withoutPage);
export const adminRankingExportQuery = adminRankingListQuery.omit(withoutPage);
export const adminProtectionExportQuery = adminProtectionReportQuery.omit(withoutPage);
export type AdminExportFilter<Schema extends z.ZodType> = z.input<Schema>;

/** A cell as the export writes it: text is neutralised against formulas, numbers and booleans are written as they are. */
export type CsvCell = string | number | boolean | null | undefined;
export interface CsvColumn<Row> {
  header: AdminMessageId;
  cell: (row: Row) => CsvCell;
}

/** Dollars as a number (1250 cents → 12.5): a spreadsheet sums it; the ledger stays in cents. */
const dollars = (cents: number) => cents / 100;

/** A protection report row's limit in force of one kind, in dollars (empty: none). */
const limitOf = (row: AdminProtectionReportRow, kind: AdminProtectionReportRow['limits'][number]['kind']) => {
  const cents = row.limits.find((limit) => limit.kind === kind)?.amountCents;
  return cents == null ? null : dollars(cents);
};

export const adminExportColumns = {
  users: [
    { header: 'adminExport.col.id', cell: (u) => u.id },
    { header: 'adminExport.col.email', cell: (u) => u.email },
    { header: 'adminExport.col.fullName', cell: (u) => u.fullName },
    { header: 'adminExport.col.role', cell: (u) => u.role },
    { header: 'adminExport.col.accountStatus', cell: (u) => u.accountStatus },
    { header: 'adminExport.col.verificationDate', cell: (u) => u.verificationDate },
    { header: 'adminExport.col.banned', cell: (u) => u.banned },
    { header: 'adminExport.col.balance', cell: (u) => dollars(u.walletBalanceCents) },
    { header: 'adminExport.col.held', cell: (u) => dollars(u.walletHeldCents) },
    { header: 'adminExport.col.createdAt', cell: (u) => u.createdAt },
  ] satisfies CsvColumn<AdminUser>[],
  walletTransactions: [
    { header: 'adminExport.col.id', cell: (w) => w.id },
    { header: 'adminExport.col.email', cell: (w) => w.user.email },
    { header: 'adminExport.col.fullName', cell: (w) => w.user.fullName },
    { header: 'adminExport.col.type', cell: (w) => w.type },
    { header: 'adminExport.col.method', cell: (w) => w.method },
    { header: 'adminExport.col.amount', cell: (w) => dollars(w.amountCents) },
    { header: 'adminExport.col.status', cell: (w) => w.status },
    { header: 'adminExport.col.transactionRef', cell: (w) => w.transactionRef },
    { header: 'adminExport.col.phoneNumber', cell: (w) => w.phoneNumber },
    { header: 'adminExport.col.notes', cell: (w) => w.notes },
    { header: 'adminExport.col.reviewedBy', cell: (w) => w.reviewedBy },
    { header: 'adminExport.col.createdAt', cell: (w) => w.createdAt },
    { header: 'adminExport.col.reviewedAt', cell: (w) => w.reviewedAt },
  ] satisfies CsvColumn<AdminWalletTransaction>[],
  verifications: [
    { header: 'adminExport.col.verificationId', cell: (v) => v.verificationId },
    { header: 'adminExport.col.email', cell: (v) => v.email },
    { header: 'adminExport.col.fullName', cell: (v) => v.fullName },
    { header: 'adminExport.col.dateOfBirth', cell: (v) => v.dateOfBirth },
    { header: 'adminExport.col.address', cell: (v) => v.address },
    { header: 'adminExport.col.city', cell: (v) => v.city },
    { header: 'adminExport.col.state', cell: (v) => v.state },
    { header: 'adminExport.col.postalCode', cell: (v) => v.postalCode },
    { header: 'adminExport.col.country', cell: (v) => v.country },
    { header: 'adminExport.col.accountStatus', cell: (v) => v.accountStatus },
    { header: 'adminExport.col.verificationDate', cell: (v) => v.verificationDate },
    { header: 'adminExport.col.createdAt', cell: (v) => v.createdAt },
  ] satisfies CsvColumn<AdminVerification>[],
  auditLog: [
    { header: 'adminExport.col.id', cell: (a) => a.id },
    { header: 'adminExport.col.createdAt', cell: (a) => a.createdAt },
    { header: 'adminExport.col.actorEmail', cell: (a) => a.actorEmail },
    { header: 'adminExport.col.action', cell: (a) => a.action },
    { header: 'adminExport.col.targetType', cell: (a) => a.targetType },
    { header: 'adminExport.col.targetId', cell: (a) => a.targetId },
    { header: 'adminExport.col.before', cell: (a) => (a.before == null ? null : JSON.stringify(a.before)) },
    { header: 'adminExport.col.after', cell: (a) => (a.after == null ? null : JSON.stringify(a.after)) },
    { header: 'adminExport.col.ipAddress', cell: (a) => a.ipAddress },
  ] satisfies CsvColumn<AuditEntry>[],
  requests: [
    { header: 'adminExport.col.id', cell: (r) => r.id },
    { header: 'adminExport.col.email', cell: (r) => r.user.email },
    { header: 'adminExport.col.fullName', cell: (r) => r.user.fullName },
    { header: 'adminExport.col.kind', cell: (r) => r.kind },
    { header: 'adminExport.col.title', cell: (r) => r.title },
    { header: 'adminExport.col.description', cell: (r) => r.description },
    { header: 'adminExport.col.competition', cell: (r) => r.league?.name ?? r.tournament?.name ?? r.competition?.name ?? null },
    { header: 'adminExport.col.status', cell: (r) => r.status },
    { header: 'adminExport.col.entryFee', cell: (r) => dollars(r.entryFeeCents) },
    { header: 'adminExport.col.createdAt', cell: (r) => r.createdAt },
  ] satisfies CsvColumn<AdminRequest>[],
  bids: [
    { header: 'adminExport.col.id', cell: (b) => b.id },
    { header: 'adminExport.col.player', cell: (b) => b.playerName },
    { header: 'adminExport.col.email', cell: (b) => b.userEmail },
    { header: 'adminExport.col.fullName', cell: (b) => b.userName },
    { header: 'adminExport.col.amount', cell: (b) => dollars(b.bidAmountCents) },
    { header: 'adminExport.col.leading', cell: (b) => b.isLeading },
    { header: 'adminExport.col.ended', cell: (b) => b.ended },
    { header: 'adminExport.col.createdAt', cell: (b) => b.createdAt },
    { header: 'adminExport.col.expiresAt', cell: (b) => b.expiresAt },
  ] satisfies CsvColumn<PendingBid>[],
  rankings: [
    { header: 'adminExport.col.rank', cell: (r) => r.rankPosition },
    { header: 'adminExport.col.email', cell: (r) => r.email },
    { header: 'adminExport.col.fullName', cell: (r) => r.fullName },
    { header: 'adminExport.col.matches', cell: (r) => r.matchesPlayed },
    { header: 'adminExport.col.wins', cell: (r) => r.wins },
    { header: 'adminExport.col.winRate', cell: (r) => r.winRate },
    { header: 'adminExport.col.tournamentsWon', cell: (r) => r.tournamentsWon },
    { header: 'adminExport.col.leaguesWon', cell: (r) => r.leaguesWon },
    { header: 'adminExport.col.earnings', cell: (r) => dollars(r.totalEarningsCents) },
    { header: 'adminExport.col.updatedAt', cell: (r) => r.updatedAt },
  ] satisfies CsvColumn<AdminRankingRow>[],
  protection: [
    { header: 'adminExport.col.id', cell: (p) => p.userId },
    { header: 'adminExport.col.email', cell: (p) => p.email },
    { header: 'adminExport.col.fullName', cell: (p) => p.fullName },
    { header: 'adminExport.col.status', cell: (p) => p.status },
    { header: 'adminExport.col.depositDay', cell: (p) => limitOf(p, 'depositDay') },
    { header: 'adminExport.col.depositWeek', cell: (p) => limitOf(p, 'depositWeek') },
    { header: 'adminExport.col.depositMonth', cell: (p) => limitOf(p, 'depositMonth') },
    { header: 'adminExport.col.spendWeek', cell: (p) => limitOf(p, 'spendWeek') },
    { header: 'adminExport.col.breakPeriod', cell: (p) => p.block?.period },
    { header: 'adminExport.col.breakStarted', cell: (p) => p.block?.startedAt },
    { header: 'adminExport.col.breakEnds', cell: (p) => p.block?.endsAt },
  ] satisfies CsvColumn<AdminProtectionReportRow>[],
} as const;

/** The characters a spreadsheet reads as the start of a formula in a cell (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading `'`, so it shows as the text it is. */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The export's URL with the table's current filters (empty and default values left out). */
export function adminExportUrl(table: AdminExportTable, filter: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== null && value !== '') params.set(key, value);
  const query = params.toString();
  return query ? `${adminExportPaths[table]}?${query}` : adminExportPaths[table];
}
