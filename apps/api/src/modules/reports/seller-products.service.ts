import type { SellerProductPage, SellerProductSearch } from '@backoffice/shared';
import type { Database } from '../../db/client';
import { requireSeller } from '../ecommerce/ecommerce.service';
import { countSellerProducts, sellerProductRows } from './seller-products.repository';

/** A page of the seller's products with their prices and last change; 404 for an unknown seller. */
export async function sellerProductPage(
  db: Database,
  sellerId: number,
  query: SellerProductSearch,
): Promise<SellerProductPage> {
  await requireSeller(db, sellerId);
  const [items, total] = await Promise.all([
    sellerProductRows(db, sellerId, query),
    countSellerProducts(db, sellerId, query.search),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
