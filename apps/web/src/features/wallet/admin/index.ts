// What other back-office screens may use of the wallet's admin part (loaded with them, never by players).
export { UpdateWalletBalanceModal } from './components/update-wallet-balance-modal';
