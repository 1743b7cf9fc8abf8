/** The accounts module's face: the role change used at set-up. */
export { setUserRole } from './set-user-role.js';
