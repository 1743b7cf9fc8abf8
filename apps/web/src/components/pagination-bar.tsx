import { formatCount, t } from '@arena/shared';
import { Group, Pagination, Text } from '@mantine/core';

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  /** false: at least `total` rows (the server stopped counting there); shown as '1,100+'. */
  totalIsExact?: boolean;
  onChange: (page: number) => void;
}

/** 'Showing 11–20 of 43' and the page buttons under a paged table; nothing when everything fits on one page. */
export function PaginationBar({ page, pageSize, total, totalIsExact = true, onChange }: PaginationBarProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(totalIsExact ? 'common.showingRange' : 'common.showingRangeAtLeast', {
          from: formatCount(from),
          to: formatCount(to),
          total: formatCount(total),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('common.previousPage')
                : control === 'next'
                  ? t('common.nextPage')
                  : control === 'first'
                    ? t('common.firstPage')
                    : t('common.lastPage'),
          })}
          getItemProps={(item) => ({ 'aria-label': t('common.pageNumber', { page: item }) })}
        />
      )}
    </Group>
  );
}
