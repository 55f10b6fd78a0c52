// The seller data calls of the spec (deals, combos, warehouse stock; X-SELLER-ID) and the two
// accounting mapping screens (KiotViet products to MISA items, marketplace invoices to vouchers).
import {
  Combo,
  Deal,
  InventoryLot,
  InvoiceMappingResult,
  KiotvietProductPage,
  KiotvietProductParams,
  KiotvietProductSearch,
  MapInvoiceToVoucher,
  MarketplaceInvoicePage,
  MarketplaceInvoiceParams,
  MarketplaceInvoiceSearch,
  MisaVoucherPage,
  MisaVoucherSearch,
  REPORT_API,
  SellerDealQuery,
  UpdateMsPrivateSkus,
  UpdateMsPrivateSkusResult,
  VoucherSuggestion,
  WarehouseInventoryQuery,
  MAPPING_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf, screenAccess } from '../../plugins/access';
import {
  combosForSeller,
  dealsForSeller,
  invoicePage,
  kiotvietProductPage,
  mapInvoice,
  sellerFromHeader,
  unmapInvoice,
  updateMsPrivateSkus,
  voucherPage,
  voucherSuggestions,
  warehouseInventory,
} from './ecommerce.service';

const SELLER_DETAIL = screenAccess(['ecommerceSellerDetail']);
const PRODUCT_MAPPING = screenAccess(['configMappingItemPrivateSku']);
const INVOICE_MAPPING = screenAccess(['configTsInvoiceToMisaVoucher']);

/** The X-SELLER-ID header of the seller calls (checked by sellerFromHeader). */
export const SellerHeaders = z.object({
  'x-seller-id': z.string().optional().describe('The seller (idf) the call is about: X-SELLER-ID'),
});

export const ecommerceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    REPORT_API.sellerDeals,
    {
      config: { access: SELLER_DETAIL },
      schema: {
        tags: ['e-commerce'],
        summary: "A seller's deals that have not ended (active and upcoming), by start",
        querystring: SellerDealQuery,
        headers: SellerHeaders,
        response: { 200: z.array(Deal) },
      },
    },
    (request) =>
      dealsForSeller(
        ctx.db,
        sellerFromHeader(request.headers['x-seller-id'], request.query.sellerId),
      ),
  );

  app.get(
    REPORT_API.sellerCombos,
    {
      config: { access: SELLER_DETAIL },
      schema: {
        tags: ['e-commerce'],
        summary: "A seller's combos that have not ended, by start",
        querystring: SellerDealQuery,
        headers: SellerHeaders,
        response: { 200: z.array(Combo) },
      },
    },
    (request) =>
      combosForSeller(
        ctx.db,
        sellerFromHeader(request.headers['x-seller-id'], request.query.sellerId),
      ),
  );

  app.get(
    REPORT_API.warehouseInventory,
    {
      config: { access: screenAccess(['ecommerceWarehouseInventory']) },
      schema: {
        tags: ['e-commerce'],
        summary: "The seller's stock in a warehouse by product and lot, earliest expiry first",
        querystring: WarehouseInventoryQuery,
        headers: SellerHeaders,
        response: { 200: z.array(InventoryLot) },
      },
    },
    (request) =>
      warehouseInventory(
        ctx.db,
        request.query.warehouseCode,
        sellerFromHeader(request.headers['x-seller-id']),
      ),
  );

  app.get(
    MAPPING_API.productSearch,
    {
      config: { access: PRODUCT_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'KiotViet products of a category tree, searched and paged, unmapped first',
        querystring: KiotvietProductSearch,
        response: { 200: KiotvietProductPage },
      },
    },
    (request) => kiotvietProductPage(ctx.db, request.query),
  );

  app.patch(
    MAPPING_API.product,
    {
      config: { access: PRODUCT_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'Sets the MISA inventory items (private SKUs) a KiotViet product is booked as',
        params: KiotvietProductParams,
        body: UpdateMsPrivateSkus,
        response: { 200: UpdateMsPrivateSkusResult },
      },
    },
    (request) =>
      updateMsPrivateSkus(ctx.db, actorOf(request), request.params.id, request.body.msPrivateSkus),
  );

  app.get(
    MAPPING_API.invoices,
    {
      config: { access: INVOICE_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'Marketplace invoices with their MISA voucher, unmapped first',
        querystring: MarketplaceInvoiceSearch,
        response: { 200: MarketplaceInvoicePage },
      },
    },
    (request) => invoicePage(ctx.db, request.query),
  );

  app.get(
    MAPPING_API.voucherSuggestions,
    {
      config: { access: INVOICE_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'Free MISA vouchers close to the invoice in amount and date, best first',
        params: MarketplaceInvoiceParams,
        response: { 200: z.array(VoucherSuggestion) },
      },
    },
    (request) => voucherSuggestions(ctx.db, request.params.id),
  );

  app.put(
    MAPPING_API.invoiceVoucher,
    {
      config: { access: INVOICE_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'Maps the invoice to the MISA voucher that books it',
        params: MarketplaceInvoiceParams,
        body: MapInvoiceToVoucher,
        response: { 200: InvoiceMappingResult },
      },
    },
    (request) => mapInvoice(ctx.db, actorOf(request), request.params.id, request.body.voucherId),
  );

  app.delete(
    MAPPING_API.invoiceVoucher,
    {
      config: { access: INVOICE_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'Removes the mapping of the invoice to its MISA voucher',
        params: MarketplaceInvoiceParams,
        response: { 200: InvoiceMappingResult },
      },
    },
    (request) => unmapInvoice(ctx.db, actorOf(request), request.params.id),
  );

  app.get(
    MAPPING_API.vouchers,
    {
      config: { access: INVOICE_MAPPING },
      schema: {
        tags: ['mapping'],
        summary: 'MISA sales vouchers with the invoice each books',
        querystring: MisaVoucherSearch,
        response: { 200: MisaVoucherPage },
      },
    },
    (request) => voucherPage(ctx.db, request.query),
  );
};
