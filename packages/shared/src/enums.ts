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
export type RequestStatus = (typeof requestStatuses)[number];
export type LeagueStatus = (typeof leagueStatuses)[number];
export type TournamentStatus = (typeof tournamentStatuses)[number];
export type TeamStage = (typeof teamStages)[number];
