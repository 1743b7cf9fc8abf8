/** The notifications module's testing face: the reads a test explains (list-plans.test.ts) without HTTP. */
export { listNotifications } from './service.js';
