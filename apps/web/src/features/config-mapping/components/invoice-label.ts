import type { MarketplaceInvoice } from '@backoffice/shared';

/** The invoice's number with its series, once: the API's number may already start with it. */
export function invoiceLabel(invoice: Pick<MarketplaceInvoice, 'series' | 'invoiceNo'>): string {
  return invoice.invoiceNo.startsWith(invoice.series)
    ? invoice.invoiceNo
    : `${invoice.series}-${invoice.invoiceNo}`;
}
