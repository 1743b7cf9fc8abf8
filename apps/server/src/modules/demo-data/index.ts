/** The demo-data module's face: the seeder that `server.ts` runs on an empty database, and its accounts. */
export { DEMO_CREDENTIALS, isDatabaseEmpty, seedDemoData } from './seed.js';
