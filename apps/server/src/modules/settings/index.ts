/** The settings module's face: the payment settings other modules read. */
export { getFourEyesThreshold, getPaymentSettings } from './service.js';
export { seedSettingsDemoData } from './demo-data.js';
