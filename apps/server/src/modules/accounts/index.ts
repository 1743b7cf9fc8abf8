/** The accounts module's face: the role change used at set-up and the one an approved proposal applies; the signed-in account as /api/me gives it. */
export { setUserRole } from './set-user-role.js';
export { applyRoleChange, lockAdminRoles, type RoleChange } from './admin-role.js';
export { getMe } from './me.js';
export { makeOperatorAdmin, OperatorAdminError, type OperatorAdminResult } from './operator-admin.js';
