/** Enumerated states of both specs; the database has a check constraint for each. */
export const roles = ['user', 'admin'] as const;
export const accountStatuses = ['not_verified', 'pending', 'verified', 'banned'] as const;
export const notificationTypes = ['info', 'success', 'warning', 'error', 'message'] as const;
export const paymentMethods = ['moncash', 'natcash'] as const;
export const walletTransactionTypes = ['deposit', 'withdraw'] as const;
export const walletTransactionStatuses = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export const walletEntryKinds = [
  'deposit',
  'withdrawal',
  'entry_fee',
  'refund',
  'prize',
  'bid_hold',
  'bid_release',
  'bid_capture',
  'withdrawal_hold',
  'withdrawal_release',
  'adjustment',
] as const;
/**
 * The operator's own accounts (double-entry ledger, docs/decisions/029): every wallet entry that changes a balance has
 * a counter entry of the opposite amount in one of them, so the sum over all wallets and system accounts is zero.
 */
export const systemAccounts = ['moncash_clearing', 'natcash_clearing', 'entry_fees', 'prizes', 'adjustments', 'marketplace_sales'] as const;
export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export const leagueStatuses = ['active', 'started', 'completed', 'cancelled'] as const;
export const tournamentStatuses = ['upcoming', 'active', 'completed', 'cancelled'] as const;
export const teamStages = ['8th_finalist', 'quarterfinalist', 'semifinalist', 'finalist', 'champion'] as const;
export const contractDurations = ['1_month', '3_months', '6_months'] as const;
export const marketplacePlayerStatuses = ['active', 'inactive'] as const;
export const bidStatuses = ['pending', 'approved', 'rejected'] as const;
export const ownershipStatuses = ['active', 'expired', 'inactive'] as const;

export type Role = (typeof roles)[number];
export type AccountStatus = (typeof accountStatuses)[number];
export type NotificationType = (typeof notificationTypes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type WalletEntryKind = (typeof walletEntryKinds)[number];
export type SystemAccount = (typeof systemAccounts)[number];

/** The clearing account of each payment method: deposits come in and withdrawals go out through it. */
export const clearingAccountOf = { moncash: 'moncash_clearing', natcash: 'natcash_clearing' } as const satisfies Record<PaymentMethod, SystemAccount>;

/**
 * The system accounts a wallet entry of each kind may be countered by; none for the kinds that only hold or release
 * (they change no balance). Deposits and withdrawals use the clearing account of their request's payment method.
 */
export const counterAccountsByKind = {
  deposit: ['moncash_clearing', 'natcash_clearing'],
  withdrawal: ['moncash_clearing', 'natcash_clearing'],
  entry_fee: ['entry_fees'],
  refund: ['entry_fees'],
  prize: ['prizes'],
  bid_hold: [],
  bid_release: [],
  bid_capture: ['marketplace_sales'],
  withdrawal_hold: [],
  withdrawal_release: [],
  adjustment: ['adjustments'],
} as const satisfies Record<WalletEntryKind, readonly SystemAccount[]>;
export type RequestStatus = (typeof requestStatuses)[number];
export type LeagueStatus = (typeof leagueStatuses)[number];
export type TournamentStatus = (typeof tournamentStatuses)[number];
export type TeamStage = (typeof teamStages)[number];
