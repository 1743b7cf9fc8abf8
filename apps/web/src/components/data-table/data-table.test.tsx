import { Button } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setViewportWidth } from '@/testing/render';
import { DataTable, type DataTableColumn, type DataTablePaging, type DataTableQuery } from './data-table';

interface Row {
  id: string;
  name: string;
  status: string;
  email: string;
}

const rows: Row[] = [
  { id: '1', name: 'Ana', status: 'Pending', email: 'ana@arena.test' },
  { id: '2', name: 'Ben', status: 'Verified', email: 'ben@arena.test' },
];
const columns: DataTableColumn<Row>[] = [
  { header: 'Name', cell: (row) => row.name, card: 'title' },
  { header: 'Status', cell: (row) => row.status, card: 'aside' },
  { header: 'Email', cell: (row) => row.email },
];

function query(overrides: Partial<DataTableQuery<Row>> = {}): DataTableQuery<Row> {
  return { data: { items: rows, total: rows.length }, isPending: false, isError: false, error: null, ...overrides };
}

function table(q: DataTableQuery<Row>, paging?: DataTablePaging) {
  return (
    <DataTable
      label="People"
      query={q}
      paging={paging}
      rowKey={(row) => row.id}
      columns={columns}
      rowActions={(row) => <Button>{`Edit ${row.name}`}</Button>}
      emptyText="Nobody here"
      errorText={() => 'Failed to load people'}
    />
  );
}

describe('DataTable', () => {
  afterEach(() => setViewportWidth(1024));

  it('is a table with a header, a row per item and the actions column from 768 px', async () => {
    setViewportWidth(1280);
    renderWithProviders(table(query()));
    // The table's code loads on wide screens only (React.lazy): wait for it.
    const grid = await screen.findByRole('table', { name: 'People' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Email', 'Actions']);
    const ben = within(grid).getByRole('row', { name: /Ben/ });
    expect(within(ben).getByRole('button', { name: 'Edit Ben' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('below 768 px each row is a card with labelled fields and its actions; no table', () => {
    setViewportWidth(375);
    renderWithProviders(table(query()));
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const ana = cards[0]!;
    expect(within(ana).getByText('Ana')).toBeInTheDocument();
    expect(within(ana).getByText('Pending')).toBeInTheDocument();
    // A labelled line for the other columns; title and aside carry no label.
    expect(within(ana).getByText('Email')).toBeInTheDocument();
    expect(within(ana).queryByText('Name')).toBeNull();
    expect(within(ana).getByRole('button', { name: 'Edit Ana' })).toBeInTheDocument();
  });

  it('shows the empty text, or the error banner without it', async () => {
    setViewportWidth(1280);
    const empty = renderWithProviders(table(query({ data: { items: [], total: 0 } })));
    expect(await screen.findByText('Nobody here')).toBeInTheDocument();
    empty.unmount();

    renderWithProviders(table(query({ data: undefined, isPending: false, isError: true, error: new Error('x') })));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load people');
    await screen.findByRole('table');
    expect(screen.queryByText('Nobody here')).toBeNull();
  });

  it('loading: placeholder rows hidden from screen readers, no empty text', async () => {
    setViewportWidth(1280);
    renderWithProviders(table(query({ data: undefined, isPending: true })));
    await screen.findByRole('table');
    expect(screen.queryByText('Nobody here')).toBeNull();
    // Only the header row is exposed.
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('a page past the end moves to the last one', async () => {
    setViewportWidth(1280);
    const pages: number[] = [];
    const paging: DataTablePaging = { page: 5, pageSize: 1, setPage: (page) => pages.push(page) };
    await act(async () => {
      renderWithProviders(table(query(), paging));
    });
    expect(pages).toEqual([2]);
    // No pager for a page that does not exist: once the table and the pager's code are in, still none.
    await import('@/components/pagination-bar');
    await screen.findByRole('table', { name: 'People' });
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('pages: the range of the current page and the page buttons', async () => {
    setViewportWidth(1280);
    renderWithProviders(table(query(), { page: 2, pageSize: 1, setPage: () => {} }));
    expect(await screen.findByText('Showing 2–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('a total the server stopped counting reads as a lower bound', async () => {
    setViewportWidth(1280);
    renderWithProviders(table(query({ data: { items: rows, total: 1100, totalIsExact: false } }), { page: 1, pageSize: 100, setPage: () => {} }));
    expect(await screen.findByText('Showing 1–100 of 1,100+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 11' })).toBeInTheDocument();
  });
});
