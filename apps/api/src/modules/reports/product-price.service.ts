import {
  ECOMMERCE_MESSAGES,
  OWNER_SELLER_IDS,
  type ProductBySellerPricePage,
  type ProductBySellerPriceSearch,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { chosenSellers } from './chosen-sellers.service';
import { findProduct, productCategories } from './product-reports.repository';
import { type PriceRowRead, priceRows, priceStats } from './product-price.repository';

const isOwner = (sellerId: number) => OWNER_SELLER_IDS.includes(sellerId);

/** The first of these sellers (in this order) whose price is the lowest of `prices`; null without. */
function cheapestOf(
  sellerIds: readonly number[],
  prices: Record<string, number> | null,
): number | null {
  let best: { sellerId: number; price: number } | null = null;
  for (const sellerId of sellerIds) {
    const price = prices?.[String(sellerId)];
    if (price !== undefined && (best === null || price < best.price)) best = { sellerId, price };
  }
  return best?.sellerId ?? null;
}

/**
 * A page of the products the compared sellers have on sale now, with the price at each, the lowest,
 * the company's (its own sellers, compared or not) against the cheapest competitor compared (every
 * other seller on the marketplace when only the company's are compared), and
 * their sales in the period; the standing over every product listed, each seller's count of offers
 * and of lowest prices, and the categories. 404 for an unknown seller code or product.
 */
export async function productBySellerPricePage(
  db: Database,
  query: ProductBySellerPriceSearch,
): Promise<ProductBySellerPricePage> {
  const [sellers, product] = await Promise.all([
    chosenSellers(db, query.sellerCodes),
    query.productCode ? findProduct(db, query.productCode) : Promise.resolve(null),
  ]);
  if (query.productCode && !product) throw notFound(ECOMMERCE_MESSAGES.productNotFound);
  const ids = sellers.map((seller) => seller.sellerId);
  const [rows, stats, categories] = await Promise.all([
    priceRows(db, query, ids),
    priceStats(db, query, ids),
    productCategories(db),
  ]);
  const row = ({ prices, ownerPrices, total: _total, ...fields }: PriceRowRead) => ({
    ...fields,
    prices: ids.map((id) => prices[String(id)] ?? null),
    ownerSellerId: cheapestOf(OWNER_SELLER_IDS, ownerPrices),
  });
  return {
    items: rows.map(row),
    total: stats.total,
    page: query.page,
    pageSize: query.pageSize,
    period: { fromDate: query.fromDate, toDate: query.toDate },
    sellers: sellers.map((seller) => ({
      ...seller,
      isOwner: isOwner(seller.sellerId),
      offered: stats.offered?.[String(seller.sellerId)] ?? 0,
      cheapest: stats.cheapest?.[String(seller.sellerId)] ?? 0,
    })),
    competitors: ids.every(isOwner) ? 'market' : 'compared',
    summary: {
      compared: stats.compared,
      ownerCheapest: stats.ownerCheapest,
      ownerNotCheapest: stats.ownerNotCheapest,
      averageGapRatio: stats.averageGapRatio,
    },
    product: product ? { code: product.code, name: product.name } : null,
    categories,
  };
}
