import {
  ORDER_STATUS_LABELS,
  type ReportPeriod,
  SCREENS,
  SELLER_CUSTOMER_SORT_FIELDS,
  type SellerCustomer,
  type SellerSummary,
  labelOf,
  ECOMMERCE_MESSAGES,
  SUMMARY_TOP,
} from '@backoffice/shared';
import { Button, Card, Col, Row, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  lineOption,
  rankOption,
  shareChartPhoneHeight,
  shareOption,
} from '../../components/report/chart-option';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import {
  type OrdersOfFigure,
  drilled,
  useOrdersDrawer,
} from '../../components/report/orders-drawer';
import { PHONE_NAME_WIDTH } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { isNotFound } from '../../lib/api-client';
import { formatDate, formatNumber, formatPercent } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { useIsMobile } from '../../lib/use-is-mobile';
import { sellerSummaryReport } from './api/get-seller-summary';
import { sellerCustomersReport } from './api/get-seller-customers';
import { SearchBox } from '../../components/report/search-box';
import type { ExcelColumn } from '../../lib/export-excel';
import {
  type TableDefaults,
  tableParams,
  useClientViewInAddress,
  useTableInAddress,
} from '../../lib/table-in-address';
import { sortingOf } from '../../lib/use-report-table';
import { OWNER_TAG } from '../../components/report/owner-tag';
import { SELLER_KPIS } from './components/seller-kpis';
import { revenueTitle } from '../../components/report/revenue-heading';
import { comparedSeriesName } from '../../components/report/comparison';

type Product = SellerSummary['products'][number];
type Customer = SellerCustomer;
type Province = SellerSummary['provinces'][number];

/**
 * The rank column, kept in view with the name beside it while the figures scroll: a row's rank in
 * the whole list, its index there (or, for a list paged by the server, `offset` and its index in the
 * page).
 */
const rankColumn = <T,>(rankOf: (row: T, index: number) => number): DataTableColumn<T> => ({
  key: 'rank',
  title: '#',
  render: rankOf,
  exportable: false,
  width: 44,
  fixed: 'left',
});

/** Opens the orders behind a figure of the seller's period: `title`, and the row's keys. */
type OpenOrders = (title: string, keys: Partial<OrdersOfFigure['search']>) => void;

function productColumns(
  rows: readonly Product[],
  open: OpenOrders,
  phone: boolean,
): DataTableColumn<Product>[] {
  const keys = (row: Product) => ({ productCode: row.productCode });
  return [
    rankColumn((row) => rows.indexOf(row) + 1),
    {
      key: 'productName',
      title: 'Sản phẩm',
      dataIndex: 'productName',
      width: phone ? PHONE_NAME_WIDTH : 280,
      fixed: 'left',
      render: (row) => (
        <>
          {row.productName}
          <div style={{ fontSize: 12, opacity: 0.65 }}>
            {row.productCode} · {row.unit}
          </div>
        </>
      ),
    },
    { key: 'quantity', title: 'Số lượng', dataIndex: 'quantity', type: 'number', sorter: true },
    drilled<Product>(
      { key: 'orders', title: 'Đơn hàng', dataIndex: 'orders', type: 'number', sorter: true },
      (row) => `Đơn hàng ${row.productName}`,
      (row) => {
        open(`Đơn hàng · ${row.productName}`, keys(row));
      },
    ),
    drilled<Product>(
      { key: 'revenue', ...revenueTitle(), dataIndex: 'revenue', type: 'money', sorter: true },
      (row) => `Doanh thu ${row.productName}`,
      (row) => {
        open(`Doanh thu · ${row.productName}`, keys(row));
      },
    ),
  ];
}

/** The orders and revenue columns of a table of the seller's buyers or provinces. */
function figureColumns<T extends { orders: number; revenue: number }>(
  name: (row: T) => string,
  keys: (row: T) => Partial<OrdersOfFigure['search']>,
  open: OpenOrders,
): DataTableColumn<T>[] {
  return [
    drilled<T>(
      { key: 'orders', title: 'Đơn hàng', dataIndex: 'orders', type: 'number', sorter: true },
      (row) => `Đơn hàng ${name(row)}`,
      (row) => {
        open(`Đơn hàng · ${name(row)}`, keys(row));
      },
    ),
    drilled<T>(
      { key: 'revenue', ...revenueTitle(), dataIndex: 'revenue', type: 'money', sorter: true },
      (row) => `Doanh thu ${name(row)}`,
      (row) => {
        open(`Doanh thu · ${name(row)}`, keys(row));
      },
    ),
  ];
}

/** The customers' columns: their rank counts from `offset` (the rows of the pages before). */
const customerColumns = (
  offset: number,
  open: OpenOrders,
  phone: boolean,
): DataTableColumn<Customer>[] => [
  rankColumn((_row, index) => offset + index + 1),
  {
    key: 'name',
    title: 'Khách hàng',
    dataIndex: 'name',
    width: phone ? PHONE_NAME_WIDTH : 220,
    fixed: 'left',
    render: (row) => (
      <>
        {row.name}
        <div style={{ fontSize: 12, opacity: 0.65 }}>
          {row.customerCode} · {row.province}
        </div>
      </>
    ),
  },
  // Sorted by the server, over every customer.
  ...figureColumns<Customer>(
    (row) => row.name,
    (row) => ({ customerCode: row.customerCode }),
    open,
  ).map((column) => ({ ...column, sortKey: column.key })),
];

const CUSTOMER_SEARCH_LABEL = 'Tìm khách hàng, mã, tỉnh/thành';
const CUSTOMER_EXPORT: ExcelColumn<Customer>[] = [
  { title: 'Mã khách hàng', key: 'customerCode' },
  { title: 'Khách hàng', key: 'name' },
  { title: 'Tỉnh/thành', key: 'province' },
  { title: 'Đơn hàng', key: 'orders', type: 'number' },
  { title: 'Doanh thu', key: 'revenue', type: 'money' },
];

/** The three tables' page, sort and search in the address, each under its own names. */
const CUSTOMERS_TABLE: TableDefaults = {
  sort: { key: 'revenue', order: 'desc' },
  pageSize: 10,
  sortKeys: SELLER_CUSTOMER_SORT_FIELDS,
  prefix: 'customers',
};
const PRODUCTS_TABLE: TableDefaults = {
  sort: null,
  pageSize: 10,
  sortKeys: ['quantity', 'orders', 'revenue'],
  prefix: 'products',
};
const PROVINCES_TABLE: TableDefaults = {
  sort: null,
  pageSize: 10,
  sortKeys: ['orders', 'revenue'],
  prefix: 'provinces',
};

/**
 * Every customer of the seller in the period, paged, sorted and searched by the server (a large
 * seller has tens of thousands), with Excel of every one.
 */
function CustomersCard({
  sellerId,
  period,
  open,
  fileSuffix,
}: {
  sellerId: number;
  period: ReportPeriod;
  open: OpenOrders;
  fileSuffix: string;
}) {
  const phone = useIsMobile();
  const { view, setView } = useTableInAddress(CUSTOMERS_TABLE);
  const [params, setParams] = useSearchParams();
  const text = params.get(tableParams(CUSTOMERS_TABLE.prefix).search) ?? '';
  const filters = {
    sellerId,
    fromDate: period.fromDate,
    toDate: period.toDate,
    ...(text ? { search: text } : {}),
    ...sortingOf(view.sort, SELLER_CUSTOMER_SORT_FIELDS),
  };
  const query = sellerCustomersReport.useReport({
    ...filters,
    page: view.page,
    pageSize: view.pageSize,
  });
  const answer = query.data;
  return (
    <Card title={answer ? `Khách hàng (${formatNumber(answer.total)})` : 'Khách hàng'} size="small">
      <DataTable<Customer>
        columns={customerColumns(view.page * view.pageSize, open, phone)}
        exportColumns={CUSTOMER_EXPORT}
        rows={answer?.items}
        rowKey="customerCode"
        size="small"
        loading={query.isFetching}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        emptyText={text ? 'Không có khách hàng nào khớp từ khóa.' : 'Chưa có khách hàng nào.'}
        server={{ ...view, total: answer?.total ?? 0, onChange: setView }}
        toolbar={
          <SearchBox
            value={text}
            label={CUSTOMER_SEARCH_LABEL}
            onSearch={(typed) => {
              const names = tableParams(CUSTOMERS_TABLE.prefix);
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete(names.page);
                  if (typed) next.set(names.search, typed);
                  else next.delete(names.search);
                  return next;
                },
                { flushSync: true, replace: true },
              );
            }}
          />
        }
        onExportAll={(onProgress) => sellerCustomersReport.everyRow(filters, onProgress)}
        exportFileName={`khach-hang_${fileSuffix}`}
        exportSheetName="Khách hàng"
      />
    </Card>
  );
}

const provinceColumns = (
  rows: readonly Province[],
  open: OpenOrders,
  phone: boolean,
): DataTableColumn<Province>[] => [
  rankColumn((row) => rows.indexOf(row) + 1),
  {
    key: 'province',
    title: 'Tỉnh/thành',
    dataIndex: 'province',
    width: phone ? PHONE_NAME_WIDTH : 180,
    fixed: 'left',
  },
  ...figureColumns<Province>(
    (row) => row.province,
    (row) => ({ province: row.province }),
    open,
  ),
];

const dayLabel = (day: string) => formatDate(day).slice(0, 5);

/** The charts and tables of one seller's period. */
function SummaryContent({
  summary,
  fileSuffix,
  open,
}: {
  summary: SellerSummary;
  fileSuffix: string;
  open: OpenOrders;
}) {
  const phone = useIsMobile();
  const productsView = useClientViewInAddress(PRODUCTS_TABLE);
  const provincesView = useClientViewInAddress(PROVINCES_TABLE);
  const byDay = useMemo(
    () =>
      lineOption(
        summary.byDay.map((day) => dayLabel(day.day)),
        [
          { name: 'Doanh thu', kind: 'money', values: summary.byDay.map((day) => day.revenue) },
          {
            name: comparedSeriesName('Doanh thu', summary.compare),
            kind: 'money',
            values: summary.previousByDay.map((day) => day.revenue),
            compared: true,
          },
          { name: 'Đơn hàng', kind: 'count', values: summary.byDay.map((day) => day.orders) },
        ],
      ),
    [summary.byDay, summary.previousByDay, summary.compare],
  );
  const statuses = summary.statuses.map((status) => ({
    name: labelOf(ORDER_STATUS_LABELS, status.status).label,
    value: status.orders,
  }));
  const allOrders = statuses.reduce((sum, status) => sum + status.value, 0);
  const products = summary.products
    .slice(0, SUMMARY_TOP)
    .map((p) => ({ name: p.productName, value: p.revenue }));
  const best = summary.byDay.reduce(
    (top, day) => (day.revenue > top.revenue ? day : top),
    summary.byDay[0] ?? { day: '', revenue: 0, orders: 0 },
  );

  return (
    <>
      <KpiCards
        items={kpisOf(summary.totals, SELLER_KPIS).map((kpi, index) =>
          ['revenue', 'orders'].includes(SELLER_KPIS[index]?.figure ?? '') && kpi.value > 0
            ? {
                ...kpi,
                open: () => {
                  open(kpi.label, {});
                },
              }
            : kpi,
        )}
      />
      <ReportChart
        title="Doanh thu và đơn hàng theo ngày"
        description={`${String(summary.byDay.length)} ngày; cao nhất ${formatDate(best.day)}: ${formatNumber(best.revenue)} ₫; ${comparedSeriesName('Doanh thu', summary.compare)}: ${formatNumber(summary.previousByDay.reduce((sum, day) => sum + day.revenue, 0))} ₫`}
        option={byDay}
        empty={summary.totals.current.orders === 0}
        onPick={({ dataIndex }) => {
          const day = summary.byDay[dataIndex]?.day;
          if (day) open(`Ngày ${formatDate(day)}`, { fromDate: day, toDate: day });
        }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ReportChart
            title="Top sản phẩm theo doanh thu"
            description={products.map((p) => p.name).join(', ')}
            option={rankOption('Doanh thu', 'money', products)}
            empty={products.length === 0}
            onPick={({ dataIndex }) => {
              const product = summary.products[dataIndex];
              if (product) {
                open(`Doanh thu · ${product.productName}`, { productCode: product.productCode });
              }
            }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ReportChart
            title="Trạng thái đơn hàng"
            description={statuses
              .map((s) => `${s.name} ${formatPercent(allOrders ? s.value / allOrders : 0)}`)
              .join(', ')}
            option={shareOption('Đơn hàng', 'count', statuses)}
            phoneHeight={shareChartPhoneHeight(statuses.length)}
            empty={allOrders === 0}
            onPick={({ name }) => {
              const picked = summary.statuses.find(
                (row) => labelOf(ORDER_STATUS_LABELS, row.status).label === name,
              );
              if (picked) open(`Trạng thái ${name}`, { status: picked.status });
            }}
          />
        </Col>
      </Row>
      <Card title={`Sản phẩm đã bán (${formatNumber(summary.products.length)})`} size="small">
        <DataTable<Product>
          columns={productColumns(summary.products, open, phone)}
          exportColumns={[
            { title: 'Mã sản phẩm', key: 'productCode' },
            { title: 'Sản phẩm', key: 'productName' },
            { title: 'Đơn vị', key: 'unit' },
            { title: 'Số lượng', key: 'quantity', type: 'number' },
            { title: 'Đơn hàng', key: 'orders', type: 'number' },
            { title: 'Doanh thu', key: 'revenue', type: 'money' },
          ]}
          rows={summary.products}
          rowKey="productCode"
          size="small"
          defaultPageSize={PRODUCTS_TABLE.pageSize}
          view={productsView}
          search={{
            placeholder: 'Tìm sản phẩm',
            text: (row) => `${row.productName} ${row.productCode}`,
          }}
          exportFileName={`san-pham_${fileSuffix}`}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ReportChart
            title="Top khách hàng theo doanh thu"
            description={summary.topCustomers.map((c) => c.name).join(', ')}
            option={rankOption(
              'Doanh thu',
              'money',
              summary.topCustomers.map((c) => ({ name: c.name, value: c.revenue })),
            )}
            empty={summary.topCustomers.length === 0}
            onPick={({ dataIndex }) => {
              const picked = summary.topCustomers[dataIndex];
              if (picked) open(`Doanh thu · ${picked.name}`, { customerCode: picked.customerCode });
            }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={`Tỉnh/thành (${formatNumber(summary.provinces.length)})`}
            size="small"
            style={{ height: '100%' }}
          >
            <DataTable<Province>
              columns={provinceColumns(summary.provinces, open, phone)}
              rows={summary.provinces}
              rowKey="province"
              size="small"
              defaultPageSize={PROVINCES_TABLE.pageSize}
              view={provincesView}
              exportFileName={`tinh-thanh_${fileSuffix}`}
            />
          </Card>
        </Col>
      </Row>
      <CustomersCard
        sellerId={summary.seller.sellerId}
        period={summary.period}
        open={open}
        fileSuffix={fileSuffix}
      />
    </>
  );
}

/**
 * /ecommerce/seller-summary/:sellerId: one seller's period: its key figures against the previous
 * period, revenue by day, top products, order statuses, top customers and provinces.
 */
export function SellerSummaryPage() {
  const { sellerId: param } = useParams();
  const sellerId = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0;
  const period = useReportPeriod('thisMonth');
  const query = sellerSummaryReport.useReport(
    { sellerId, ...period.period },
    Number.isInteger(sellerId) && sellerId > 0,
  );
  const summary = query.data?.seller.sellerId === sellerId ? query.data : undefined;
  const search = periodSearch(period.period);
  const listLink = { pathname: SCREENS.ecommerceSeller.path, search };
  const navigate = useNavigate();

  const seller = summary?.seller;
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  const { fromDate, toDate } = period.period;
  const openOrders = useCallback<OpenOrders>(
    (title, keys) => {
      showOrders({
        title: `${title} · ${seller?.name ?? ''}`,
        search: {
          screen: 'ecommerceSellerSummary',
          fromDate,
          toDate,
          sellerIds: [sellerId],
          ...keys,
        },
      });
    },
    [showOrders, fromDate, toDate, sellerId, seller?.name],
  );
  return (
    <ReportFrame
      screen={SCREENS.ecommerceSellerSummary}
      notFound={
        (sellerId === 0 || isNotFound(query.error)) && {
          title: ECOMMERCE_MESSAGES.sellerNotFound,
          description: 'Nhà bán không có trong danh mục, hoặc đường dẫn không đúng.',
          back: { label: 'Về báo cáo nhà bán', to: listLink },
        }
      }
      title={
        <>
          {seller ? seller.name : SCREENS.ecommerceSellerSummary.title}{' '}
          {seller?.isOwner ? <Tag color="green">{OWNER_TAG}</Tag> : null}
        </>
      }
      subtitle={summary && `${summary.seller.code} · idf ${String(sellerId)}`}
      compared={summary}
      breadcrumb={[
        { title: <Link to={listLink}>{SCREENS.ecommerceSeller.title}</Link> },
        { title: seller?.name ?? SCREENS.ecommerceSellerSummary.title },
      ]}
      extra={
        <Button
          onClick={() => {
            void navigate({
              pathname: SCREENS.ecommerceSellerDetail.path,
              search: `sellerId=${String(sellerId)}`,
            });
          }}
        >
          Deal, combo và giá sản phẩm
        </Button>
      }
      period={period}
      load={{ ...query, isPending: summary === undefined }}
    >
      {summary ? (
        <SummaryContent
          summary={summary}
          fileSuffix={`${String(sellerId)}_${period.period.fromDate}_${period.period.toDate}`}
          open={openOrders}
        />
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
