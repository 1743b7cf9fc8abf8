/** The admin-proposals module's face: proposing a change of the payment settings or of an account's role. */
export { proposeRoleChange, proposeSettingsChange } from './service.js';
