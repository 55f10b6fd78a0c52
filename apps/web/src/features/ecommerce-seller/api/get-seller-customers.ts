import {
  type SellerCustomerPage,
  type SellerCustomerSearch,
  sellerCustomersPath,
} from '@backoffice/shared';
import { pagedReportQuery } from '../../../lib/report-query';
import { sellerReportKeys } from './report-keys';

/** A page of every buyer of one seller in the period, by revenue or orders, searched. */
export const sellerCustomersReport = pagedReportQuery<
  SellerCustomerSearch & { sellerId: number },
  SellerCustomerPage
>({
  path: ({ sellerId }) => sellerCustomersPath(sellerId),
  key: ({ sellerId, ...search }) => sellerReportKeys.customers(sellerId, search),
  params: ({ sellerId: _sellerId, ...search }) => search,
});
