/** The accounts module's face: profile and user-management routes, and the role change used at set-up. */
export { accountRoutes } from './routes.js';
export { setUserRole } from './set-user-role.js';
