import type {
  KiotvietProductSearch,
  MarketplaceInvoiceSearch,
  MisaVoucherSearch,
} from '@backoffice/shared';

/** The cache keys of the two mapping screens; a save invalidates what it changes. */
export const mappingQueryKeys = {
  all: ['config-mapping'] as const,
  products: () => [...mappingQueryKeys.all, 'kiotviet-products'] as const,
  productPage: (query: Partial<KiotvietProductSearch>) =>
    [...mappingQueryKeys.products(), query] as const,
  invoices: () => [...mappingQueryKeys.all, 'invoices'] as const,
  invoicePage: (query: Partial<MarketplaceInvoiceSearch>) =>
    [...mappingQueryKeys.invoices(), query] as const,
  vouchers: () => [...mappingQueryKeys.all, 'vouchers'] as const,
  voucherPage: (query: Partial<MisaVoucherSearch>) =>
    [...mappingQueryKeys.vouchers(), query] as const,
  suggestions: (invoiceId: number) =>
    [...mappingQueryKeys.vouchers(), 'suggestions', invoiceId] as const,
};
