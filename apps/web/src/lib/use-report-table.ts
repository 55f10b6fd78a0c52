// A report's table paged and sorted by the API, under filters kept in the address.
import { PAGE_SIZE_DEFAULT } from '@backoffice/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ServerQuery, TableSort } from '../components/ui/data-table';
import type { ApiDateRange } from './date-range';

export interface SetParamOptions {
  /** The page stays (a change of what is shown, not of which rows). */
  keepPage?: boolean;
  /** An empty value stays in the address (`?sellers=`: none chosen, rather than the default). */
  keepEmpty?: boolean;
}

/**
 * The table's page, size and sort, and the filters in the address: setting a filter, or a new
 * period, starts again from the first page.
 */
export function useReportTable(period: ApiDateRange, defaultSort: TableSort) {
  const [params, setParams] = useSearchParams();
  const [table, setTable] = useState<ServerQuery>({
    page: 0,
    pageSize: PAGE_SIZE_DEFAULT,
    sort: defaultSort,
  });
  const [pagedPeriod, setPagedPeriod] = useState(period);
  if (pagedPeriod !== period) {
    setPagedPeriod(period);
    setTable((current) => ({ ...current, page: 0 }));
  }
  const setParam = (
    name: string,
    value: string,
    { keepPage = false, keepEmpty = false }: SetParamOptions = {},
  ) => {
    if (!keepPage) setTable((current) => ({ ...current, page: 0 }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value || keepEmpty) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // At once, as the period is: a filter set right after another does not write over it.
      { flushSync: true },
    );
  };
  return { params, setParams, table, setTable, setParam };
}
