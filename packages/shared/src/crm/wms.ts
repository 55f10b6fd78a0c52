// A customer's orders and invoices (crm/wms/order|invoice/find-by-options), from the synced
// marketplace and accounting data.
import { z } from 'zod';
import { PageQuery, pageOf } from '../paging';
import { positiveId } from './common';

/** POST /api/v1/crm/wms/order/find-by-options and .../invoice/find-by-options. */
export const CustomerDocumentSearch = PageQuery.extend({
  customerId: positiveId('Mã khách hàng'),
})
  .strict()
  .meta({ id: 'CustomerDocumentSearch' });
export type CustomerDocumentSearch = z.infer<typeof CustomerDocumentSearch>;

export const CustomerOrder = z
  .object({
    id: z.number().int(),
    /** The order's code on the marketplace. */
    code: z.string(),
    /** ISO time the order was placed. */
    createdAt: z.string(),
    /** Total in VND (integer). */
    amount: z.number().int(),
    status: z.string(),
    sellerId: z.number().int().nullable(),
    sellerName: z.string().nullable(),
    itemCount: z.number().int(),
    /** Where it came from: marketplace, advertising campaign, retail. */
    source: z.string().nullable(),
  })
  .meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CustomerInvoice = z
  .object({
    id: z.number().int(),
    /** The invoice number. */
    code: z.string(),
    orderCode: z.string().nullable(),
    /** ISO date the invoice was issued. */
    issuedAt: z.string(),
    /** Total in VND (integer). */
    amount: z.number().int(),
    /** Paid so far in VND. */
    paidAmount: z.number().int(),
    status: z.string(),
    sellerId: z.number().int().nullable(),
    sellerName: z.string().nullable(),
  })
  .meta({ id: 'CustomerInvoice' });
export type CustomerInvoice = z.infer<typeof CustomerInvoice>;

export const CustomerOrderPage = pageOf(CustomerOrder).meta({ id: 'CustomerOrderPage' });
export type CustomerOrderPage = z.infer<typeof CustomerOrderPage>;

export const CustomerInvoicePage = pageOf(CustomerInvoice).meta({ id: 'CustomerInvoicePage' });
export type CustomerInvoicePage = z.infer<typeof CustomerInvoicePage>;
