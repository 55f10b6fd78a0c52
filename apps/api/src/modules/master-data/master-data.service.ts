import { createHash } from 'node:crypto';
import { Address, OWNER_SELLER_IDS, SELLER_PRIORITY_CUTOFF, type Seller } from '@backoffice/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listActiveSellers, listAddresses } from './master-data.repository';

/** The sellers the reports keep (active, priority up to the cut-off), owner sellers marked. */
export async function keptSellers(db: Database): Promise<Seller[]> {
  const rows = await listActiveSellers(db, SELLER_PRIORITY_CUTOFF);
  return rows.map((row) => ({ ...row, isOwner: OWNER_SELLER_IDS.includes(row.idf) }));
}

export interface SerializedList {
  /** The JSON text of the list. */
  body: string;
  /** A strong validator of that text. */
  etag: string;
}

/**
 * The address list changes only when a new release of the administrative units is seeded (at
 * start-up), so it is read and serialised once (per app), on the first request, and then served from memory.
 */
export function addressCatalogue(db: Database): () => Promise<SerializedList> {
  let pending: Promise<SerializedList> | undefined;
  const load = async (): Promise<SerializedList> => {
    const rows = z.array(Address).parse(await listAddresses(db));
    const body = JSON.stringify(rows);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    return { body, etag: `"${hash}"` };
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

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
