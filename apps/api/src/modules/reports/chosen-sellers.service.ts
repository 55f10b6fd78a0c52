import { PRODUCT_REPORT_MESSAGES } from '@backoffice/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type ChosenSeller, sellersByCodes } from './chosen-sellers.repository';

/**
 * The sellers a report is asked about, by code (case aside), in the order asked and each once;
 * 404 naming the codes the master data does not have.
 */
export async function chosenSellers(
  db: Database,
  codes: readonly string[],
): Promise<ChosenSeller[]> {
  const found = await sellersByCodes(db, codes);
  const byCode = new Map(found.map((seller) => [seller.code.toUpperCase(), seller]));
  const unknown = codes.filter((code) => !byCode.has(code.toUpperCase()));
  if (unknown.length > 0) throw notFound(PRODUCT_REPORT_MESSAGES.unknownSellers(unknown));
  const chosen = new Map<number, ChosenSeller>();
  for (const code of codes) {
    const seller = byCode.get(code.toUpperCase());
    if (seller) chosen.set(seller.sellerId, seller);
  }
  return [...chosen.values()];
}
