import type { ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';

/** Placeholder rows while a table's first page loads. */
export function TableSkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" width={column === 0 ? '80%' : '60%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** One full-width row with a message (empty state). */
export function TableMessageRow({ columns, children }: { columns: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="lg">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A table that scrolls sideways on narrow screens. The scroll box is focusable and named, so keyboard users
 * can scroll it even when the table holds no button or link (axe scrollable-region-focusable).
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
