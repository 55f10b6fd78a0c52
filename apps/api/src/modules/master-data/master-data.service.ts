import { Address, OWNER_SELLER_IDS, SELLER_PRIORITY_CUTOFF, type Seller } from '@backoffice/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type SerializedList, serializeTagged } from '../../lib/entity-tag';
import {
  findSellerByIdf,
  listActiveInventoryItems,
  listActiveSellers,
  listAddresses,
  listCustomerTypes,
  listProductsUnderCategory,
  listWarehouses,
} from './master-data.repository';

// The lists the master-data screens read as they are stored.
export { listActiveInventoryItems, listCustomerTypes, listProductsUnderCategory, listWarehouses };

const withOwner = (row: Omit<Seller, 'isOwner'>): Seller => ({
  ...row,
  isOwner: OWNER_SELLER_IDS.includes(row.idf),
});

/** The sellers the reports keep (active, priority up to the cut-off), owner sellers marked. */
export async function keptSellers(db: Database): Promise<Seller[]> {
  const rows = await listActiveSellers(db, SELLER_PRIORITY_CUTOFF);
  return rows.map(withOwner);
}

/** The seller of this idf, kept by the reports or not (owner marked); undefined if there is none. */
export async function sellerByIdf(db: Database, idf: number): Promise<Seller | undefined> {
  const row = await findSellerByIdf(db, idf);
  return row && withOwner(row);
}

/**
 * The address list changes only when a new release of the administrative units is seeded (at
 * start-up), so it is read and serialised once (per app), on the first request, and then served from memory.
 */
export function addressCatalogue(db: Database): () => Promise<SerializedList> {
  let pending: Promise<SerializedList> | undefined;
  const load = async (): Promise<SerializedList> => {
    return serializeTagged(z.array(Address), await listAddresses(db));
  };
  return () => {
    if (!pending) {
      pending = load();
      // A failed read is tried again by the next request.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}
