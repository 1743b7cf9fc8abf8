/** The settings module's face: the routes, and the payment settings other modules read. */
export { settingsRoutes } from './routes.js';
export { getPaymentSettings } from './service.js';
export { seedSettingsDemoData } from './demo-data.js';
