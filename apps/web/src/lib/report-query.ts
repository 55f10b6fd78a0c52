// A report's call made once: its fetcher, its query options and its hook, and for a paged report every
// row of its filters for the Excel file.
import { type QueryKey, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { type EveryPage, type PageAnswer, everyPage } from './every-page';

/** Reports change only as orders arrive: an answer is kept fresh for a minute. */
export const REPORT_STALE_MS = 60_000;

export interface ReportCall<TSearch> {
  /** The path, or the path of this search (a detail: `/…/{code}`). */
  path: string | ((search: TSearch) => string);
  key: (search: TSearch) => QueryKey;
  /** The query parameters, when not the search itself (a detail's code goes in the path). */
  params?: (search: TSearch) => object;
  /** A seller-scoped call: the seller sent as X-SELLER-ID. */
  sellerId?: (search: TSearch) => number;
  /**
   * Another period, page, sort or filter keeps the last answer shown (dimmed) until the new one
   * arrives; true unless said.
   */
  keepPrevious?: boolean;
}

/** A report's fetcher, query options and hook. */
export function reportQuery<TSearch, TAnswer>(call: ReportCall<TSearch>) {
  const { keepPrevious = true } = call;
  async function fetchReport(search: TSearch, signal?: AbortSignal): Promise<TAnswer> {
    const { data } = await api.get<TAnswer>(
      typeof call.path === 'string' ? call.path : call.path(search),
      {
        params: call.params ? call.params(search) : search,
        // A list goes as the same name repeated: sellerCodes=A&sellerCodes=B.
        paramsSerializer: { indexes: null },
        signal,
        // The screen shows the failure (or "not found") in its own place, with a retry.
        call: {
          ignoreDefault: true,
          ...(call.sellerId ? { sellerId: call.sellerId(search) } : {}),
        },
      },
    );
    return data;
  }
  const options = (search: TSearch) =>
    queryOptions({
      queryKey: call.key(search),
      queryFn: ({ signal }) => fetchReport(search, signal),
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
      staleTime: REPORT_STALE_MS,
    });
  /** `enabled` false while the search is not complete (no seller chosen, no code in the address). */
  function useReport(search: TSearch, enabled = true) {
    return useQuery({ ...options(search), enabled });
  }
  return { fetch: fetchReport, options, useReport };
}

/** The search of a paged report without its page: what every row of an export is read over. */
export type Unpaged<TSearch> = Omit<TSearch, 'page' | 'pageSize'>;

/**
 * A paged report's fetcher, query options and hook, and `everyRow`: every row of its filters, page
 * after page, up to `limit` (EXPORT_ROWS_MAX unless said), saying when it cut.
 */
export function pagedReportQuery<
  TSearch extends { page?: number; pageSize?: number },
  TAnswer extends PageAnswer<unknown>,
>(call: ReportCall<TSearch>, limit?: number) {
  const report = reportQuery<TSearch, TAnswer>(call);
  type Row = TAnswer['items'][number];
  const everyRow = (
    search: Unpaged<TSearch>,
    onProgress?: (rowsSoFar: number) => void,
  ): Promise<EveryPage<Row>> =>
    everyPage<Row>(
      (page, pageSize) => report.fetch({ ...search, page, pageSize } as TSearch),
      limit === undefined ? { onProgress } : { onProgress, limit },
    );
  return { ...report, everyRow };
}
