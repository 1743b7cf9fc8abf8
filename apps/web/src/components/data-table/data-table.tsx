import { Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Fragment, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIsMobile } from '@/lib/media';
import type { DesktopTable as DesktopTableComponent } from './desktop-table';
import classes from './data-table.module.css';

// Phones get cards and never download Mantine's Table (with the ScrollArea and floating-ui it brings); from 768 px
// the table loads with the page. `lazy` loses the type parameter, hence the cast.
const DesktopTable = lazy(() => import('./desktop-table').then((m) => ({ default: m.DesktopTable }))) as unknown as typeof DesktopTableComponent;
// The pager shows once a page has arrived and says how many rows there are; its code loads then.
const PaginationBar = lazy(() => import('@/components/pagination-bar').then((m) => ({ default: m.PaginationBar })));

export interface DataTableColumn<T> {
  /** Column header; also the label of the value in a mobile card. */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  width?: number | string;
  /** The header is read by screen readers only (an icon or toggle column). */
  hideHeader?: boolean;
  /**
   * Where the value goes in a mobile card: `title` (top left, no label), `aside` (top right, no label: a status
   * badge, an amount), `hidden` (not in the card), or by default a labelled line.
   */
  card?: 'title' | 'aside' | 'hidden';
}

/** The part of a TanStack query result the table reads: `useQuery(...)` fits as it is. */
export interface DataTableQuery<T> {
  data?: { items: T[]; total?: number; totalIsExact?: boolean } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
}

/** The paging part of `useListParams`. */
export interface DataTablePaging {
  page: number;
  pageSize: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (and of its scroll region). */
  label: string;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  query: DataTableQuery<T>;
  /** Paging from `useListParams`; without it the table shows the items it gets and no pager. */
  paging?: DataTablePaging;
  emptyText: string;
  /** Text of the red banner when the query failed. */
  errorText: (error: unknown) => string;
  /** A row's buttons: the last column on desktop, the bottom of the card on a phone. */
  rowActions?: (row: T, layout: 'table' | 'card') => ReactNode;
  /** More about a row, shown under it (a full-width row on desktop, inside the card on a phone); null for nothing. */
  expanded?: (row: T) => ReactNode;
  /** Replaces the default mobile card (label/value lines). It should render an `article`. */
  renderCard?: (row: T) => ReactNode;
  /** Below this width (px) the desktop table scrolls sideways inside a focusable region. */
  minWidth?: number;
  /** Placeholder rows while the first page loads. */
  skeletonRows?: number;
  /** Space between columns (Mantine's `horizontalSpacing`); narrower for wide tables. */
  horizontalSpacing?: number | 'xs' | 'sm' | 'md';
}

/**
 * The list of every screen: a Mantine table from 768 px, stacked cards below it (no column or button hides in a
 * sideways scroll on a phone), with the loading, empty and error states and the pager.
 *
 * ```tsx
 * const list = useListParams({ filters: { search: 'text' }, pageSize: 10 });
 * const query = useUsers(list.query);
 * <DataTable
 *   label={tAdmin('admin.users.title')}
 *   query={query}
 *   paging={list}
 *   rowKey={(user) => user.id}
 *   columns={[
 *     { header: tAdmin('admin.users.name'), cell: (user) => user.fullName, card: 'title' },
 *     { header: tAdmin('admin.users.status'), cell: (user) => <AccountStatusBadge status={user.accountStatus} />, card: 'aside' },
 *   ]}
 *   rowActions={(user) => <EditButton user={user} />}
 *   emptyText={tAdmin('admin.users.empty')}
 *   errorText={(error) => errorMessage(error, 'admin.users.loadFailed')}
 * />
 * ```
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    rowKey,
    query,
    paging,
    emptyText,
    errorText,
    rowActions,
    expanded,
    renderCard,
    minWidth,
    skeletonRows = 5,
    horizontalSpacing,
  } = props;
  const isMobile = useIsMobile();
  const items = query.data?.items;
  const total = query.data?.total;

  // After a delete or a filter change the current page may no longer exist: show the last one.
  const lastPage = paging && total !== undefined ? Math.max(1, Math.ceil(total / paging.pageSize)) : undefined;
  useEffect(() => {
    if (paging && lastPage !== undefined && paging.page > lastPage) paging.setPage(lastPage, { replace: true });
  }, [paging, lastPage]);

  const banner = query.isError ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
      {errorText(query.error)}
    </Alert>
  ) : null;
  const rows = query.isError ? [] : items;
  const busy = query.isPlaceholderData === true;

  const body = isMobile ? (
    <Stack gap="sm" aria-busy={busy || undefined} className={busy ? classes.busy : undefined}>
      {rows === undefined
        ? Array.from({ length: Math.min(skeletonRows, 3) }, (_, i) => <Skeleton key={i} height={112} radius="md" aria-hidden />)
        : rows.length === 0
          ? !query.isError && (
              <Text c="dimmed" ta="center" py="lg">
                {emptyText}
              </Text>
            )
          : rows.map((row) =>
              renderCard ? (
                <Fragment key={rowKey(row)}>{renderCard(row)}</Fragment>
              ) : (
                <RowCard key={rowKey(row)} row={row} columns={columns} actions={rowActions?.(row, 'card')} extra={expanded?.(row)} />
              ),
            )}
    </Stack>
  ) : (
    <Suspense fallback={<Skeleton height={48 * (skeletonRows + 1)} radius="md" aria-hidden />}>
      <DesktopTable
        label={label}
        columns={columns}
        rowKey={rowKey}
        emptyText={emptyText}
        rowActions={rowActions}
        expanded={expanded}
        minWidth={minWidth}
        horizontalSpacing={horizontalSpacing}
        rows={rows}
        busy={busy}
        failed={query.isError}
        skeletonRows={skeletonRows}
      />
    </Suspense>
  );

  return (
    <>
      {banner}
      {body}
      {paging && total !== undefined && lastPage !== undefined && paging.page <= lastPage && !query.isError && (
        <Suspense fallback={null}>
          <PaginationBar
            page={paging.page}
            pageSize={paging.pageSize}
            total={total}
            totalIsExact={query.data?.totalIsExact}
            onChange={(page) => paging.setPage(page)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The default phone layout of a row: title and aside on top, then each column as a labelled line, then the actions. */
function RowCard<T>({ row, columns, actions, extra }: { row: T; columns: DataTableColumn<T>[]; actions: ReactNode; extra: ReactNode }) {
  const title = columns.filter((column) => column.card === 'title');
  const aside = columns.filter((column) => column.card === 'aside');
  const lines = columns.filter((column) => column.card === undefined);
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      {(title.length > 0 || aside.length > 0) && (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="xs">
          <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title.map((column, index) => (
              <div key={index}>{column.cell(row)}</div>
            ))}
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {aside.map((column, index) => (
              <div key={index}>{column.cell(row)}</div>
            ))}
          </Stack>
        </Group>
      )}
      {lines.length > 0 && (
        <dl className={classes.fields}>
          {lines.map((column, index) => (
            <Fragment key={index}>
              <dt className={classes.label}>{column.header}</dt>
              <dd className={classes.value}>{column.cell(row)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {extra != null && extra !== false && <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{extra}</div>}
      {actions != null && actions !== false && (
        <Card.Section withBorder inheritPadding py="xs" mt="sm">
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        </Card.Section>
      )}
    </Card>
  );
}
