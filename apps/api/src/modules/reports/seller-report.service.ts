import type { ReportQuery, SellerReport } from '@backoffice/shared';
import type { Database } from '../../db/client';
import { keptSellers } from '../master-data/master-data.service';
import { NO_FIGURES, sellerFigures } from './seller-report.repository';
import { comparedKeptDb, comparisonOf, dataSince } from './comparison';

/**
 * Every kept seller's figures for the period and the one compared, by revenue, highest first
 * (`now`: when the period ends today, the time of day the compared one's last day ends at).
 */
export async function sellerReport(
  db: Database,
  query: ReportQuery,
  now = new Date(),
): Promise<SellerReport> {
  const comparison = comparisonOf(query, {}, now);
  const { period, previousPeriod: before } = comparison;
  const [sellers, since] = await Promise.all([keptSellers(db), dataSince(db)]);
  const ids = sellers.map((seller) => seller.idf);
  const [current, previous] = await Promise.all([
    sellerFigures(db, ids, period),
    comparedKeptDb(db, comparison).then((dbBefore) => sellerFigures(dbBefore, ids, before)),
  ]);
  const rows = sellers
    .map(({ idf, code, name, priority, isOwner }) => ({
      sellerId: idf,
      code,
      name,
      priority,
      isOwner,
      current: current.bySeller.get(idf) ?? NO_FIGURES,
      previous: previous.bySeller.get(idf) ?? NO_FIGURES,
    }))
    .sort((a, b) => b.current.revenue - a.current.revenue || a.priority - b.priority);
  return {
    ...comparison,
    dataSince: since,
    totals: { current: current.total, previous: previous.total },
    rows,
  };
}
