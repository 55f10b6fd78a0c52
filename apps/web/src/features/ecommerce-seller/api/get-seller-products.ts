import {
  PAGE_SIZE_MAX,
  REPORT_API,
  type SellerProduct,
  type SellerProductPage,
  type SellerProductSearch,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { sellerReportKeys } from './report-keys';

/** The most products an Excel export reads, page after page. */
export const SELLER_PRODUCTS_EXPORT_MAX = 10_000;

/** One page (zero-based) of the seller's products with their current price and its last change. */
export async function getSellerProducts(
  search: SellerProductSearch,
  signal?: AbortSignal,
): Promise<SellerProductPage> {
  const { data } = await api.get<SellerProductPage>(REPORT_API.sellerProducts, {
    params: search,
    signal,
    // The seller goes in the query and in X-SELLER-ID; the table shows a failure itself, with a retry.
    call: { sellerId: search.sellerId, ignoreDefault: true },
  });
  return data;
}

export const sellerProductsQueryOptions = (search: SellerProductSearch) =>
  queryOptions({
    queryKey: sellerReportKeys.products(search),
    queryFn: ({ signal }) => getSellerProducts(search, signal),
    // Another page, sort or search keeps the rows shown until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useSellerProducts(search: SellerProductSearch) {
  return useQuery(sellerProductsQueryOptions(search));
}

/** The products of an export, and whether more match than it holds. */
export interface SellerProductExport {
  rows: SellerProduct[];
  /** More products match: the rows are the first SELLER_PRODUCTS_EXPORT_MAX of them. */
  cut: boolean;
}

/**
 * Every product of the current search and sort, up to SELLER_PRODUCTS_EXPORT_MAX, for the Excel
 * file, read PAGE_SIZE_MAX at a time. `onProgress` hears the number of rows gathered after each page.
 */
export async function getAllSellerProducts(
  search: Omit<SellerProductSearch, 'page' | 'pageSize'>,
  onProgress?: (rows: number) => void,
): Promise<SellerProductExport> {
  const rows: SellerProduct[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await getSellerProducts({ ...search, page, pageSize: PAGE_SIZE_MAX });
    const room = SELLER_PRODUCTS_EXPORT_MAX - rows.length;
    rows.push(...answer.items.slice(0, room));
    onProgress?.(rows.length);
    if (answer.items.length > room) return { rows, cut: true };
    const last = answer.items.length < PAGE_SIZE_MAX || (page + 1) * PAGE_SIZE_MAX >= answer.total;
    if (last) return { rows, cut: false };
    if (rows.length === SELLER_PRODUCTS_EXPORT_MAX) {
      return { rows, cut: answer.total > rows.length };
    }
  }
}
