import { t } from '@arena/shared';
import { Group, Table, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { TableMessageRow, TableScroll, TableSkeletonRows } from '@/components/table-states';
import type { DataTableProps } from './data-table';
import classes from './data-table.module.css';

export interface DesktopTableProps<T> extends Pick<
  DataTableProps<T>,
  'label' | 'columns' | 'rowKey' | 'emptyText' | 'rowActions' | 'expanded' | 'minWidth' | 'horizontalSpacing'
> {
  /** undefined while the first page loads. */
  rows: T[] | undefined;
  /** A newer page is loading: the current rows stay, dimmed. */
  busy: boolean;
  /** The query failed: the banner above says so, and no empty-state row shows. */
  failed: boolean;
  skeletonRows: number;
}

/** DataTable's layout from 768 px: a Mantine table. data-table.tsx loads it on wide screens only. */
export function DesktopTable<T>({
  label,
  columns,
  rowKey,
  emptyText,
  rowActions,
  expanded,
  minWidth,
  horizontalSpacing,
  rows,
  busy,
  failed,
  skeletonRows,
}: DesktopTableProps<T>) {
  const count = columns.length + (rowActions ? 1 : 0);
  const table = (
    <Table
      verticalSpacing="sm"
      horizontalSpacing={horizontalSpacing}
      highlightOnHover
      aria-label={label}
      aria-busy={busy || undefined}
      className={busy ? classes.busy : undefined}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} ta={column.align} w={column.width}>
              {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
          {rowActions && <Table.Th ta="right">{t('common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows === undefined ? (
          <TableSkeletonRows columns={count} rows={skeletonRows} />
        ) : rows.length === 0 ? (
          !failed && <TableMessageRow columns={count}>{emptyText}</TableMessageRow>
        ) : (
          rows.map((row) => {
            const more = expanded?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Tr>
                  {columns.map((column, index) => (
                    <Table.Td key={index} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {rowActions && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {rowActions(row, 'table')}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
                {more != null && more !== false && (
                  <Table.Tr>
                    <Table.Td colSpan={count} bg="var(--mantine-color-default-hover)">
                      {more}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? (
    <TableScroll minWidth={minWidth} label={label}>
      {table}
    </TableScroll>
  ) : (
    table
  );
}
