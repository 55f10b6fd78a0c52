import {
  OWNER_SELLER_IDS,
  REPORT_ORDERS_MESSAGES,
  SALE_ORDER_SCREENS,
  type CurrentUser,
  type ReportOrdersPage,
  type ReportOrdersQuery,
  SCREENS,
  canAccess,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { canOpen } from '../crm/customers/customer-access';
import { crmViewer } from '../crm/crm-viewer';
import { fieldError, notFound } from '../../lib/errors';
import { chosenSellers } from './chosen-sellers.service';
import { NO_SALE } from './sales/sale-performance.repository';
import { saleScope } from './sales/sale-scope';
import { buyerCustomers, reportOrders } from './report-orders.repository';

/**
 * A page of the orders behind a figure: the sellers asked by id and by code (as the product reports
 * name them) are those of both; 404 naming a code the master data does not have. Each buyer links
 * to its CRM customer when `user` may open it.
 */
export async function reportOrdersPage(
  db: Database,
  user: CurrentUser,
  query: ReportOrdersQuery,
  crm: Database = db,
): Promise<ReportOrdersPage> {
  const { sellerIds, sellerCodes, ...search } = query;
  let sellers: readonly number[] | null = sellerIds?.length ? sellerIds : null;
  if (sellerCodes?.length) {
    const chosen = (await chosenSellers(db, sellerCodes)).map((seller) => seller.sellerId);
    sellers = sellers === null ? chosen : chosen.filter((id) => sellers?.includes(id));
  }
  if (SALE_ORDER_SCREENS.includes(query.screen)) {
    // A sale's orders, within the caller's scope: those of the company's own sellers.
    if (query.saleId === undefined) {
      throw fieldError('saleId', REPORT_ORDERS_MESSAGES.saleRequired);
    }
    const scope = await saleScope(db, user);
    if (query.saleId === NO_SALE ? !scope.all : !scope.saleIds.includes(query.saleId)) {
      throw notFound();
    }
    sellers = (sellers ?? OWNER_SELLER_IDS).filter((id) => OWNER_SELLER_IDS.includes(id));
  } else if (query.crmCustomerId !== undefined && query.saleId === undefined) {
    throw fieldError('saleId', REPORT_ORDERS_MESSAGES.saleRequired);
  }
  const page = await reportOrders(db, { ...search, sellerIds: sellers });
  const customers = await openableCustomers(user, page.items, db, crm);
  return {
    ...page,
    items: page.items.map((order) => ({
      ...order,
      crmCustomerId: customers.get(order.code) ?? null,
    })),
  };
}

/** The CRM customer of each of these orders (by code) that `user` may open. */
export async function openableCustomers(
  user: CurrentUser,
  orders: readonly { code: string }[],
  db: Database,
  crm: Database = db,
): Promise<Map<string, number>> {
  const customers = new Map<string, number>();
  if (!canAccess(user, SCREENS.crmCustomerDetail) || orders.length === 0) return customers;
  const [viewer, matched] = await Promise.all([
    crmViewer(crm, user),
    buyerCustomers(
      db,
      orders.map((order) => order.code),
    ),
  ]);
  for (const customer of matched) {
    if (canOpen(viewer, customer)) customers.set(customer.orderCode, customer.id);
  }
  return customers;
}
