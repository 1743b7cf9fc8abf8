import { t } from '@arena/shared';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

type Refetchable = Pick<UseQueryResult, 'isFetching' | 'isPending' | 'refetch'>;

/**
 * A screen's Refresh: asks again for each of its queries, and spins while they refetch (not during their first
 * load, which the screen shows with its own loading state).
 */
export function RefreshButton({ queries }: { queries: Refetchable[] }) {
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={queries.some((query) => query.isFetching && !query.isPending)}
      onClick={() => void Promise.all(queries.map((query) => query.refetch()))}
    >
      {t('common.refresh')}
    </Button>
  );
}
