// What other back-office screens may use of player protection (loaded with them, never by players).
export { ProtectionModal } from './components/protection-modal';
export { ProtectionStatusBadge } from './components/protection-status-badge';
