// The thuocsi seller API's records (JSON, camelCase): what its HTTP client parses and its demo
// source produces. Money in VND, times ISO 8601 with offset, dates YYYY-MM-DD.
import { SETTLEMENT_LINE_TYPES } from '@backoffice/shared';
import { z } from 'zod';

const time = z.string().min(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const vnd = z.number().int();

export const TsSellerRecord = z.object({
  sellerId: z.number().int(),
  code: z.string(),
  name: z.string(),
  priority: z.number().int(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  updatedTime: time,
});
export type TsSellerRecord = z.infer<typeof TsSellerRecord>;

export const TsProductRecord = z.object({
  productCode: z.string(),
  name: z.string(),
  activeIngredient: z.string(),
  unit: z.string(),
  packing: z.string(),
  dosageForm: z.string(),
  isPrescription: z.boolean(),
  category: z.string(),
  manufacturer: z.string(),
  country: z.string(),
  registrationNumber: z.string(),
  updatedTime: time,
});
export type TsProductRecord = z.infer<typeof TsProductRecord>;

export const TsOfferRecord = z.object({
  sellerId: z.number().int(),
  productCode: z.string(),
  price: vnd,
  status: z.enum(['ON_SALE', 'OUT_OF_STOCK', 'STOPPED']),
  /** Every price the offer had, oldest first. */
  priceHistory: z.array(z.object({ effectiveFrom: day, price: vnd })),
  updatedTime: time,
});
export type TsOfferRecord = z.infer<typeof TsOfferRecord>;

export const TsDealRecord = z.object({
  dealCode: z.string(),
  sellerId: z.number().int(),
  name: z.string(),
  productCode: z.string(),
  dealPrice: vnd,
  usualPrice: vnd,
  startTime: time,
  endTime: time,
  maxQuantity: z.number().int(),
  soldQuantity: z.number().int(),
  updatedTime: time,
});
export type TsDealRecord = z.infer<typeof TsDealRecord>;

export const TsComboRecord = z.object({
  comboCode: z.string(),
  sellerId: z.number().int(),
  name: z.string(),
  comboPrice: vnd,
  startTime: time,
  endTime: time,
  maxQuantity: z.number().int(),
  soldQuantity: z.number().int(),
  items: z.array(
    z.object({ productCode: z.string(), quantity: z.number().int(), usualPrice: vnd }),
  ),
  updatedTime: time,
});
export type TsComboRecord = z.infer<typeof TsComboRecord>;

export const TsOrderStatus = z.enum([
  'NEW',
  'CONFIRMED',
  'DELIVERING',
  'COMPLETED',
  'CANCELLED',
  'RETURNED',
]);
export type TsOrderStatus = z.infer<typeof TsOrderStatus>;

export const TsOrderRecord = z.object({
  orderCode: z.string(),
  sellerId: z.number().int(),
  createdTime: time,
  status: TsOrderStatus,
  source: z.enum(['MARKETPLACE', 'ADVERTISING', 'RETAIL']),
  campaign: z.string().nullable(),
  customer: z.object({
    code: z.string(),
    name: z.string(),
    phone: z.string(),
    province: z.string(),
  }),
  discountAmount: vnd,
  totalAmount: vnd,
  payment: z.object({
    method: z.enum(['COD', 'BANK_TRANSFER', 'CREDIT']),
    status: z.enum(['UNPAID', 'PARTIAL', 'PAID', 'REFUNDED']),
    paidAmount: vnd,
    paidTime: time.nullable(),
  }),
  items: z.array(
    z.object({
      lineNo: z.number().int(),
      productCode: z.string(),
      quantity: z.number().int(),
      unitPrice: vnd,
      dealCode: z.string().nullable(),
    }),
  ),
  updatedTime: time,
});
export type TsOrderRecord = z.infer<typeof TsOrderRecord>;

export const TsInvoiceRecord = z.object({
  invoiceCode: z.string(),
  series: z.string(),
  invoiceNo: z.string(),
  invoiceDate: day,
  orderCode: z.string(),
  sellerId: z.number().int(),
  buyerName: z.string(),
  buyerTaxCode: z.string().nullable(),
  amountBeforeVat: vnd,
  vatAmount: vnd,
  totalAmount: vnd,
  updatedTime: time,
});
export type TsInvoiceRecord = z.infer<typeof TsInvoiceRecord>;

export const TsInventoryRecord = z.object({
  warehouseCode: z.string(),
  sellerId: z.number().int(),
  productCode: z.string(),
  lot: z.string(),
  expiryDate: day,
  onHand: z.number().int(),
  reserved: z.number().int(),
  unitCost: vnd,
  updatedTime: time,
});
export type TsInventoryRecord = z.infer<typeof TsInventoryRecord>;

export const TsInboundRecord = z.object({
  receiptCode: z.string(),
  warehouseCode: z.string(),
  sellerId: z.number().int(),
  supplier: z.string(),
  expectedDate: day,
  receivedDate: day.nullable(),
  status: z.enum(['PENDING', 'PARTIAL', 'RECEIVED', 'CANCELLED']),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      productCode: z.string(),
      lot: z.string(),
      expiryDate: day,
      expectedQuantity: z.number().int(),
      receivedQuantity: z.number().int(),
      unitCost: vnd,
    }),
  ),
  updatedTime: time,
});
export type TsInboundRecord = z.infer<typeof TsInboundRecord>;

export const TsSettlementRecord = z.object({
  settlementCode: z.string(),
  sellerId: z.number().int(),
  periodFrom: day,
  periodTo: day,
  status: z.enum(['PENDING', 'PAID']),
  paidTime: time.nullable(),
  /** Typed lines: what each adds to the payout (fees and refunds negative), and its order if any. */
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      type: z.enum(SETTLEMENT_LINE_TYPES),
      orderCode: z.string().nullable(),
      amount: vnd,
      description: z.string().nullable().optional(),
    }),
  ),
  updatedTime: time,
});
export type TsSettlementRecord = z.infer<typeof TsSettlementRecord>;

export const THUOCSI_RECORDS = {
  sellers: TsSellerRecord,
  products: TsProductRecord,
  offers: TsOfferRecord,
  deals: TsDealRecord,
  combos: TsComboRecord,
  orders: TsOrderRecord,
  invoices: TsInvoiceRecord,
  inventory: TsInventoryRecord,
  inbound: TsInboundRecord,
  settlements: TsSettlementRecord,
} as const;
export type ThuocsiEntity = keyof typeof THUOCSI_RECORDS;
export type ThuocsiRecord<E extends ThuocsiEntity> = z.infer<(typeof THUOCSI_RECORDS)[E]>;

/** The API's path of each entity, under {baseUrl}/v1/. */
export const THUOCSI_PATHS: Record<ThuocsiEntity, string> = {
  sellers: 'sellers',
  products: 'products',
  offers: 'offers',
  deals: 'deals',
  combos: 'combos',
  orders: 'orders',
  invoices: 'invoices',
  inventory: 'inventory',
  inbound: 'inbound-receipts',
  settlements: 'settlements',
};
