import {
  PRODUCT_REPORT_API,
  type ProductByMonthPage,
  type ProductByMonthRow,
  type ProductByMonthSearch,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { everyPage } from '../../../lib/every-page';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { productReportKeys } from './product-report-keys';

/** A page of products with their sales month by month, the totals, the top 10 and the categories. */
export async function getProductByMonth(
  search: ProductByMonthSearch,
  signal?: AbortSignal,
): Promise<ProductByMonthPage> {
  const { data } = await api.get<ProductByMonthPage>(PRODUCT_REPORT_API.byMonth, {
    params: search,
    // sellerCodes=A&sellerCodes=B
    paramsSerializer: { indexes: null },
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

export const productByMonthQueryOptions = (search: ProductByMonthSearch) =>
  queryOptions({
    queryKey: productReportKeys.byMonth(search),
    queryFn: ({ signal }) => getProductByMonth(search, signal),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useProductByMonth(search: ProductByMonthSearch) {
  return useQuery(productByMonthQueryOptions(search));
}

/** Every product of the search, page after page, for the Excel file. */
export function getAllProductByMonth(
  search: Omit<ProductByMonthSearch, 'page' | 'pageSize'>,
  onProgress: (rowsSoFar: number) => void,
): Promise<ProductByMonthRow[]> {
  return everyPage(
    (page, pageSize) => getProductByMonth({ ...search, page, pageSize }),
    onProgress,
  );
}
