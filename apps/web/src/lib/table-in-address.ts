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

export interface TableDefaults {
  sort: TableSort | null;
  pageSize: number;
  /** The columns the table sorts by; another in the address reads as the default sort. */
  sortKeys: readonly string[];
}

/** The table's view as the address gives it. */
export function tableFromAddress(params: URLSearchParams, defaults: TableDefaults): ServerQuery {
  const page = Number(params.get(TABLE_PARAMS.page));
  const size = Number(params.get(TABLE_PARAMS.size));
  const key = params.get(TABLE_PARAMS.sort);
  const order = params.get(TABLE_PARAMS.order);
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
  const next = new URLSearchParams(params);
  for (const name of [
    TABLE_PARAMS.page,
    TABLE_PARAMS.size,
    TABLE_PARAMS.sort,
    TABLE_PARAMS.order,
  ]) {
    next.delete(name);
  }
  if (view.page > 0) next.set(TABLE_PARAMS.page, String(view.page + 1));
  if (view.pageSize !== defaults.pageSize) next.set(TABLE_PARAMS.size, String(view.pageSize));
  if (!sameSort(view.sort, defaults.sort)) {
    // No sort at all (the table's own order) is an empty `sort`, told apart from the default.
    next.set(TABLE_PARAMS.sort, view.sort?.key ?? '');
    if (view.sort) next.set(TABLE_PARAMS.order, view.sort.order);
  }
  return next;
}

/** The address without the page: a new period or filter starts again from the first one. */
export function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TABLE_PARAMS.page);
  return next;
}

/** The table's view in the address, and its setter. */
export function useTableInAddress(defaults: TableDefaults) {
  const [params, setParams] = useSearchParams();
  const { sort, pageSize, sortKeys } = defaults;
  const kept = useMemo(() => ({ sort, pageSize, sortKeys }), [sort, pageSize, sortKeys]);
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
  const { sort, pageSize, sortKeys } = defaults;
  const kept = useMemo(() => ({ sort, pageSize, sortKeys }), [sort, pageSize, sortKeys]);
  const state = useMemo<ClientView>(
    () => ({ ...tableFromAddress(params, kept), query: params.get(TABLE_PARAMS.search) ?? '' }),
    [params, kept],
  );
  const onChange = useCallback(
    (next: ClientView) => {
      setParams(
        (current) => {
          const updated = withTable(current, next, kept);
          if (next.query) updated.set(TABLE_PARAMS.search, next.query);
          else updated.delete(TABLE_PARAMS.search);
          return updated;
        },
        { flushSync: true, replace: true },
      );
    },
    [setParams, kept],
  );
  return { state, onChange };
}
