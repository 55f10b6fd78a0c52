import type { SellerFigures } from '@backoffice/shared';
import type { KpiOf } from '../../../components/report/kpi-cards';
import { REVENUE_MEANING } from '../../../components/report/revenue-heading';

/** The key figures of a seller's period (or of every seller's), as cards. */
export const SELLER_KPIS: readonly KpiOf<SellerFigures>[] = [
  { label: 'Doanh thu', figure: 'revenue', kind: 'money', hint: REVENUE_MEANING },
  { label: 'Đơn hàng', figure: 'orders', kind: 'count' },
  { label: 'Khách mua', figure: 'buyers', kind: 'count' },
  { label: 'SKU bán ra', figure: 'skus', kind: 'count' },
  { label: 'Deal đang chạy', figure: 'activeDeals', kind: 'count' },
  { label: 'Giá trị TB/đơn', figure: 'averageOrderValue', kind: 'money' },
];
