import {
  type ReportPeriod,
  type SellerFigures,
  type SellerReport,
  previousPeriod,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { keptSellerList, sellerFigures } from './seller-report.repository';

const NOTHING: SellerFigures = {
  revenue: 0,
  orders: 0,
  buyers: 0,
  skus: 0,
  activeDeals: 0,
  averageOrderValue: 0,
};

/** Every kept seller's figures for the period and the one before, by revenue, highest first. */
export async function sellerReport(db: Database, period: ReportPeriod): Promise<SellerReport> {
  const before = previousPeriod(period);
  const sellers = await keptSellerList(db);
  const ids = sellers.map((seller) => seller.sellerId);
  const [current, previous] = await Promise.all([
    sellerFigures(db, ids, period),
    sellerFigures(db, ids, before),
  ]);
  const rows = sellers
    .map((seller) => ({
      ...seller,
      current: current.bySeller.get(seller.sellerId) ?? NOTHING,
      previous: previous.bySeller.get(seller.sellerId) ?? NOTHING,
    }))
    .sort((a, b) => b.current.revenue - a.current.revenue || a.priority - b.priority);
  return {
    period,
    previousPeriod: before,
    totals: { current: current.total, previous: previous.total },
    rows,
  };
}
