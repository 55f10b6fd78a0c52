import {
  OWNER_SELLER_IDS,
  PRODUCT_ANALYSIS_SORT_FIELDS,
  PRODUCT_TOP,
  type ProductAnalysisPage as Analysis,
  type ProductAnalysisRow,
  SCREENS,
} from '@backoffice/shared';
import { Card, Flex, Switch, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { rankOption } from '../../components/report/chart-option';
import { CategoryFilter } from '../../components/report/category-filter';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import { drilled, useOrdersDrawer } from '../../components/report/orders-drawer';
import { productColumn } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { SearchBox } from '../../components/report/search-box';
import { NotSummed, totalsRow } from '../../components/report/totals-row';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import { formatNumber, formatPercent } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useReportTable } from '../../lib/use-report-table';
import { productAnalysisReport } from './api/get-product-analysis';
import { REVENUE_MEANING, revenueTitle } from '../../components/report/revenue-heading';

const PARAMS = { search: 'q', category: 'category', catalogue: 'all' } as const;

export const CATALOGUE_LABEL = 'Cả danh mục';

/** Orders and sellers are counted once however many products share them: no sum of rows. */
const NOT_ADDITIVE = 'Một đơn, một nhà bán có nhiều sản phẩm: không cộng dồn theo sản phẩm.';

/** The totals row: every product of the filters (not only the page's). */
function totalCells(totals: Analysis['totals']['current']) {
  const none = <NotSummed why={NOT_ADDITIVE} />;
  return [
    `${formatNumber(totals.products)} sản phẩm bán ra`,
    <Money key="revenue" value={totals.revenue} strong />,
    formatNumber(totals.quantity),
    none,
    none,
    null,
    formatPercent(totals.revenue > 0 ? totals.ownerRevenue / totals.revenue : 0),
  ];
}

function columnsFor(
  search: string,
  phone: boolean,
  open: (title: string, row: ProductAnalysisRow) => void,
): DataTableColumn<ProductAnalysisRow>[] {
  const figure = (
    column: DataTableColumn<ProductAnalysisRow> & { dataIndex: 'revenue' | 'quantity' | 'orders' },
    title: string,
  ) =>
    drilled(
      column,
      (row) => `${title} ${row.productName}`,
      (row) => {
        open(`${title} · ${row.productName}`, row);
      },
    );
  return [
    productColumn<ProductAnalysisRow>({
      search,
      detail: (row) => `${row.productCode} · ${row.manufacturer} · ${row.unit}`,
      width: 260,
      phone,
    }),
    { key: 'category', title: 'Nhóm hàng', dataIndex: 'category', width: 110 },
    figure(
      {
        key: 'revenue',
        ...revenueTitle(),
        dataIndex: 'revenue',
        type: 'money',
        sortKey: 'revenue',
      },
      'Doanh thu',
    ),
    figure(
      {
        key: 'quantity',
        title: 'Số lượng',
        dataIndex: 'quantity',
        type: 'number',
        sortKey: 'quantity',
      },
      'Số lượng',
    ),
    figure(
      { key: 'orders', title: 'Đơn hàng', dataIndex: 'orders', type: 'number', sortKey: 'orders' },
      'Đơn hàng',
    ),
    { key: 'sellers', title: 'Nhà bán', dataIndex: 'sellers', type: 'number', sortKey: 'sellers' },
    {
      key: 'price',
      title: 'Giá TB (thấp – cao)',
      render: (row) =>
        row.minPrice === null ? (
          <Typography.Text type="secondary">Không có giá bán</Typography.Text>
        ) : (
          <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            <Money value={row.averagePrice} align="inline" />
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {formatNumber(row.minPrice)} – {formatNumber(row.maxPrice)}
            </Typography.Text>
          </div>
        ),
      exportable: false,
      align: 'right',
    },
    {
      key: 'ownerShare',
      title: 'Tỷ trọng công ty',
      dataIndex: 'ownerShare',
      type: 'percent',
      sortKey: 'ownerShare',
      width: 110,
    },
  ];
}

const EXPORT_COLUMNS = [
  { title: 'Mã sản phẩm', key: 'productCode' as const },
  { title: 'Sản phẩm', key: 'productName' as const },
  {
    title: 'Rx/OTC',
    value: (row: ProductAnalysisRow) => (row.prescription ? 'Rx' : 'OTC'),
  },
  { title: 'Đơn vị', key: 'unit' as const },
  { title: 'Nhóm hàng', key: 'category' as const },
  { title: 'Hãng sản xuất', key: 'manufacturer' as const },
  { title: 'Doanh thu', key: 'revenue' as const, type: 'money' as const },
  { title: 'Số lượng', key: 'quantity' as const, type: 'number' as const },
  { title: 'Đơn hàng', key: 'orders' as const, type: 'number' as const },
  { title: 'Số nhà bán', key: 'sellers' as const, type: 'number' as const },
  { title: 'Giá thấp nhất', key: 'minPrice' as const, type: 'money' as const },
  { title: 'Giá cao nhất', key: 'maxPrice' as const, type: 'money' as const },
  { title: 'Giá trung bình', key: 'averagePrice' as const, type: 'money' as const },
  { title: 'Doanh thu nhà bán công ty', key: 'ownerRevenue' as const, type: 'money' as const },
  { title: 'Tỷ trọng công ty', key: 'ownerShare' as const, type: 'percent' as const },
];

/**
 * /ecommerce/product-analysis: products ranked by revenue over the period with quantity, orders,
 * the sellers offering each and their prices, and the owner sellers' share; searched (accents aside)
 * and filtered by category, both kept in the address with the period.
 */
export function ProductAnalysisPage() {
  const period = useReportPeriod('thisMonth');
  const table = useReportTable({ key: 'revenue', order: 'desc' }, PRODUCT_ANALYSIS_SORT_FIELDS);
  const { setParam, sorting } = table;
  const text = table.text(PARAMS.search);
  const category = table.text(PARAMS.category);
  const catalogue = table.text(PARAMS.catalogue) === '1';
  const filters = useMemo(
    () => ({
      ...period.period,
      ...(text ? { search: text } : {}),
      ...(category ? { category } : {}),
      ...(catalogue ? { catalogue: 'true' as const } : {}),
      ...sorting,
    }),
    [period.period, text, category, catalogue, sorting],
  );
  const query = productAnalysisReport.useReport({ ...filters, ...table.page });
  const answer = query.data;

  const search = periodSearch(period.period);
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  const { fromDate, toDate } = period.period;
  // A product's orders, or those of every product of the filters (of the company's sellers only).
  const openOrders = useCallback(
    (title: string, product?: ProductAnalysisRow, sellerIds?: number[]) => {
      showOrders({
        title,
        search: {
          screen: 'ecommerceProductAnalysis',
          fromDate,
          toDate,
          ...(sellerIds ? { sellerIds } : {}),
          ...(product
            ? { productCode: product.productCode }
            : { ...(text ? { search: text } : {}), ...(category ? { category } : {}) }),
        },
      });
    },
    [showOrders, fromDate, toDate, text, category],
  );
  const phone = useIsMobile();
  const columns = useMemo(() => columnsFor(search, phone, openOrders), [search, phone, openOrders]);
  const top = (answer?.top ?? []).slice(0, PRODUCT_TOP);
  const totals = answer?.totals;

  return (
    <ReportFrame
      screen={SCREENS.ecommerceProductAnalysis}
      compared={answer}
      period={period}
      filters={
        <>
          <SearchBox
            value={text}
            onSearch={(typed) => {
              setParam(PARAMS.search, typed);
            }}
          />
          <CategoryFilter
            categories={answer?.categories ?? []}
            value={category}
            width={200}
            onChange={(chosen) => {
              setParam(PARAMS.category, chosen);
            }}
          />
          <Flex align="center" gap={8}>
            <Switch
              id="product-analysis-catalogue"
              size="small"
              checked={catalogue}
              onChange={(checked) => {
                setParam(PARAMS.catalogue, checked ? '1' : '');
              }}
            />
            <label htmlFor="product-analysis-catalogue">{CATALOGUE_LABEL}</label>
          </Flex>
        </>
      }
      load={query}
      empty={answer !== undefined && answer.total === 0}
      emptyText={
        text || category
          ? `Không có sản phẩm nào khớp bộ lọc${catalogue ? '' : ' bán ra trong khoảng thời gian này'}.`
          : 'Không có sản phẩm nào bán ra trong khoảng thời gian này. Bật "Cả danh mục" để xem mọi sản phẩm.'
      }
    >
      {answer && totals ? (
        <>
          <KpiCards
            items={kpisOf(totals, [
              { label: 'Doanh thu', figure: 'revenue', kind: 'money', hint: REVENUE_MEANING },
              { label: 'Số lượng bán', figure: 'quantity', kind: 'count' },
              { label: 'Sản phẩm bán ra', figure: 'products', kind: 'count' },
              { label: 'Doanh thu nhà bán công ty', figure: 'ownerRevenue', kind: 'money' },
            ]).map((kpi, index) =>
              index === 2 || kpi.value === 0
                ? kpi
                : {
                    ...kpi,
                    open: () => {
                      openOrders(
                        `${kpi.label} · mọi sản phẩm`,
                        undefined,
                        index === 3 ? [...OWNER_SELLER_IDS] : undefined,
                      );
                    },
                  },
            )}
          />
          <ReportChart
            title={`Top ${String(PRODUCT_TOP)} sản phẩm theo doanh thu`}
            description={top
              .map(
                (row) =>
                  `${row.productName} ${formatPercent(totals.current.revenue ? row.revenue / totals.current.revenue : 0)}`,
              )
              .join(', ')}
            option={rankOption(
              'Doanh thu',
              'money',
              top.map((row) => ({ name: row.productName, value: row.revenue })),
            )}
            empty={totals.current.revenue === 0}
            height={360}
            onPick={({ dataIndex }) => {
              const product = top[dataIndex];
              if (product) openOrders(`Doanh thu · ${product.productName}`, product);
            }}
          />
          <Card>
            <DataTable<ProductAnalysisRow>
              columns={columns}
              rows={answer.items}
              rowKey="productCode"
              size="small"
              loading={query.isFetching}
              server={table.server(answer.total)}
              exportFileName={`phan-tich-san-pham_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Sản phẩm"
              exportColumns={EXPORT_COLUMNS}
              onExportAll={(onProgress) => productAnalysisReport.everyRow(filters, onProgress)}
              summary={() => totalsRow(totalCells(totals.current))}
            />
          </Card>
        </>
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
