import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list filter kept in the URL:
 * - a tuple of allowed values (`['all', 'pending', 'completed']`): a choice; the first one is the default;
 * - `'text'`: free text (a search box), trimmed, applied 300 ms after the last keystroke.
 * Defaults are left out of the URL, so an unfiltered list has a clean address.
 */
export type FilterSpec = readonly string[] | 'text';
export type FilterValues<F extends Record<string, FilterSpec>> = {
  [K in keyof F]: F[K] extends readonly (infer V extends string)[] ? V : string;
};

export interface ListParamsOptions<F extends Record<string, FilterSpec>> {
  filters: F;
  /** Rows per page; not in the URL. */
  pageSize: number;
}

export interface ListParams<F extends Record<string, FilterSpec>> {
  /** The applied filters (text trimmed), straight from the URL. */
  values: FilterValues<F>;
  page: number;
  pageSize: number;
  /** `values` + `page` + `pageSize`: the query of a list endpoint, and a stable query key part. */
  query: FilterValues<F> & { page: number; pageSize: number };
  /** True when any filter differs from its default. */
  isFiltered: boolean;
  /** Sets one or more filters at once (a new history entry) and goes back to page 1. */
  setFilters: (next: Partial<FilterValues<F>>) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Every filter back to its default, page 1. */
  reset: () => void;
  /** Props for a Mantine TextInput bound to a `'text'` filter: the typed text shows at once, the URL follows 300 ms later. */
  textInput: (name: TextFilterName<F>) => { value: string; onChange: (event: ChangeEvent<HTMLInputElement> | string) => void };
  /** Props for a Mantine Select bound to a choice filter (`allowDeselect={false}`; an unknown value falls back to the default). */
  select: <K extends ChoiceFilterName<F>>(name: K) => { value: FilterValues<F>[K]; onChange: (value: string | null) => void };
}

type TextFilterName<F extends Record<string, FilterSpec>> = { [K in keyof F]: F[K] extends 'text' ? K : never }[keyof F] & string;
type ChoiceFilterName<F extends Record<string, FilterSpec>> = { [K in keyof F]: F[K] extends 'text' ? never : K }[keyof F] & string;

export const TEXT_FILTER_DELAY_MS = 300;
const PAGE_PARAM = 'page';

function defaultOf(spec: FilterSpec): string {
  return spec === 'text' ? '' : (spec[0] ?? '');
}

function readValue(spec: FilterSpec, raw: string | null): string {
  if (raw === null) return defaultOf(spec);
  if (spec === 'text') return raw.trim();
  return spec.includes(raw) ? raw : defaultOf(spec);
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Search, filters and page of a list, kept in the URL's query string (React Router search params), so a
 * filtered list can be bookmarked, shared, reloaded and walked with Back/Forward. Other query parameters
 * of the page (a `tab`…) are left alone.
 *
 * ```tsx
 * const list = useListParams({ filters: { search: 'text', status: walletStatusFilters }, pageSize: 20 });
 * const query = useAdminTransactions(list.query); // { search, status, page, pageSize }
 * <TextInput aria-label={t('common.search')} {...list.textInput('search')} />
 * <Select data={statusFilterOptions} allowDeselect={false} {...list.select('status')} />
 * <DataTable query={query} list={list} … />
 * ```
 */
export function useListParams<const F extends Record<string, FilterSpec>>(options: ListParamsOptions<F>): ListParams<F> {
  const { filters, pageSize } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // `filters` is usually an inline object literal: key the memos on its content, not its identity.
  const specKey = JSON.stringify(filters);
  const specs = useMemo(() => JSON.parse(specKey) as Record<string, FilterSpec>, [specKey]);
  const names = useMemo(() => Object.keys(specs), [specs]);

  const values = useMemo(() => {
    const result: Record<string, string> = {};
    for (const name of names) result[name] = readValue(specs[name]!, searchParams.get(name));
    return result as FilterValues<F>;
  }, [names, specs, searchParams]);
  const page = readPage(searchParams.get(PAGE_PARAM));
  const isFiltered = names.some((name) => (values as Record<string, string>)[name] !== defaultOf(specs[name]!));

  /** Writes filters (defaults removed) and the page into the URL, keeping unrelated parameters. */
  const write = useCallback(
    (changes: Record<string, string>, nextPage: number, replace: boolean) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const spec = specs[name];
            if (!spec) continue;
            const clean = spec === 'text' ? value.trim() : value;
            if (clean === defaultOf(spec) || (spec !== 'text' && !spec.includes(clean))) next.delete(name);
            else next.set(name, clean);
          }
          if (nextPage > 1) next.set(PAGE_PARAM, String(nextPage));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, specs],
  );

  // Text being typed, per text filter, until it is the applied value.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);
  // The URL changed under a draft (Back, a link, reset): the URL wins.
  useEffect(() => {
    setDrafts((current) => {
      let changed = false;
      const next: Record<string, string> = {};
      for (const [name, draft] of Object.entries(current)) {
        if (timers.current.has(name) || draft.trim() === (values as Record<string, string>)[name]) next[name] = draft;
        else changed = true;
      }
      return changed ? next : current;
    });
  }, [values]);

  const cancelTimers = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);

  const setFilters = useCallback(
    (next: Partial<FilterValues<F>>) => {
      const changes = next as Record<string, string>;
      for (const name of Object.keys(changes)) {
        clearTimeout(timers.current.get(name));
        timers.current.delete(name);
      }
      setDrafts((current) => {
        const kept = { ...current };
        for (const name of Object.keys(changes)) delete kept[name];
        return kept;
      });
      write(changes, 1, false);
    },
    [write],
  );

  const setPage = useCallback((nextPage: number, pageOptions?: { replace?: boolean }) => write({}, nextPage, pageOptions?.replace ?? false), [write]);

  const reset = useCallback(() => {
    cancelTimers();
    setDrafts({});
    const defaults: Record<string, string> = {};
    for (const name of names) defaults[name] = defaultOf(specs[name]!);
    write(defaults, 1, false);
  }, [cancelTimers, names, specs, write]);

  const textInput = useCallback(
    (name: TextFilterName<F>) => ({
      value: drafts[name] ?? (values as Record<string, string>)[name] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement> | string) => {
        const text = typeof event === 'string' ? event : event.currentTarget.value;
        setDrafts((current) => ({ ...current, [name]: text }));
        clearTimeout(timers.current.get(name));
        timers.current.set(
          name,
          setTimeout(() => {
            timers.current.delete(name);
            // Typing replaces the history entry: Back leaves the list rather than undoing keystrokes.
            write({ [name]: text }, 1, true);
          }, TEXT_FILTER_DELAY_MS),
        );
      },
    }),
    [drafts, values, write],
  );

  const select = useCallback(
    <K extends ChoiceFilterName<F>>(name: K) => ({
      value: values[name],
      onChange: (value: string | null) => setFilters({ [name]: value ?? defaultOf(specs[name]!) } as Partial<FilterValues<F>>),
    }),
    [setFilters, specs, values],
  );

  const query = useMemo(() => ({ ...values, page, pageSize }), [values, page, pageSize]);

  return { values, page, pageSize, query, isFiltered, setFilters, setPage, reset, textInput, select };
}
