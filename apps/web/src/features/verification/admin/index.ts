// What other back-office screens may use of the verification review (loaded with them, never by players).
export { VerificationModal } from './components/verification-modal';
