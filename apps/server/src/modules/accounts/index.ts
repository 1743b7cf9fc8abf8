/** The accounts module's face: the role change used at set-up; the signed-in account as /api/me gives it. */
export { setUserRole } from './set-user-role.js';
export { getMe } from './me.js';
