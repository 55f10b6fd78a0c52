// The sale performance report (/report/sale-performance): each sale's orders (those of the
// customers they owned when each was placed, with the company's own sellers), their work with
// customers, and their revenue target, for a period against the period compared.
import { z } from 'zod';
import { IsoDate } from '../common';
import { count, reportOf, vnd } from './report';

/** What a sale (or the team) did in a period. */
export const SaleFigures = z.object({
  /** What the buyers paid (orders' totals after discounts), cancelled and returned left out. */
  revenue: vnd,
  orders: count,
  /** Distinct customers with a counted order in the period (not a sum of days). */
  buyers: count,
  /** Customers the sale created in the period (deleted ones left out). */
  newCustomers: count,
  /** Customers the sale took from the pool (dug, by them or by their leader for them). */
  dugCustomers: count,
  /** Calls, visits, messages and comments the sale logged. */
  interactions: count,
  /** Tasks assigned to the sale that were done in the period. */
  tasksDone: count,
});
export type SaleFigures = z.infer<typeof SaleFigures>;

/** A sale's revenue target over the period, and how far along it they are. */
export const SaleTargetProgress = z.object({
  /**
   * The target over the period: each month's target in the part of its working days (Monday to
   * Friday) the period covers; a period of whole months up to today ("Tháng này") is read against
   * the whole of today's month. Null without any target set for those months.
   */
  amount: vnd.nullable(),
  /** Revenue over the target (1 = 100%); null without a target. */
  attainment: z.number().nullable(),
  /**
   * Working days from today to the period's end (to the month's end for a period of whole months
   * up to today), today included; 0 for a period past.
   */
  workingDaysLeft: count,
  /** What is left of the target, shared among the working days left; null without either. */
  perWorkingDayLeft: vnd.nullable(),
});
export type SaleTargetProgress = z.infer<typeof SaleTargetProgress>;

export const SalePerformanceRow = z
  .object({
    saleId: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    current: SaleFigures,
    previous: SaleFigures,
    target: SaleTargetProgress,
  })
  .meta({ id: 'SalePerformanceRow' });
export type SalePerformanceRow = z.infer<typeof SalePerformanceRow>;

/** Revenue and orders of a day. */
export const SaleDay = z.object({ day: IsoDate, revenue: vnd, orders: count });
export type SaleDay = z.infer<typeof SaleDay>;

/** The totals: the sales the caller reads, together (buyers distinct across them). */
export const SalePerformanceReport = reportOf(SaleFigures, {
  /** The sales the caller reads, by revenue, highest first. */
  rows: z.array(SalePerformanceRow),
  /** Their targets together. */
  target: SaleTargetProgress,
  /**
   * The orders of customers no sale owned when they were placed ("Không thuộc sale nào"): for a
   * caller who reads every sale, null otherwise. Only the order figures are counted.
   */
  noSale: z.object({ current: SaleFigures, previous: SaleFigures }).nullable(),
  /** The sales' revenue and orders on every day of the period, oldest first, days without as 0. */
  byDay: z.array(SaleDay),
  /** The same over the period compared, day n against day n. */
  previousByDay: z.array(SaleDay),
}).meta({ id: 'SalePerformanceReport' });
export type SalePerformanceReport = z.infer<typeof SalePerformanceReport>;

/** A sale's figures on one day of the period (buyers distinct within the day). */
export const SaleDetailDay = SaleFigures.extend({ day: IsoDate });
export type SaleDetailDay = z.infer<typeof SaleDetailDay>;

/** One customer of a sale in the period: their orders then, and what the sale did with them. */
export const SaleDetailCustomer = z
  .object({
    customerId: z.number().int(),
    code: z.string(),
    name: z.string(),
    /** The caller may open the customer's CRM page. */
    canOpen: z.boolean(),
    revenue: vnd,
    orders: count,
    previousRevenue: vnd,
    previousOrders: count,
    /** Interactions the sale logged with the customer in the period. */
    interactions: count,
  })
  .meta({ id: 'SaleDetailCustomer' });
export type SaleDetailCustomer = z.infer<typeof SaleDetailCustomer>;

/** The most customers a detail lists (by revenue); `customersTotal` says how many there are. */
export const SALE_DETAIL_CUSTOMERS_MAX = 500;

/** One sale's report (/report/sale-performance/:saleId). */
export const SalePerformanceDetail = reportOf(SaleFigures, {
  sale: z.object({ saleId: z.number().int(), username: z.string(), fullName: z.string() }),
  target: SaleTargetProgress,
  /** Every day of the period with its figures, oldest first, days without as 0. */
  byDay: z.array(SaleDetailDay),
  /** The revenue and orders of the period compared, day n against day n. */
  previousByDay: z.array(SaleDay),
  /**
   * The customers with orders or interactions of the sale in the period, by revenue, the most
   * SALE_DETAIL_CUSTOMERS_MAX of them.
   */
  customers: z.array(SaleDetailCustomer),
  customersTotal: count,
}).meta({ id: 'SalePerformanceDetail' });
export type SalePerformanceDetail = z.infer<typeof SalePerformanceDetail>;

/** The name the reports give the orders of no sale. */
export const NO_SALE_LABEL = 'Không thuộc sale nào';
