import {
  SCREENS,
  type SaleDetailCustomer,
  type SaleDetailDay,
  type SalePerformanceDetail,
  changeRatio,
} from '@backoffice/shared';
import { Card, Tabs, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { BuyerCell } from '../../components/report/buyer-cell';
import { lineOption } from '../../components/report/chart-option';
import { COMPARED_WITH, comparedSeriesName } from '../../components/report/comparison';
import { ComparedFigure } from '../../components/report/compared-figure';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import { FigureLink, useOrdersDrawer } from '../../components/report/orders-drawer';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { RevenueHeading } from '../../components/report/revenue-heading';
import { totalsRow } from '../../components/report/totals-row';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import { isNotFound } from '../../lib/api-client';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDate, formatNumber } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { salePerformanceDetailQuery } from './api/get-sale-performance';
import { SALE_KPIS, targetKpi } from './components/sale-kpis';

/** The orders of the sale behind a figure: of a day, of a customer, or of the whole period. */
type OpenOrders = (title: string, part: { day?: string; crmCustomerId?: number }) => void;

const WORK_COLUMNS = [
  { key: 'buyers', title: 'Khách mua' },
  { key: 'newCustomers', title: 'Khách mới' },
  { key: 'dugCustomers', title: 'Nhận từ kho' },
  { key: 'interactions', title: 'Tương tác' },
  { key: 'tasksDone', title: 'Việc xong' },
] as const;

function dayColumns(open: OpenOrders): DataTableColumn<SaleDetailDay>[] {
  const figure = (day: SaleDetailDay, value: number, title: string, money: boolean) => {
    const shown = money ? <Money value={value} /> : formatNumber(value);
    return value === 0 ? (
      shown
    ) : (
      <div style={{ textAlign: 'right' }}>
        <FigureLink
          label={`${title} ngày ${formatDate(day.day)}`}
          value={value}
          onOpen={() => {
            open(`${title} · ${formatDate(day.day)}`, { day: day.day });
          }}
        >
          {shown}
        </FigureLink>
      </div>
    );
  };
  return [
    {
      key: 'day',
      title: 'Ngày',
      dataIndex: 'day',
      type: 'date',
      sorter: (a, b) => a.day.localeCompare(b.day),
      width: 110,
      fixed: 'left',
    },
    {
      key: 'revenue',
      title: <RevenueHeading />,
      exportTitle: 'Doanh thu',
      type: 'money',
      sorter: (a, b) => a.revenue - b.revenue,
      render: (day) => figure(day, day.revenue, 'Doanh thu', true),
      exportValue: (day) => day.revenue,
      width: 140,
    },
    {
      key: 'orders',
      title: 'Đơn hàng',
      type: 'number',
      sorter: (a, b) => a.orders - b.orders,
      render: (day) => figure(day, day.orders, 'Đơn hàng', false),
      exportValue: (day) => day.orders,
      width: 96,
    },
    ...WORK_COLUMNS.map(({ key, title }): DataTableColumn<SaleDetailDay> => ({
      key,
      title,
      dataIndex: key,
      type: 'number',
      sorter: (a, b) => a[key] - b[key],
      width: 96,
    })),
  ];
}

function customerColumns(open: OpenOrders): DataTableColumn<SaleDetailCustomer>[] {
  return [
    {
      key: 'name',
      title: 'Khách hàng',
      sorter: (a, b) => a.name.localeCompare(b.name, 'vi'),
      render: (customer) => (
        <BuyerCell
          name={customer.name}
          code={customer.code}
          crmCustomerId={customer.canOpen ? customer.customerId : null}
        />
      ),
      exportValue: (customer) => customer.name,
      width: 240,
      fixed: 'left',
    },
    {
      key: 'revenue',
      title: <RevenueHeading />,
      exportTitle: 'Doanh thu',
      type: 'money',
      sorter: (a, b) => a.revenue - b.revenue,
      render: (customer) => (
        <ComparedFigure
          value={customer.revenue}
          previous={customer.previousRevenue}
          money
          label={`Doanh thu ${customer.name}`}
          open={
            customer.orders === 0
              ? undefined
              : () => {
                  open(`Doanh thu · ${customer.name}`, { crmCustomerId: customer.customerId });
                }
          }
        />
      ),
      exportValue: (customer) => customer.revenue,
      width: 150,
    },
    {
      key: 'orders',
      title: 'Đơn hàng',
      type: 'number',
      sorter: (a, b) => a.orders - b.orders,
      render: (customer) => (
        <ComparedFigure
          value={customer.orders}
          previous={customer.previousOrders}
          label={`Đơn hàng ${customer.name}`}
        />
      ),
      exportValue: (customer) => customer.orders,
      width: 110,
    },
    {
      key: 'interactions',
      title: 'Tương tác',
      dataIndex: 'interactions',
      type: 'number',
      sorter: (a, b) => a.interactions - b.interactions,
      width: 100,
    },
  ];
}

const CUSTOMER_EXPORT: ExcelColumn<SaleDetailCustomer>[] = [
  { title: 'Mã khách hàng', key: 'code' },
  { title: 'Khách hàng', key: 'name' },
  { title: 'Doanh thu', key: 'revenue', type: 'money' },
  { title: 'Doanh thu kỳ so sánh', key: 'previousRevenue', type: 'money' },
  {
    title: 'Doanh thu: thay đổi',
    type: 'percent',
    value: (customer) => changeRatio(customer.revenue, customer.previousRevenue),
  },
  { title: 'Đơn hàng', key: 'orders', type: 'number' },
  { title: 'Đơn hàng kỳ so sánh', key: 'previousOrders', type: 'number' },
  { title: 'Tương tác', key: 'interactions', type: 'number' },
];

function DetailContent({
  detail,
  fileSuffix,
  open,
}: {
  detail: SalePerformanceDetail;
  fileSuffix: string;
  open: OpenOrders;
}) {
  const kpis = useMemo(() => {
    const cards = kpisOf(detail.totals, SALE_KPIS).map((kpi, index) => {
      const figure = SALE_KPIS[index]?.figure;
      return figure === 'revenue' || figure === 'orders'
        ? {
            ...kpi,
            open: () => {
              open(kpi.label, {});
            },
          }
        : kpi;
    });
    const target = targetKpi(detail.target);
    return target
      ? [cards[0], target, ...cards.slice(1)].filter((kpi) => kpi !== undefined)
      : cards;
  }, [detail, open]);
  const chart = useMemo(
    () =>
      lineOption(
        detail.byDay.map((day) => formatDate(day.day).slice(0, 5)),
        [
          { name: 'Doanh thu', kind: 'money', values: detail.byDay.map((day) => day.revenue) },
          {
            name: comparedSeriesName('Doanh thu', detail.compare),
            kind: 'money',
            values: detail.previousByDay.map((day) => day.revenue),
            compared: true,
          },
          { name: 'Tương tác', kind: 'count', values: detail.byDay.map((day) => day.interactions) },
        ],
      ),
    [detail],
  );
  const days = useMemo(() => dayColumns(open), [open]);
  const customers = useMemo(() => customerColumns(open), [open]);
  const total = (figure: keyof SaleDetailDay & keyof typeof detail.totals.current) =>
    detail.totals.current[figure];
  const cut = detail.customersTotal > detail.customers.length;

  return (
    <>
      <KpiCards items={kpis} />
      <ReportChart
        title={`Doanh thu và tương tác theo ngày, ${COMPARED_WITH[detail.compare]}`}
        description={`Doanh thu của ${detail.sale.fullName} theo từng ngày trong kỳ, và số tương tác`}
        option={chart}
        empty={
          detail.totals.current.revenue === 0 &&
          detail.totals.previous.revenue === 0 &&
          detail.totals.current.interactions === 0
        }
      />
      <Card>
        <Tabs
          items={[
            {
              key: 'days',
              label: 'Theo ngày',
              children: (
                <DataTable<SaleDetailDay>
                  columns={days}
                  rows={detail.byDay}
                  rowKey="day"
                  size="small"
                  defaultPageSize={31}
                  exportFileName={`hieu-qua-ban-hang_${detail.sale.username}_theo-ngay_${fileSuffix}`}
                  exportSheetName="Theo ngày"
                  totals={() =>
                    totalsRow([
                      <Money key="revenue" value={total('revenue')} strong />,
                      formatNumber(total('orders')),
                      formatNumber(total('buyers')),
                      formatNumber(total('newCustomers')),
                      formatNumber(total('dugCustomers')),
                      formatNumber(total('interactions')),
                      formatNumber(total('tasksDone')),
                    ])
                  }
                />
              ),
            },
            {
              key: 'customers',
              label: `Theo khách hàng (${formatNumber(detail.customersTotal)})`,
              children: (
                <>
                  {cut ? (
                    <Typography.Paragraph type="secondary">
                      {formatNumber(detail.customers.length)} khách hàng doanh thu cao nhất trên{' '}
                      {formatNumber(detail.customersTotal)}.
                    </Typography.Paragraph>
                  ) : null}
                  <DataTable<SaleDetailCustomer>
                    columns={customers}
                    rows={detail.customers}
                    rowKey="customerId"
                    size="small"
                    defaultPageSize={20}
                    search={{
                      placeholder: 'Tìm khách hàng theo tên hoặc mã',
                      text: (customer) => `${customer.name} ${customer.code}`,
                    }}
                    emptyText="Không có khách hàng nào có đơn hay tương tác trong kỳ."
                    exportFileName={`hieu-qua-ban-hang_${detail.sale.username}_theo-khach-hang_${fileSuffix}`}
                    exportSheetName="Theo khách hàng"
                    exportColumns={CUSTOMER_EXPORT}
                  />
                </>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * /report/sale-performance/:saleId: one sale the user reads, their figures against the period
 * compared and their target, day by day and customer by customer (each linked to its CRM page),
 * the orders behind each figure; Excel of each table.
 */
export function SalePerformanceDetailPage() {
  const { saleId: saleParam = '' } = useParams();
  const saleId = /^\d{1,9}$/.test(saleParam) ? Number(saleParam) : -1;
  const period = useReportPeriod('thisMonth');
  const query = salePerformanceDetailQuery.useReport({ saleId, ...period.period }, saleId > 0);
  const detail = query.data?.sale.saleId === saleId ? query.data : undefined;
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  const { fromDate, toDate } = period.period;
  const name = detail?.sale.fullName ?? '';
  const open = useCallback<OpenOrders>(
    (title, { day, crmCustomerId }) => {
      showOrders({
        title: `${title} · ${name}`,
        search: {
          screen: 'reportSalePerformanceDetail',
          fromDate: day ?? fromDate,
          toDate: day ?? toDate,
          saleId,
          ...(crmCustomerId === undefined ? {} : { crmCustomerId }),
        },
      });
    },
    [showOrders, fromDate, toDate, saleId, name],
  );
  const search = periodSearch(period.period);
  const listLink = { pathname: SCREENS.reportSalePerformance.path, search };

  return (
    <ReportFrame
      screen={SCREENS.reportSalePerformanceDetail}
      notFound={
        (saleId <= 0 || isNotFound(query.error)) && {
          title: 'Không tìm thấy nhân viên',
          description:
            'Nhân viên này không có trong phạm vi báo cáo của bạn, hoặc địa chỉ không đúng.',
          back: { label: 'Về hiệu quả bán hàng', to: listLink },
        }
      }
      title={detail ? `Hiệu quả bán hàng · ${detail.sale.fullName}` : undefined}
      subtitle={detail?.sale.username}
      compared={detail}
      breadcrumb={[
        { title: <Link to={listLink}>{SCREENS.reportSalePerformance.title}</Link> },
        { title: name || '…' },
      ]}
      period={period}
      load={{ ...query, isPending: detail === undefined && !query.error }}
    >
      {detail ? (
        <DetailContent detail={detail} fileSuffix={`${fromDate}_${toDate}`} open={open} />
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
