// The seller report (/ecommerce/seller): every kept seller's figures for a period, against the
// period of the same length just before.
import { z } from 'zod';
import { IsoDate, SortOrder } from '../common';
import { positiveInt } from '../numbers';
import { PageQuery, pageOf } from '../paging';
import { ReportQuery } from './comparison';
import { count, reportOf, vnd } from './report';

/** How many products, customers and provinces the summary ranks. */
export const SUMMARY_TOP = 10;

/** What a seller (or all of them) did in a period. */
export const SellerFigures = z.object({
  /** What the buyers pay: the orders' totals, less their discounts; cancelled and returned left out. */
  revenue: vnd,
  orders: count,
  /** Distinct buyers over the whole period (not a sum of days). */
  buyers: count,
  /** Distinct products sold in the period. */
  skus: count,
  /** Deals running at some time in the period. */
  activeDeals: count,
  /** Revenue per order, rounded to the đồng; 0 without orders. */
  averageOrderValue: vnd,
});
export type SellerFigures = z.infer<typeof SellerFigures>;

export const SellerReportRow = z
  .object({
    sellerId: z.number().int(),
    code: z.string(),
    name: z.string(),
    priority: z.number().int(),
    /** One of the company's own seller accounts (OWNER_SELLER_IDS). */
    isOwner: z.boolean(),
    current: SellerFigures,
    previous: SellerFigures,
  })
  .meta({ id: 'SellerReportRow' });
export type SellerReportRow = z.infer<typeof SellerReportRow>;

/** The totals: every kept seller together (buyers and products distinct across them). */
export const SellerReport = reportOf(SellerFigures, {
  /** The kept sellers (active, priority up to the cut-off), by revenue, highest first. */
  rows: z.array(SellerReportRow),
}).meta({ id: 'SellerReport' });
export type SellerReport = z.infer<typeof SellerReport>;

export const SellerSummaryParams = z.object({
  sellerId: positiveInt('sellerId phải là mã nhà bán (số nguyên dương).'),
});
export type SellerSummaryParams = z.infer<typeof SellerSummaryParams>;

const ranked = { orders: count, revenue: vnd };

/** A buyer of the seller in the period (counted orders), named and placed as on its latest order. */
export const SellerCustomer = z
  .object({
    customerCode: z.string(),
    name: z.string(),
    province: z.string(),
    orders: count,
    revenue: vnd,
  })
  .meta({ id: 'SellerCustomer' });
export type SellerCustomer = z.infer<typeof SellerCustomer>;

/** The totals: the seller's figures. */
export const SellerSummary = reportOf(SellerFigures, {
  seller: z.object({
    sellerId: z.number().int(),
    code: z.string(),
    name: z.string(),
    priority: z.number().int(),
    isOwner: z.boolean(),
  }),
  /** Every day of the period, oldest first, days without orders as 0. */
  byDay: z.array(z.object({ day: IsoDate, ...ranked })),
  /** Every day of the period compared, the same way: drawn lighter, day n against day n. */
  previousByDay: z.array(z.object({ day: IsoDate, ...ranked })),
  /** Every product it sold, by revenue (counted orders): the first SUMMARY_TOP are charted. */
  products: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      unit: z.string(),
      quantity: count,
      ...ranked,
    }),
  ),
  /** Every order of the period by status, cancelled and returned included (revenue: their totals). */
  statuses: z.array(z.object({ status: z.string(), ...ranked })),
  /** The SUMMARY_TOP buyers by revenue (counted orders), named as on their latest order. */
  topCustomers: z.array(SellerCustomer),
  /** Every province it sold to, by revenue (counted orders). */
  provinces: z.array(z.object({ province: z.string(), ...ranked })),
}).meta({ id: 'SellerSummary' });
export type SellerSummary = z.infer<typeof SellerSummary>;

export const SELLER_CUSTOMER_SORT_FIELDS = ['revenue', 'orders'] as const;

/** A page of the seller's buyers in the period: the seller summary's customers, every one. */
export const SellerCustomerSearch = ReportQuery.safeExtend({
  ...PageQuery.shape,
  /** Code, name (as on the buyer's orders of the period) or province; accents and case aside. */
  search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự.').optional(),
  /** revenue (default) or orders, highest first unless `sortOrder` says. */
  sortBy: z.enum(SELLER_CUSTOMER_SORT_FIELDS).optional(),
  sortOrder: z.enum(SortOrder).optional(),
}).strict();
export type SellerCustomerSearch = z.infer<typeof SellerCustomerSearch>;

export const SellerCustomerPage = pageOf(SellerCustomer).meta({ id: 'SellerCustomerPage' });
export type SellerCustomerPage = z.infer<typeof SellerCustomerPage>;

export const SELLER_PRODUCT_SORT_FIELDS = ['productName', 'price', 'changedAt'] as const;

export const SellerProductSearch = PageQuery.extend({
  sellerId: positiveInt('sellerId phải là mã nhà bán (số nguyên dương).'),
  /** Name or code; accents and case do not count. */
  search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự.').optional(),
  sortBy: z.enum(SELLER_PRODUCT_SORT_FIELDS).optional(),
  sortOrder: z.enum(SortOrder).optional(),
}).strict();
export type SellerProductSearch = z.infer<typeof SellerProductSearch>;

/** A product the seller offers, with its current price and the last change of it. */
export const SellerProduct = z
  .object({
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    category: z.string(),
    /** The offer's status on the marketplace. */
    status: z.string(),
    price: vnd,
    /** The price before the last change; null when it never changed. */
    previousPrice: vnd.nullable(),
    /** The day the current price took effect; null without a price history. */
    changedAt: IsoDate.nullable(),
  })
  .meta({ id: 'SellerProduct' });
export type SellerProduct = z.infer<typeof SellerProduct>;

export const SellerProductPage = pageOf(SellerProduct).meta({ id: 'SellerProductPage' });
export type SellerProductPage = z.infer<typeof SellerProductPage>;
