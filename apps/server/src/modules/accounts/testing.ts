/** The accounts module's testing face: the reads a test explains (list-plans.test.ts) without HTTP. */
export { listUsers } from './admin-users-service.js';
export { userExportBatches } from './queries.js';
