import {
  REPORT_API,
  type SaleInvoiceOrdersPage,
  type SALE_INVOICE_ORDER_SORT_FIELDS,
  type SaleOrderInvoiceReport,
  saleOrderInvoicePath,
} from '@backoffice/shared';
import type { ReportPeriodQuery } from '../../../lib/report-period';
import { pagedReportQuery, reportQuery } from '../../../lib/report-query';
import { saleReportKeys } from './sale-report-keys';

/** The report's call as the screen makes it: the period, and the age bounds ("30,60,90"). */
export interface SaleOrderInvoiceSearch extends ReportPeriodQuery {
  ageDays?: string;
}

/** What the sales the signed-in user reads ordered, had invoiced and paid, the unpaid by age. */
export const saleOrderInvoiceQuery = reportQuery<SaleOrderInvoiceSearch, SaleOrderInvoiceReport>({
  path: REPORT_API.saleOrderInvoice,
  key: saleReportKeys.orderInvoice,
});

/** One sale's orders as the detail asks for them. */
export interface InvoiceOrdersSearch {
  saleId: number;
  fromDate: string;
  toDate: string;
  ageDays?: string;
  /** 'true': only the orders with something unpaid. */
  unpaid?: 'true' | 'false';
  /** Only the unpaid of this age bucket. */
  age?: number;
  sortBy?: (typeof SALE_INVOICE_ORDER_SORT_FIELDS)[number];
  sortOrder?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** One sale's orders with their invoices and payments, a page at a time. */
export const saleInvoiceOrdersReport = pagedReportQuery<InvoiceOrdersSearch, SaleInvoiceOrdersPage>(
  {
    path: ({ saleId }) => saleOrderInvoicePath(saleId),
    key: ({ saleId, ...search }) => saleReportKeys.invoiceOrders(saleId, search),
    params: ({ saleId: _saleId, ...search }) => search,
  },
);
