import type { ReportPeriod } from '@backoffice/shared';

/** The query keys of the seller reports: one family, so that a change can refresh them together. */
export const sellerReportKeys = {
  all: ['reports', 'seller'] as const,
  list: (period: ReportPeriod) => [...sellerReportKeys.all, 'list', period] as const,
  summary: (sellerId: number, period: ReportPeriod) =>
    [...sellerReportKeys.all, 'summary', sellerId, period] as const,
};

/** Reports change only as orders arrive: an answer is kept fresh for a minute. */
export const REPORT_STALE_MS = 60_000;
