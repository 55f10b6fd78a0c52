import {
  PRODUCT_REPORT_API,
  type ProductAnalysisPage,
  type ProductAnalysisRow,
  type ProductAnalysisSearch,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { everyPage } from '../../../lib/every-page';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { productReportKeys } from './product-report-keys';

/** A page of products ranked over the period, with the totals, the top 10 and the categories. */
export async function getProductAnalysis(
  search: ProductAnalysisSearch,
  signal?: AbortSignal,
): Promise<ProductAnalysisPage> {
  const { data } = await api.get<ProductAnalysisPage>(PRODUCT_REPORT_API.analysis, {
    params: search,
    signal,
    // The report shows the failure in its own place, with a retry.
    call: { ignoreDefault: true },
  });
  return data;
}

export const productAnalysisQueryOptions = (search: ProductAnalysisSearch) =>
  queryOptions({
    queryKey: productReportKeys.analysis(search),
    queryFn: ({ signal }) => getProductAnalysis(search, signal),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useProductAnalysis(search: ProductAnalysisSearch) {
  return useQuery(productAnalysisQueryOptions(search));
}

/** Every product of the search, page after page, for the Excel file. */
export function getAllProductAnalysis(
  search: Omit<ProductAnalysisSearch, 'page' | 'pageSize'>,
  onProgress: (rowsSoFar: number) => void,
): Promise<ProductAnalysisRow[]> {
  return everyPage(
    (page, pageSize) => getProductAnalysis({ ...search, page, pageSize }),
    onProgress,
  );
}
