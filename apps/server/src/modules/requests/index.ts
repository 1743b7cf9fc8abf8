/**
 * The requests module's face: what other modules may use. It alone writes the `requests` table; the
 * enrollment core (modules/enrollments) files, claims and closes enrollment requests through it.
 */
export {
  claimPendingRequest,
  closeOpenEnrollments,
  createUserRequest,
  enrollmentsOf,
  fileEnrollmentRequest,
  OPEN_ENROLLMENT,
  openEnrollmentOf,
  publishToAdmins,
  type EnrollmentTarget,
  type RequestRow,
} from './service.js';
export { getAdminRequest, listAdminRequests, listMyRequests, requestKind } from './queries.js';
export { recentEnrollmentActivity } from './activity.js';
export { requestTextsIn } from './enrollment-texts.js';
