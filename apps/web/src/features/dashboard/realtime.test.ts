import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { dashboardKeys } from './api/keys';
import { dashboardRealtime } from './realtime';

describe('dashboard realtime', () => {
  it('a notification or wallet event refetches recent activity; a result refetches the ranking too', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(dashboardKeys.activity, { items: [] });
    queryClient.setQueryData(dashboardKeys.ranking, { items: [], me: null, totalRanked: 0 });

    await dashboardRealtime.events!.notification!({}, queryClient);
    expect(queryClient.getQueryState(dashboardKeys.activity)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(dashboardKeys.ranking)?.isInvalidated).toBe(false);

    await dashboardRealtime.events!.standings!({}, queryClient);
    expect(queryClient.getQueryState(dashboardKeys.ranking)?.isInvalidated).toBe(true);
  });
});
