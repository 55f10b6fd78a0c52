// A report table's page, page size and sort kept in the address (`page` from 1, `size`, `sort` and
// `order`), so that a reload, a shared link or the way back shows the same rows. The defaults are
// left out of the address; a value that is not one (a page of letters, an unknown column) reads as
// the default.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ClientView, PAGE_SIZE_OPTIONS, type ServerQuery, type TableSort } from './table-view';

export const TABLE_PARAMS = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  order: 'order',
  search: 'q',
} as const;

/**
 * The names of a table's parameters: the plain ones, or, for one of several tables of a screen, each
 * after the table's prefix (`customersPage`, `customersSort`, `customersQ`…).
 */
export function tableParams(prefix = ''): Record<keyof typeof TABLE_PARAMS, string> {
  if (!prefix) return TABLE_PARAMS;
  const named = (name: string) => `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return {
    page: named(TABLE_PARAMS.page),
    size: named(TABLE_PARAMS.size),
    sort: named(TABLE_PARAMS.sort),
    order: named(TABLE_PARAMS.order),
    search: named(TABLE_PARAMS.search),
  };
}

export interface TableDefaults {
  sort: TableSort | null;
  pageSize: number;
  /** The columns the table sorts by; another in the address reads as the default sort. */
  sortKeys: readonly string[];
  /** The table's prefix, one of several tables of a screen (`tableParams`). */
  prefix?: string;
}

/** The table's view as the address gives it. */
export function tableFromAddress(params: URLSearchParams, defaults: TableDefaults): ServerQuery {
  const names = tableParams(defaults.prefix);
  const page = Number(params.get(names.page));
  const size = Number(params.get(names.size));
  const key = params.get(names.sort);
  const order = params.get(names.order);
  let sort = defaults.sort;
  if (key === '') sort = null;
  else if (key !== null && defaults.sortKeys.includes(key)) {
    sort = { key, order: order === 'asc' ? 'asc' : 'desc' };
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaults.pageSize,
    sort,
  };
}

const sameSort = (a: TableSort | null, b: TableSort | null) =>
  a?.key === b?.key && a?.order === b?.order;

/** `params` with the table's view written in (the defaults left out). */
export function withTable(
  params: URLSearchParams,
  view: ServerQuery,
  defaults: TableDefaults,
): URLSearchParams {
  const names = tableParams(defaults.prefix);
  const next = new URLSearchParams(params);
  for (const name of [names.page, names.size, names.sort, names.order]) next.delete(name);
  if (view.page > 0) next.set(names.page, String(view.page + 1));
  if (view.pageSize !== defaults.pageSize) next.set(names.size, String(view.pageSize));
  if (!sameSort(view.sort, defaults.sort)) {
    // No sort at all (the table's own order) is an empty `sort`, told apart from the default.
    next.set(names.sort, view.sort?.key ?? '');
    if (view.sort) next.set(names.order, view.sort.order);
  }
  return next;
}

/**
 * The address without the pages (every table's): a new period or filter starts again from the
 * first one.
 */
export function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) {
    if (name === TABLE_PARAMS.page || name.endsWith('Page')) next.delete(name);
  }
  return next;
}

/** The table's view in the address, and its setter. */
export function useTableInAddress(defaults: TableDefaults) {
  const [params, setParams] = useSearchParams();
  const { sort, pageSize, sortKeys, prefix } = defaults;
  const kept = useMemo(
    () => ({ sort, pageSize, sortKeys, prefix }),
    [sort, pageSize, sortKeys, prefix],
  );
  const view = useMemo(() => tableFromAddress(params, kept), [params, kept]);
  const setView = useCallback(
    (next: ServerQuery) => {
      setParams((current) => withTable(current, next, kept), { flushSync: true, replace: true });
    },
    [setParams, kept],
  );
  return { view, setView };
}

/** A client-side table's search, sort and page in the address (`view` of the DataTable). */
export function useClientViewInAddress(defaults: TableDefaults) {
  const [params, setParams] = useSearchParams();
  const { sort, pageSize, sortKeys, prefix } = defaults;
  const kept = useMemo(
    () => ({ sort, pageSize, sortKeys, prefix }),
    [sort, pageSize, sortKeys, prefix],
  );
  const search = tableParams(prefix).search;
  const state = useMemo<ClientView>(
    () => ({ ...tableFromAddress(params, kept), query: params.get(search) ?? '' }),
    [params, kept, search],
  );
  const onChange = useCallback(
    (next: ClientView) => {
      setParams(
        (current) => {
          const updated = withTable(current, next, kept);
          if (next.query) updated.set(search, next.query);
          else updated.delete(search);
          return updated;
        },
        { flushSync: true, replace: true },
      );
    },
    [setParams, kept, search],
  );
  return { state, onChange };
}
