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
import { NO_FIGURES, oneSellerPeriods } from './seller-report.repository';
import { orderMix, sellerCustomers, soldProducts, topCustomers } from './seller-summary.repository';
import { comparedKeptDb, comparisonOf, dataSince } from './comparison';

/**
 * One seller's figures against the period before, its days and rankings; 404 if it is unknown. The
 * reads start at once, the seller's among them, but for those of the compared period's part of a
 * day (kept for the next reads), which wait for it.
 */
export async function sellerSummary(
  db: Database,
  sellerId: number,
  query: ReportQuery,
  now = new Date(),
): Promise<SellerSummary> {
  const comparison = comparisonOf(query, {}, now);
  const { period, previousPeriod: before } = comparison;
  const readSeller = sellerByIdf(db, sellerId);
  // Both periods' figures and days in one statement, unless the one compared is read at a time of day.
  const periods = readSeller.then(async (known) => {
    if (!known) return [];
    const dbBefore = await comparedKeptDb(db, comparison, { sellers: [sellerId] });
    if (dbBefore === db) return oneSellerPeriods(db, sellerId, [period, before]);
    const [asked, compared] = await Promise.all([
      oneSellerPeriods(db, sellerId, [period]),
      oneSellerPeriods(dbBefore, sellerId, [before]),
    ]);
    return [...asked, ...compared];
  });
  const [seller, [current, previous], products, mix, customers, since] = await Promise.all([
    readSeller,
    periods,
    soldProducts(db, sellerId, period),
    orderMix(db, sellerId, period),
    topCustomers(db, sellerId, period),
    dataSince(db),
  ]);
  if (!seller) throw notFound(ECOMMERCE_MESSAGES.sellerNotFound);
  const { idf, code, name, priority, isOwner } = seller;
  return {
    seller: { sellerId: idf, code, name, priority, isOwner },
    ...comparison,
    dataSince: since,
    totals: { current: current?.figures ?? NO_FIGURES, previous: previous?.figures ?? NO_FIGURES },
    byDay: current?.byDay ?? [],
    previousByDay: previous?.byDay ?? [],
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
