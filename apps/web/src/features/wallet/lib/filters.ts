import { t, walletStatusFilters, walletTypeFilters } from '@arena/shared';

export type StatusFilter = (typeof walletStatusFilters)[number];
export type TypeFilter = (typeof walletTypeFilters)[number];

/** Status filter (user spec §9: all, pending, completed, rejected; the server also has cancelled). */
export const statusFilterOptions = (): { value: StatusFilter; label: string }[] =>
  walletStatusFilters.map((value) => ({
    value,
    label: value === 'all' ? t('wallet.filterAllStatuses') : t(`wallet.status.${value}`),
  }));

/** Type filter: all, deposit, withdraw. */
export const typeFilterOptions = (): { value: TypeFilter; label: string }[] =>
  walletTypeFilters.map((value) => ({
    value,
    label: value === 'all' ? t('wallet.filterAllTypes') : t(`wallet.type.${value}`),
  }));
