/** The settings module's face: the payment settings other modules read, and the change that an approved proposal applies. */
export {
  applySettingsChange,
  describeSettingsChange,
  getAppSettings,
  getFourEyesThreshold,
  getPaymentSettings,
  type SettingsPatch,
  type SettingsValues,
} from './service.js';
export { seedSettingsDemoData } from './demo-data.js';
