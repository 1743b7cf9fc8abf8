import type { Me } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '@/lib/me';
import { testQueryClient } from '@/testing/render';
import { walletKeys } from './api/keys';
import { walletRealtime } from './realtime';

const me = { id: 'u1', unreadNotifications: 2 } as Me;

describe('wallet realtime cache updates', () => {
  it('a wallet event marks the balance, the transaction lists and the account stale', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(walletKeys.state, { balanceCents: 0, heldCents: 0, availableCents: 0 });
    queryClient.setQueryData(walletKeys.transactionList({ status: 'all', type: 'all', page: 1, pageSize: 10 }), { items: [], total: 0 });
    queryClient.setQueryData(walletKeys.paymentInfo, { moncashPhone: null });
    queryClient.setQueryData(meQueryKey, me);

    await walletRealtime.events!.wallet!({}, queryClient);

    expect(queryClient.getQueryState(walletKeys.state)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(walletKeys.transactionList({ status: 'all', type: 'all', page: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    // The platform's payment numbers do not change with a user's wallet.
    expect(queryClient.getQueryState(walletKeys.paymentInfo)?.isInvalidated).toBe(false);
  });
});
