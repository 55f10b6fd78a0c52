// The seller report (/ecommerce/seller): every kept seller's figures for a period, against the
// period of the same length just before.
import { z } from 'zod';
import { ReportPeriod } from './period';

/** The report calls, used by the routes and by the web. */
export const REPORT_API = {
  /** GET ?fromDate&toDate -> SellerReport. */
  seller: '/api/v1/thuocsi/report/seller',
} as const;

const vnd = z.number().int().describe('VND');
const count = z.number().int().nonnegative();

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

export const SellerReport = z
  .object({
    period: ReportPeriod,
    previousPeriod: ReportPeriod,
    /** Every kept seller together (buyers and products distinct across them). */
    totals: z.object({ current: SellerFigures, previous: SellerFigures }),
    /** The kept sellers (active, priority up to the cut-off), by revenue, highest first. */
    rows: z.array(SellerReportRow),
  })
  .meta({ id: 'SellerReport' });
export type SellerReport = z.infer<typeof SellerReport>;
