// What other features and the app shell may use of the wallet.
export { WalletDialog } from './components/wallet-dialog';
export { useWallet } from './api/get-wallet';
export { invalidateWallet } from './api/invalidate';
