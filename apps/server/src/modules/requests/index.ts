/**
 * The requests module's face: what other modules may use. Enrollment requests of leagues and
 * tournaments share one shape (a pending request + an `entry_fee` ledger move referencing it), one
 * approve and one reject (which refunds the fee exactly once).
 */
export { approveRequest, createEnrollmentRequest, createUserRequest, publishToAdmins, rejectRequest, type EnrollmentInput } from './service.js';
export { getAdminRequest, listAdminRequests, listMyRequests, requestKind } from './queries.js';
export { recentEnrollmentActivity } from './activity.js';
