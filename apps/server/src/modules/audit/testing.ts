/** The audit module's testing face: the reads a test explains (list-plans.test.ts) without HTTP. */
export { listAuditLog } from './audit-log-queries.js';
