import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  OFFER_STATUS_LABELS,
  PAGE_SIZE_DEFAULT,
  SELLER_PRODUCT_SORT_FIELDS,
  type SellerProduct,
  type SellerProductSearch,
  changeRatio,
  labelOf,
} from '@backoffice/shared';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { SearchBox } from '../../../components/report/search-box';
import {
  DataTable,
  type DataTableColumn,
  type ServerQuery,
} from '../../../components/ui/data-table';
import type { ExcelColumn } from '../../../lib/export-excel';
import { formatDate, formatPercent, formatVnd } from '../../../lib/format';
import { sortingOf } from '../../../lib/use-report-table';
import { sellerProductsReport } from '../api/get-seller-products';
import { NameCell } from './deal-cells';
import { SectionCard } from './section-card';

export const PRODUCT_SEARCH_LABEL = 'Tìm sản phẩm theo tên hoặc mã';
export const NO_PRICE_CHANGE_TEXT = 'Chưa đổi giá';
const SEARCH_MAX_LENGTH = 100;

/** '+5,0%' or '−3,2%' (a true minus sign), '0,0%' for no change. */
export function priceChangeText(ratio: number): string {
  const sign = ratio > 0 ? '+' : ratio < 0 ? '−' : '';
  return `${sign}${formatPercent(Math.abs(ratio))}`;
}

/** The last change of the price: before → now, by how much, and the day; said neutrally. */
function PriceChangeCell({ product }: { product: SellerProduct }) {
  if (product.previousPrice === null) {
    return <Typography.Text type="secondary">{NO_PRICE_CHANGE_TEXT}</Typography.Text>;
  }
  const ratio = changeRatio(product.price, product.previousPrice);
  const word = ratio === null || ratio === 0 ? 'Không đổi' : ratio > 0 ? 'Tăng' : 'Giảm';
  return (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      <span>
        {formatVnd(product.previousPrice)} → {formatVnd(product.price)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {ratio === null ? null : (
          <>
            <span aria-label={`${word} ${formatPercent(Math.abs(ratio))}`}>
              {ratio > 0 ? <ArrowUpOutlined /> : ratio < 0 ? <ArrowDownOutlined /> : null}{' '}
              {priceChangeText(ratio)}
            </span>
            {' · '}
          </>
        )}
        {formatDate(product.changedAt)}
      </Typography.Text>
    </Flex>
  );
}

const columns: DataTableColumn<SellerProduct>[] = [
  {
    key: 'product',
    title: 'Sản phẩm',
    fixed: 'left',
    sortKey: 'productName',
    render: (product) => <NameCell name={product.productName} below={product.productCode} />,
  },
  { key: 'unit', title: 'Đơn vị', dataIndex: 'unit' },
  { key: 'category', title: 'Nhóm hàng', dataIndex: 'category' },
  { key: 'price', title: 'Giá hiện tại', dataIndex: 'price', type: 'money', sortKey: 'price' },
  {
    key: 'change',
    title: 'Lần đổi giá gần nhất',
    sortKey: 'changedAt',
    render: (product) => <PriceChangeCell product={product} />,
  },
];

const exportColumns: ExcelColumn<SellerProduct>[] = [
  { title: 'Mã sản phẩm', key: 'productCode' },
  { title: 'Sản phẩm', key: 'productName' },
  { title: 'Đơn vị', key: 'unit' },
  { title: 'Nhóm hàng', key: 'category' },
  { title: 'Trạng thái', value: (product) => labelOf(OFFER_STATUS_LABELS, product.status).label },
  { title: 'Giá hiện tại', key: 'price', type: 'money' },
  { title: 'Giá trước', key: 'previousPrice', type: 'money' },
  {
    title: 'Thay đổi giá',
    type: 'percent',
    value: (product) =>
      product.previousPrice === null ? null : changeRatio(product.price, product.previousPrice),
  },
  { title: 'Ngày đổi giá', key: 'changedAt', type: 'date' },
];

/**
 * The seller's products with their current price and its last change: searched, paged and sorted
 * by the API. Keyed by seller, so that another seller starts from the first page and no search.
 */
export function SellerProductsCard({ sellerId }: { sellerId: number }) {
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<ServerQuery>({
    page: 0,
    pageSize: PAGE_SIZE_DEFAULT,
    sort: null,
  });
  // Another search starts again from the first page.
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    setPagedSearch(search);
    setPaging((current) => ({ ...current, page: 0 }));
  }
  const filters: Omit<SellerProductSearch, 'page' | 'pageSize'> = {
    sellerId,
    ...(search !== '' ? { search } : {}),
    ...sortingOf(paging.sort, SELLER_PRODUCT_SORT_FIELDS),
  };
  const query = sellerProductsReport.useReport({
    ...filters,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const page = query.data;

  return (
    <SectionCard title="Sản phẩm và giá" count={page?.total}>
      <DataTable<SellerProduct>
        columns={columns}
        rows={page?.items}
        rowKey="productCode"
        size="small"
        loading={query.isFetching}
        // A retry shows the table loading again, not the failure it is retrying.
        error={query.isFetching ? null : query.error}
        onRetry={() => void query.refetch()}
        emptyText={
          search === ''
            ? 'Nhà bán chưa có sản phẩm nào.'
            : `Không có sản phẩm nào khớp với "${search}".`
        }
        server={{ ...paging, total: page?.total ?? 0, onChange: setPaging }}
        toolbar={
          <SearchBox
            label={PRODUCT_SEARCH_LABEL}
            maxLength={SEARCH_MAX_LENGTH}
            value={search}
            onSearch={setSearch}
          />
        }
        exportFileName={`san-pham_nha-ban-${String(sellerId)}`}
        exportSheetName="Sản phẩm"
        exportColumns={exportColumns}
        onExportAll={(onProgress) => sellerProductsReport.everyRow(filters, onProgress)}
      />
    </SectionCard>
  );
}
