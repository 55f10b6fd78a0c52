import type { Deal } from '@backoffice/shared';
import type { DataTableColumn } from '../../../components/ui/data-table';
import type { ExcelColumn } from '../../../lib/export-excel';
import { sellerDealsQuery } from '../api/get-seller-deals';
import {
  NameCell,
  OffersCard,
  PriceCell,
  StatusTag,
  offerColumns,
  offerExportColumns,
} from './deal-cells';

export const NO_DEALS_TEXT = 'Nhà bán chưa có deal nào đang chạy hoặc sắp diễn ra.';

const columns: DataTableColumn<Deal>[] = [
  {
    key: 'product',
    title: 'Sản phẩm',
    fixed: 'left',
    sorter: (a, b) => a.productName.localeCompare(b.productName, 'vi'),
    render: (deal) => (
      <NameCell name={deal.productName} below={`${deal.productCode} · ${deal.unit}`} />
    ),
  },
  {
    key: 'dealPrice',
    title: 'Giá deal',
    type: 'money',
    sorter: (a, b) => a.dealPrice - b.dealPrice,
    render: (deal) => <PriceCell price={deal.dealPrice} usual={deal.usualPrice} />,
  },
  ...offerColumns<Deal>(),
  {
    key: 'status',
    title: 'Trạng thái',
    render: (deal) => <StatusTag status={deal.status} />,
  },
];

const exportColumns: ExcelColumn<Deal>[] = [
  { title: 'Mã deal', key: 'code' },
  { title: 'Tên deal', key: 'name' },
  { title: 'Mã sản phẩm', key: 'productCode' },
  { title: 'Sản phẩm', key: 'productName' },
  { title: 'Đơn vị', key: 'unit' },
  { title: 'Giá deal', key: 'dealPrice', type: 'money' },
  { title: 'Giá thường', key: 'usualPrice', type: 'money' },
  ...offerExportColumns<Deal>(),
];

/** The seller's deals that have not ended: product, deal price, discount, period, sales, status. */
export function SellerDealsCard({ sellerId }: { sellerId: number }) {
  return (
    <OffersCard<Deal>
      title="Deal"
      sellerId={sellerId}
      query={sellerDealsQuery.useReport({ sellerId })}
      columns={columns}
      exportColumns={exportColumns}
      emptyText={NO_DEALS_TEXT}
    />
  );
}
