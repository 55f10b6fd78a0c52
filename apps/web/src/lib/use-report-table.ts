// A report's table paged and sorted by the API, its page and sort and its filters kept in the address.
import { PAGE_SIZE_DEFAULT } from '@backoffice/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ServerPaging, TableSort } from './table-view';
import { type TableDefaults, useTableInAddress, withoutPage } from './table-in-address';

export interface SetParamOptions {
  /** The page stays (a change of what is shown, not of which rows). */
  keepPage?: boolean;
  /** An empty value stays in the address (`?sellers=`: none chosen, rather than the default). */
  keepEmpty?: boolean;
}

/** The sort of a call: one of its fields and the order, or none (the report's own order). */
export interface Sorting<F extends string> {
  sortBy?: F;
  sortOrder?: TableSort['order'];
}

/** The table's sort as a call takes it: only a field the call knows. */
export function sortingOf<F extends string>(
  sort: TableSort | null,
  fields: readonly F[],
): Sorting<F> {
  const field = fields.find((candidate) => candidate === sort?.key);
  return sort && field !== undefined ? { sortBy: field, sortOrder: sort.order } : {};
}

/**
 * The table's page, size and sort, and the filters, all in the address: setting a filter, or a new
 * period, starts again from the first page. `sortFields` are those the call sorts by.
 */
export function useReportTable<F extends string>(
  defaultSort: TableSort & { key: F },
  sortFields: readonly F[],
) {
  const [params, setParams] = useSearchParams();
  const { key: sortKey, order: sortOrder } = defaultSort;
  const defaults = useMemo<TableDefaults>(
    () => ({
      sort: { key: sortKey, order: sortOrder },
      pageSize: PAGE_SIZE_DEFAULT,
      sortKeys: sortFields,
    }),
    [sortKey, sortOrder, sortFields],
  );
  const { view: table, setView: setTable } = useTableInAddress(defaults);
  const setParam = (
    name: string,
    value: string,
    { keepPage = false, keepEmpty = false }: SetParamOptions = {},
  ) => {
    setParams(
      (current) => {
        const next = keepPage ? new URLSearchParams(current) : withoutPage(current);
        if (value || keepEmpty) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // At once, as the period is: a filter set right after another does not write over it.
      { flushSync: true },
    );
  };
  const sorting = useMemo(() => sortingOf(table.sort, sortFields), [table.sort, sortFields]);
  return {
    params,
    setParams,
    table,
    setTable,
    setParam,
    /** A text filter of the address, '' when it has none. */
    text: (name: string) => params.get(name) ?? '',
    sorting,
    /** The page and its size, to add to the filters of the call. */
    page: { page: table.page, pageSize: table.pageSize },
    /** The table's server paging, given the answer's count. */
    server: (total: number): ServerPaging => ({ ...table, total, onChange: setTable }),
  };
}
