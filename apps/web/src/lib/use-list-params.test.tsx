import { Select, TextInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TEXT_FILTER_DELAY_MS, useListParams, type ListParams } from './use-list-params';

const statuses = ['all', 'pending', 'completed'] as const;
let latest: ListParams<{ search: 'text'; status: typeof statuses }>;

function Probe() {
  const list = useListParams({ filters: { search: 'text', status: statuses }, pageSize: 20 });
  latest = list;
  return (
    <>
      <TextInput aria-label="Search" {...list.textInput('search')} />
      <Select aria-label="Status" data={[...statuses]} allowDeselect={false} {...list.select('status')} />
      <output data-testid="query">{JSON.stringify(list.query)}</output>
    </>
  );
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}') as Record<string, unknown>;

describe('useListParams', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads search, filters and page from the URL, ignoring unknown values and keeping other parameters', () => {
    const first = renderWithProviders(<Probe />, { url: '/list?search=%20ana%20&status=pending&page=3&tab=x' });
    expect(query()).toEqual({ search: 'ana', status: 'pending', page: 3, pageSize: 20 });
    expect(latest.isFiltered).toBe(true);
    first.unmount();

    renderWithProviders(<Probe />, { url: '/list?status=bogus&page=-2' });
    expect(query()).toEqual({ search: '', status: 'all', page: 1, pageSize: 20 });
    expect(latest.isFiltered).toBe(false);
  });

  it('applies typed text after the delay, replacing the history entry and going back to page 1', async () => {
    const { router } = renderWithProviders(<Probe />, { url: '/list?page=4&tab=deposit' });
    const input = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'jo' } });
    fireEvent.change(input, { target: { value: 'john ' } });
    // Shown at once, not applied yet.
    expect(input).toHaveValue('john ');
    expect(query()).toMatchObject({ search: '', page: 4 });

    await act(async () => {
      vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS);
    });
    expect(query()).toMatchObject({ search: 'john', page: 1 });
    expect(router.state.location.search).toBe('?tab=deposit&search=john');
    expect(router.state.historyAction).toBe('REPLACE');
    // The trailing space being typed is kept in the box.
    expect(input).toHaveValue('john ');
  });

  it('a choice filter is a new history entry, drops its default from the URL and resets the page', async () => {
    const { router } = renderWithProviders(<Probe />, { url: '/list?page=2' });
    await act(async () => latest.setFilters({ status: 'completed' }));
    expect(router.state.location.search).toBe('?status=completed');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => latest.setPage(3));
    expect(router.state.location.search).toBe('?status=completed&page=3');
    await act(async () => latest.setFilters({ status: 'all' }));
    expect(router.state.location.search).toBe('');
  });

  it('Back restores the previous filters, and the search box follows the URL', async () => {
    const { router } = renderWithProviders(<Probe />, { url: '/list' });
    await act(async () => latest.setFilters({ search: 'first' }));
    await act(async () => latest.setFilters({ search: 'second' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('second');
    await act(async () => router.navigate(-1));
    expect(query()).toMatchObject({ search: 'first' });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('first');
  });

  it('reset clears every filter, a pending text and the page', async () => {
    const { router } = renderWithProviders(<Probe />, { url: '/list?search=a&status=pending&page=5' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'abc' } });
    await act(async () => latest.reset());
    await act(async () => {
      vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS * 2);
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
