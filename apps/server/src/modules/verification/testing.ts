/** The verification module's testing face: the reads a test explains (list-plans.test.ts) without HTTP. */
export { listVerifications } from './service.js';
