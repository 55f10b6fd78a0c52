import {
  type ProductByMonthPage,
  type ProductByMonthSearch,
  type ReportPeriod,
  periodMonths,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chosenSellers } from './chosen-sellers.service';
import { comparedApart, comparisonOf, dataSince } from './comparison';
import { idSet } from '../../lib/sql-sets';
import { periodTotals, productCategories, productTotals } from './product-reports.repository';
import {
  type ProductMonthRow,
  type ProductSalesRow,
  everySellerRows,
  monthTotalRows,
  productMonthRows,
  productSalesRows,
} from './product-by-month.repository';

/**
 * Some sellers' sales (`sellers`, over the rollup `r`): the page and top, the totals and those of
 * each month, then the listed products month by month.
 */
async function someSellersRows(
  db: Database,
  query: ProductByMonthSearch,
  before: ReportPeriod,
  sellers: SQL,
) {
  const period = { fromDate: query.fromDate, toDate: query.toDate };
  const [{ items, top, total }, totals, monthTotals] = await Promise.all([
    productSalesRows(db, query, sellers),
    productTotals(db, query, period, before, sellers),
    monthTotalRows(db, query, sellers),
  ]);
  const codes = [...new Set([...items, ...top].map((row) => row.productCode))];
  const byMonth = await productMonthRows(db, codes, period, sellers);
  return { items, top, total, totals, monthTotals, byMonth };
}

/**
 * A page of the products the sellers (every seller when none is asked) sold in the period, each with
 * its sales month by month; the totals (and the period before), the totals of each month, the top by
 * revenue and the categories. 404 for a seller code the master data does not have.
 */
export async function productByMonthPage(
  db: Database,
  query: ProductByMonthSearch,
  now = new Date(),
): Promise<ProductByMonthPage> {
  // A month report: compared with as many whole months before, unless asked otherwise.
  const comparison = comparisonOf(query, { months: true }, now);
  const { period, previousPeriod: before } = comparison;
  const [sellers, since] = await Promise.all([
    chosenSellers(db, query.sellerCodes ?? []),
    dataSince(db),
  ]);
  // Every seller's sales are read from the running totals per product; some sellers' from the
  // day x seller x product rollup.
  const ofSellers =
    sellers.length === 0
      ? undefined
      : sql`r.seller_id in ${idSet(sellers.map((seller) => seller.sellerId))}`;
  const [{ items, top, total, totals, monthTotals, byMonth }, previous, categories] =
    await Promise.all([
      ofSellers
        ? someSellersRows(db, query, before, ofSellers)
        : everySellerRows(db, query, before),
      comparedApart(db, comparison, (dbBefore) =>
        ofSellers
          ? productTotals(dbBefore, query, before, before, ofSellers).then((read) => read.current)
          : periodTotals(dbBefore, query, before),
      ),
      productCategories(db),
    ]);
  const months = periodMonths(period);
  const sold = new Map<string, ProductMonthRow>();
  for (const row of byMonth) sold.set(`${row.productCode} ${row.month}`, row);
  const withMonths = (row: ProductSalesRow) => ({
    ...row,
    months: months.map((month) => {
      const figures = sold.get(`${row.productCode} ${month}`);
      return { quantity: figures?.quantity ?? 0, revenue: figures?.revenue ?? 0 };
    }),
  });
  const totalsOf = new Map(monthTotals.map((row) => [row.month, row]));
  const pick = ({ quantity, revenue, products }: ProductByMonthPage['totals']['current']) => ({
    quantity,
    revenue,
    products,
  });
  return {
    items: items.map(withMonths),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...comparison,
    dataSince: since,
    months,
    totals: { current: pick(totals.current), previous: pick(previous ?? totals.previous) },
    monthTotals: months.map((month) => {
      const row = totalsOf.get(month);
      return {
        quantity: row?.quantity ?? 0,
        revenue: row?.revenue ?? 0,
        products: row?.products ?? 0,
      };
    }),
    top: top.map(withMonths),
    sellers,
    categories,
  };
}
