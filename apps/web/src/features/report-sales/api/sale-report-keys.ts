import type { ReportQuery } from '@backoffice/shared';

/** The query keys of the sales reports: one family, so that a new target refreshes them together. */
export const saleReportKeys = {
  all: ['reports', 'sales'] as const,
  performance: (period: ReportQuery) => [...saleReportKeys.all, 'performance', period] as const,
  performanceDetail: (saleId: number, period: ReportQuery) =>
    [...saleReportKeys.all, 'performance', saleId, period] as const,
  orderInvoice: (search: object) => [...saleReportKeys.all, 'order-invoice', search] as const,
  invoiceOrders: (saleId: number, search: object) =>
    [...saleReportKeys.all, 'order-invoice', saleId, search] as const,
  /** A month's targets ('YYYY-MM'). */
  targets: (month: string) => [...saleReportKeys.all, 'targets', month] as const,
};
