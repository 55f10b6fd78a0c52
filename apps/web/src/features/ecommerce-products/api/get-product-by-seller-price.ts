import {
  PRODUCT_REPORT_API,
  type ProductBySellerPricePage,
  type ProductBySellerPriceRow,
  type ProductBySellerPriceSearch,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { everyPage } from '../../../lib/every-page';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { productReportKeys } from './product-report-keys';

/** A page of products with their price at each seller compared, the standing and the categories. */
export async function getProductBySellerPrice(
  search: ProductBySellerPriceSearch,
  signal?: AbortSignal,
): Promise<ProductBySellerPricePage> {
  const { data } = await api.get<ProductBySellerPricePage>(PRODUCT_REPORT_API.bySellerPrice, {
    params: search,
    // sellerCodes=A&sellerCodes=B
    paramsSerializer: { indexes: null },
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

export const productBySellerPriceQueryOptions = (search: ProductBySellerPriceSearch) =>
  queryOptions({
    queryKey: productReportKeys.bySellerPrice(search),
    queryFn: ({ signal }) => getProductBySellerPrice(search, signal),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

/** `enabled` false while no seller is chosen: the call needs at least one. */
export function useProductBySellerPrice(search: ProductBySellerPriceSearch, enabled = true) {
  return useQuery({ ...productBySellerPriceQueryOptions(search), enabled });
}

/** Every product of the search, page after page, for the Excel file. */
export function getAllProductBySellerPrice(
  search: Omit<ProductBySellerPriceSearch, 'page' | 'pageSize'>,
  onProgress: (rowsSoFar: number) => void,
): Promise<ProductBySellerPriceRow[]> {
  return everyPage(
    (page, pageSize) => getProductBySellerPrice({ ...search, page, pageSize }),
    onProgress,
  );
}
