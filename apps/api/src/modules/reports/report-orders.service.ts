import type { ReportOrdersPage, ReportOrdersQuery } from '@backoffice/shared';
import type { Database } from '../../db/client';
import { chosenSellers } from './chosen-sellers.service';
import { reportOrders } from './report-orders.repository';

/**
 * A page of the orders behind a figure: the sellers asked by id and by code (as the product reports
 * name them) are those of both; 404 naming a code the master data does not have.
 */
export async function reportOrdersPage(
  db: Database,
  query: ReportOrdersQuery,
): Promise<ReportOrdersPage> {
  const { sellerIds, sellerCodes, ...search } = query;
  let sellers: readonly number[] | null = sellerIds?.length ? sellerIds : null;
  if (sellerCodes?.length) {
    const chosen = (await chosenSellers(db, sellerCodes)).map((seller) => seller.sellerId);
    sellers = sellers === null ? chosen : chosen.filter((id) => sellers?.includes(id));
  }
  return reportOrders(db, { ...search, sellerIds: sellers });
}
