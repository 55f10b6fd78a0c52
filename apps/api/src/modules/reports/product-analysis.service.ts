import {
  ECOMMERCE_MESSAGES,
  OWNER_SELLER_IDS,
  type ProductAnalysisDetail,
  type ProductAnalysisPage,
  type ProductAnalysisSearch,
  type ReportQuery,
  vnDay,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { comparedApart, comparedDb, comparisonOf, dataSince } from './comparison';
import { notFound } from '../../lib/errors';
import { productDeals, productInventory } from '../ecommerce/ecommerce.repository';
import { toDeal, toInventoryLot } from '../ecommerce/ecommerce.service';
import {
  type PricePointRow,
  findProduct,
  productAnalysisRows,
  productByMonth,
  productCategories,
  periodTotals,
  productFigures,
  productPricePoints,
  productSellers,
} from './product-reports.repository';

const isOwner = (sellerId: number) => OWNER_SELLER_IDS.includes(sellerId);

/**
 * A page of the products that sold in the period or are on offer now, with the totals of every
 * product of the filters (and the period before), the top by revenue and the categories.
 */
export async function productAnalysisPage(
  db: Database,
  query: ProductAnalysisSearch,
  now = new Date(),
): Promise<ProductAnalysisPage> {
  const comparison = comparisonOf(query, {}, now);
  const before = comparison.previousPeriod;
  const [{ items, top, total, totals }, previous, categories, since] = await Promise.all([
    productAnalysisRows(db, query, before),
    comparedApart(db, comparison, (dbBefore) => periodTotals(dbBefore, query, before)),
    productCategories(db),
    dataSince(db),
  ]);
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...comparison,
    dataSince: since,
    totals: { current: totals.current, previous: previous ?? totals.previous },
    top,
    categories,
  };
}

/** The price points grouped by seller, in the order read. */
function bySeller(points: PricePointRow[]): ProductAnalysisDetail['priceHistory'] {
  const sellers = new Map<number, ProductAnalysisDetail['priceHistory'][number]>();
  for (const { sellerId, sellerName, day, price } of points) {
    let seller = sellers.get(sellerId);
    if (!seller) {
      seller = { sellerId, sellerName, isOwner: isOwner(sellerId), points: [] };
      sellers.set(sellerId, seller);
    }
    seller.points.push({ day, price });
  }
  return [...sellers.values()];
}

/** One product over the period: its sales, prices, sellers, stock and deals; 404 if unknown. */
export async function productAnalysisDetail(
  db: Database,
  productCode: string,
  query: ReportQuery,
  now = Date.now(),
): Promise<ProductAnalysisDetail> {
  const comparison = comparisonOf(query, {}, new Date(now));
  const { period, previousPeriod: before } = comparison;
  const [
    product,
    figures,
    previous,
    byMonth,
    previousByMonth,
    points,
    sellers,
    stock,
    deals,
    since,
  ] = await Promise.all([
    findProduct(db, productCode),
    productFigures(db, productCode, period, before),
    comparedApart(
      db,
      comparison,
      (dbBefore) =>
        productFigures(dbBefore, productCode, before, before).then((read) => read.current),
      { products: [productCode] },
    ),
    productByMonth(db, productCode, period),
    productByMonth(comparedDb(db, comparison, { products: [productCode] }), productCode, before),
    productPricePoints(db, productCode, period),
    productSellers(db, productCode, period),
    productInventory(db, productCode, OWNER_SELLER_IDS, vnDay(now)),
    productDeals(db, productCode, period.fromDate),
    dataSince(db),
  ]);
  if (!product) throw notFound(ECOMMERCE_MESSAGES.productNotFound);
  return {
    product,
    ...comparison,
    dataSince: since,
    totals: { current: figures.current, previous: previous ?? figures.previous },
    priceHistory: bySeller(points),
    byMonth,
    previousByMonth,
    sellers: sellers.map((seller) => ({ ...seller, isOwner: isOwner(seller.sellerId) })),
    stock: stock.map((row) => {
      const lot = toInventoryLot(row);
      return {
        warehouseCode: lot.warehouseCode,
        warehouseName: row.warehouseName,
        sellerId: lot.sellerId,
        sellerName: row.sellerName,
        lot: lot.lot,
        expiryDate: lot.expiryDate,
        daysToExpiry: lot.daysToExpiry,
        nearExpiry: lot.nearExpiry,
        quantityOnHand: lot.quantityOnHand,
        quantityAvailable: lot.quantityAvailable,
        stockValue: lot.stockValue,
      };
    }),
    deals: deals.map(toDeal),
  };
}
