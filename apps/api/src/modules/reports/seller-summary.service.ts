import {
  ECOMMERCE_MESSAGES,
  type ReportQuery,
  type SellerCustomerPage,
  type SellerCustomerSearch,
  type SellerSummary,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { sellerByIdf } from '../master-data/master-data.service';
import { NO_FIGURES, oneSellerFigures } from './seller-report.repository';
import {
  orderMix,
  salesByDay,
  sellerCustomers,
  soldProducts,
  topCustomers,
} from './seller-summary.repository';
import { comparisonOf, dataSince } from './comparison';

/** One seller's figures against the period before, its days and rankings; 404 if it is unknown. */
export async function sellerSummary(
  db: Database,
  sellerId: number,
  query: ReportQuery,
): Promise<SellerSummary> {
  const seller = await sellerByIdf(db, sellerId);
  if (!seller) throw notFound(ECOMMERCE_MESSAGES.sellerNotFound);
  const comparison = comparisonOf(query);
  const { period, previousPeriod: before } = comparison;
  const [[current, previous], byDay, previousByDay, products, mix, customers, since] =
    await Promise.all([
      oneSellerFigures(db, sellerId, [period, before]),
      salesByDay(db, sellerId, period),
      salesByDay(db, sellerId, before),
      soldProducts(db, sellerId, period),
      orderMix(db, sellerId, period),
      topCustomers(db, sellerId, period),
      dataSince(db),
    ]);
  const { idf, code, name, priority, isOwner } = seller;
  return {
    seller: { sellerId: idf, code, name, priority, isOwner },
    ...comparison,
    dataSince: since,
    totals: { current: current ?? NO_FIGURES, previous: previous ?? NO_FIGURES },
    byDay,
    previousByDay,
    products,
    statuses: mix.statuses,
    topCustomers: customers,
    provinces: mix.provinces,
  };
}

/** A page of every buyer of one seller in the period; 404 if the seller is unknown. */
export async function sellerCustomerPage(
  db: Database,
  sellerId: number,
  query: SellerCustomerSearch,
): Promise<SellerCustomerPage> {
  const seller = await sellerByIdf(db, sellerId);
  if (!seller) throw notFound(ECOMMERCE_MESSAGES.sellerNotFound);
  const { items, total } = await sellerCustomers(db, sellerId, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
