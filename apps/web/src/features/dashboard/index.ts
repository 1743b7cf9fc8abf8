/** The dashboard feature's face: what the app's entry and the server's render need of it. */
export { seedDashboardPage } from './api/page-data';
