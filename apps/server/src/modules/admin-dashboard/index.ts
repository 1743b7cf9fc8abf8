/** The admin dashboard module's face. */
export { adminDashboardRoutes } from './routes.js';
