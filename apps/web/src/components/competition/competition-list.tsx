import { Alert, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';

interface CompetitionListProps {
  /** The list's query: what it has loaded, whether it is still loading, whether it failed. */
  query: { isPending: boolean; isError: boolean; data: unknown };
  count: number;
  /** 'Failed to load leagues'. */
  failedText: string;
  /** 'Loading rankings...', where the spec gives one (a spinner with it); else placeholder cards this tall. */
  loading: { text: string } | { cardHeight: number };
  /** What an empty list shows: its icon, 'No Leagues Found', and why. */
  empty: { icon: Icon; title: string; hint: string };
  children: ReactNode;
}

/**
 * The body of a list of leagues, tournaments or their saved rankings: its failure (while nothing is loaded), its
 * loading state, its empty state, or the list. A failed refresh keeps the list it had.
 */
export function CompetitionList({ query, count, failedText, loading, empty, children }: CompetitionListProps) {
  if (query.isError && query.data === undefined)
    return (
      <Alert color="red" role="alert">
        {failedText}
      </Alert>
    );
  if (query.isPending)
    return 'text' in loading ? (
      <Stack align="center" py={60} gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{loading.text}</Text>
      </Stack>
    ) : (
      <Stack gap="md" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={loading.cardHeight} radius="md" />
        ))}
      </Stack>
    );
  if (count === 0) return <EmptyState {...empty} />;
  return children;
}
