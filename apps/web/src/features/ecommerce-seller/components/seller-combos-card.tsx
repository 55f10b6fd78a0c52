import type { Combo } from '@backoffice/shared';
import { Typography } from 'antd';
import type { DataTableColumn } from '../../../components/ui/data-table';
import type { ExcelColumn } from '../../../lib/export-excel';
import { formatNumber } from '../../../lib/format';
import { sellerCombosQuery } from '../api/get-seller-combos';
import {
  NameCell,
  OffersCard,
  PriceCell,
  StatusTag,
  offerColumns,
  offerExportColumns,
} from './deal-cells';

export const NO_COMBOS_TEXT = 'Nhà bán chưa có combo nào đang chạy hoặc sắp diễn ra.';

/** '2 × Panadol 500mg, 1 × Berberin 100mg'. */
export function comboItemsText(combo: Combo): string {
  return combo.items
    .map((item) => `${formatNumber(item.quantity)} × ${item.productName}`)
    .join(', ');
}

const columns: DataTableColumn<Combo>[] = [
  {
    key: 'combo',
    title: 'Combo',
    fixed: 'left',
    sorter: (a, b) => a.name.localeCompare(b.name, 'vi'),
    // The status below the name: the combo's items take the room of a column of their own.
    render: (combo) => (
      <NameCell
        name={combo.name}
        maxWidth={220}
        below={
          <>
            {combo.code} <StatusTag status={combo.status} />
          </>
        }
      />
    ),
  },
  {
    key: 'items',
    title: 'Sản phẩm trong combo',
    render: (combo) => (
      <Typography.Text style={{ display: 'block', minWidth: 180, maxWidth: 240, fontSize: 13 }}>
        {comboItemsText(combo)}
      </Typography.Text>
    ),
  },
  {
    key: 'comboPrice',
    title: 'Giá combo',
    type: 'money',
    sorter: (a, b) => a.comboPrice - b.comboPrice,
    render: (combo) => <PriceCell price={combo.comboPrice} usual={combo.usualTotal} />,
  },
  ...offerColumns<Combo>(),
];

const exportColumns: ExcelColumn<Combo>[] = [
  { title: 'Mã combo', key: 'code' },
  { title: 'Tên combo', key: 'name' },
  {
    title: 'Mã sản phẩm',
    value: (combo) =>
      combo.items.map((item) => `${String(item.quantity)} × ${item.productCode}`).join(', '),
  },
  { title: 'Sản phẩm trong combo', value: comboItemsText },
  { title: 'Giá combo', key: 'comboPrice', type: 'money' },
  { title: 'Tổng giá thường', key: 'usualTotal', type: 'money' },
  ...offerExportColumns<Combo>(),
];

/** The seller's combos that have not ended: their products, price, discount, period, sales, status. */
export function SellerCombosCard({ sellerId }: { sellerId: number }) {
  return (
    <OffersCard<Combo>
      title="Combo"
      sellerId={sellerId}
      query={sellerCombosQuery.useReport({ sellerId })}
      columns={columns}
      exportColumns={exportColumns}
      emptyText={NO_COMBOS_TEXT}
    />
  );
}
