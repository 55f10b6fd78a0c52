import type { SellerFigures } from '@backoffice/shared';
import type { Kpi } from '../../../components/report/kpi-cards';

/** The key figures of a period, as cards, from current and previous figures. */
export function sellerKpis(current: SellerFigures, previous: SellerFigures): Kpi[] {
  const kpi = (label: string, key: keyof SellerFigures, kind: Kpi['kind']): Kpi => ({
    label,
    value: current[key],
    previous: previous[key],
    kind,
  });
  return [
    kpi('Doanh thu', 'revenue', 'money'),
    kpi('Đơn hàng', 'orders', 'count'),
    kpi('Khách mua', 'buyers', 'count'),
    kpi('SKU bán ra', 'skus', 'count'),
    kpi('Deal đang chạy', 'activeDeals', 'count'),
    kpi('Giá trị TB/đơn', 'averageOrderValue', 'money'),
  ];
}
