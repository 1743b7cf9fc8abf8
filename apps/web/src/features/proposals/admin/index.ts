// What other back-office screens use of the proposals (loaded with them, never by players).
export { PendingChanges } from './components/pending-changes';
export { invalidateAfterProposal } from './api/decide-admin-proposal';
