import {
  NO_SALE_LABEL,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SALE_INVOICE_ORDER_SORT_FIELDS,
  SCREENS,
  type SaleInvoiceOrder,
  type SaleInvoiceOrdersPage,
  ageBucketLabels,
  ageBucketOf,
  labelOf,
} from '@backoffice/shared';
import { Card, Flex, Segmented, Select, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { BuyerCell } from '../../components/report/buyer-cell';
import { type Kpi, KpiCards } from '../../components/report/kpi-cards';
import { ReportFrame } from '../../components/report/report-frame';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import { isNotFound } from '../../lib/api-client';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDate, formatDateTime, formatNumber, formatVnd } from '../../lib/format';
import { useReportPeriod } from '../../lib/report-period';
import { useReportTable } from '../../lib/use-report-table';
import { type InvoiceOrdersSearch, saleInvoiceOrdersReport } from './api/get-sale-order-invoice';
import {
  AGE_DAYS_PARAM,
  DEFAULT_AGE_DAYS,
  DETAIL_PARAMS,
  INVOICE_KPIS,
  ageColor,
  lowerFirst,
} from './components/order-invoice';

export const UNPAID_ONLY_LABEL = 'Chưa thu đủ';
export const ALL_ORDERS_LABEL = 'Tất cả đơn';
export const AGE_FILTER_LABEL = 'Tuổi nợ';
const EVERY_AGE = 'all';

/** The order's invoices, each with its number and day; "Chưa xuất" for none. */
function InvoicesCell({ order }: { order: SaleInvoiceOrder }) {
  if (order.invoices.length === 0) {
    return <Typography.Text type="secondary">Chưa xuất</Typography.Text>;
  }
  return (
    <Flex vertical gap={0}>
      {order.invoices.map((invoice) => (
        <span key={invoice.code} style={{ whiteSpace: 'nowrap' }}>
          {invoice.code}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {formatDate(invoice.invoiceDate)} · {formatVnd(invoice.amount)}
          </Typography.Text>
        </span>
      ))}
    </Flex>
  );
}

function columnsFor(ageDays: readonly number[]): DataTableColumn<SaleInvoiceOrder>[] {
  const labels = ageBucketLabels(ageDays);
  return [
    {
      key: 'code',
      title: 'Đơn hàng',
      sortKey: 'orderDate',
      width: 160,
      fixed: 'left',
      render: (order) => {
        const status = labelOf(ORDER_STATUS_LABELS, order.status);
        return (
          <Flex vertical gap={2} align="start">
            <span>{order.code}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {formatDateTime(order.createdAt)}
            </Typography.Text>
            <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
              {status.label}
            </Tag>
          </Flex>
        );
      },
    },
    {
      key: 'customer',
      title: 'Khách hàng',
      width: 170,
      render: (order) => (
        <BuyerCell
          name={order.customerName}
          code={order.customerCode}
          crmCustomerId={order.crmCustomerId}
        />
      ),
    },
    {
      key: 'ordered',
      title: 'Giá trị đơn',
      dataIndex: 'ordered',
      type: 'money',
      sortKey: 'ordered',
      width: 120,
    },
    {
      key: 'invoices',
      title: 'Hóa đơn',
      width: 176,
      render: (order) => <InvoicesCell order={order} />,
    },
    {
      key: 'collected',
      title: 'Đã thu',
      width: 140,
      align: 'right',
      render: (order) => {
        const payment = labelOf(PAYMENT_STATUS_LABELS, order.paymentStatus);
        return (
          <Flex vertical gap={2} align="end">
            <Money value={order.collected} />
            <Tag color={payment.color} style={{ marginInlineEnd: 0 }}>
              {payment.label}
            </Tag>
          </Flex>
        );
      },
    },
    {
      key: 'unpaid',
      title: 'Chưa thu',
      dataIndex: 'unpaid',
      type: 'money',
      sortKey: 'unpaid',
      width: 120,
    },
    {
      key: 'age',
      title: 'Số ngày nợ',
      width: 110,
      align: 'right',
      render: (order) => {
        if (order.unpaid === 0)
          return <Typography.Text type="secondary">Đã thu đủ</Typography.Text>;
        const bucket = ageBucketOf(ageDays, order.age);
        return (
          <span style={{ whiteSpace: 'nowrap' }} title={labels[bucket]}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: 4,
                marginInlineEnd: 6,
                background: ageColor(bucket, labels.length),
              }}
            />
            {formatNumber(order.age)} ngày
          </span>
        );
      },
      exportValue: (order) => (order.unpaid === 0 ? null : order.age),
      exportTitle: 'Số ngày nợ',
    },
  ];
}

/** The Excel file: every order of the filters, one column per fact. */
const EXPORT_COLUMNS: ExcelColumn<SaleInvoiceOrder>[] = [
  { title: 'Mã đơn', key: 'code' },
  { title: 'Ngày đặt', key: 'createdAt', type: 'datetime' },
  { title: 'Mã khách hàng', key: 'customerCode' },
  { title: 'Khách hàng', key: 'customerName' },
  { title: 'Trạng thái', value: (order) => labelOf(ORDER_STATUS_LABELS, order.status).label },
  { title: 'Giá trị đơn', key: 'ordered', type: 'money' },
  {
    title: 'Số hóa đơn',
    value: (order) => order.invoices.map((invoice) => invoice.code).join(', '),
  },
  { title: 'Đã xuất hóa đơn', key: 'invoiced', type: 'money' },
  {
    title: 'Thanh toán',
    value: (order) => labelOf(PAYMENT_STATUS_LABELS, order.paymentStatus).label,
  },
  { title: 'Đã thu', key: 'collected', type: 'money' },
  { title: 'Chưa thu', key: 'unpaid', type: 'money' },
  {
    title: 'Số ngày nợ',
    type: 'number',
    value: (order) => (order.unpaid === 0 ? null : order.age),
  },
];

/** The sale's figures, then the unpaid of each age; a bucket's card filters the orders by it. */
function kpisOf(page: SaleInvoiceOrdersPage, pick: (bucket: number) => void): Kpi[] {
  const labels = ageBucketLabels(page.ageDays);
  return [
    ...INVOICE_KPIS.map((kpi): Kpi => ({
      label: kpi.label,
      value: page.totals[kpi.figure],
      kind: kpi.kind,
      ...(kpi.hint === undefined ? {} : { hint: kpi.hint }),
    })),
    ...labels.map((label, bucket): Kpi => ({
      label: `Chưa thu ${lowerFirst(label)}`,
      value: page.unpaidByAge[bucket] ?? 0,
      kind: 'money',
      note: 'Tính từ ngày đặt đơn',
      // Nothing to open for nothing unpaid.
      ...((page.unpaidByAge[bucket] ?? 0) > 0
        ? {
            open: () => {
              pick(bucket);
            },
          }
        : {}),
    })),
  ];
}

/**
 * /report/sale-order-invoice/:saleId: one sale's orders of the period (0: those of no sale, for
 * GOD), order by order with their invoices, payment and, for what is unpaid, the days since the
 * order: the unpaid first and the oldest first unless sorted otherwise; filtered by unpaid and by
 * age; every order of the filters to Excel.
 */
export function SaleOrderInvoiceDetailPage() {
  const { saleId: saleParam = '' } = useParams();
  const saleId = /^\d{1,9}$/.test(saleParam) ? Number(saleParam) : -1;
  const period = useReportPeriod('thisMonth', { comparable: false });
  const table = useReportTable({ key: 'orderDate', order: 'asc' }, SALE_INVOICE_ORDER_SORT_FIELDS);
  const { params, setParam, sorting } = table;
  const ageDays = params.get(AGE_DAYS_PARAM) ?? DEFAULT_AGE_DAYS;
  const ageText = params.get(DETAIL_PARAMS.age);
  const age = ageText !== null && /^\d$/.test(ageText) ? Number(ageText) : undefined;
  // What is unpaid unless all orders are asked for; an age bucket is unpaid by itself.
  const unpaidOnly = params.get(DETAIL_PARAMS.unpaid) !== 'false';
  const filters: Omit<InvoiceOrdersSearch, 'page' | 'pageSize'> = {
    saleId,
    fromDate: period.period.fromDate,
    toDate: period.period.toDate,
    ...(ageDays === DEFAULT_AGE_DAYS ? {} : { ageDays }),
    ...(age === undefined ? { unpaid: unpaidOnly ? 'true' : 'false' } : { age }),
    ...sorting,
  };
  const query = saleInvoiceOrdersReport.useReport({ ...filters, ...table.page }, saleId >= 0);
  const page = query.data?.sale.saleId === saleId ? query.data : undefined;
  const name = page ? (saleId === 0 ? NO_SALE_LABEL : page.sale.fullName) : '';
  const listLink = {
    pathname: SCREENS.reportSaleOrderInvoice.path,
    search: new URLSearchParams({
      fromDate: period.period.fromDate,
      toDate: period.period.toDate,
      ...(ageDays === DEFAULT_AGE_DAYS ? {} : { [AGE_DAYS_PARAM]: ageDays }),
    }).toString(),
  };
  const labels = useMemo(() => (page ? ageBucketLabels(page.ageDays) : []), [page]);
  const columns = useMemo(() => (page ? columnsFor(page.ageDays) : []), [page]);
  const pickAge = (bucket: number) => {
    setParam(DETAIL_PARAMS.age, String(bucket));
  };
  const kpis = page ? kpisOf(page, pickAge) : [];
  const show = age === undefined ? (unpaidOnly ? 'unpaid' : 'all') : 'unpaid';

  return (
    <ReportFrame
      screen={SCREENS.reportSaleOrderInvoiceDetail}
      notFound={
        (saleId < 0 || isNotFound(query.error)) && {
          title: 'Không tìm thấy nhân viên',
          description:
            'Nhân viên này không có trong phạm vi báo cáo của bạn, hoặc địa chỉ không đúng.',
          back: { label: 'Về báo cáo đơn hàng và hóa đơn', to: listLink },
        }
      }
      title={page ? `Đơn hàng và hóa đơn · ${name}` : undefined}
      subtitle={page && saleId !== 0 ? page.sale.username : undefined}
      breadcrumb={[
        { title: <Link to={listLink}>{SCREENS.reportSaleOrderInvoice.title}</Link> },
        { title: name || '…' },
      ]}
      period={period}
      filters={
        <Flex gap={8} wrap="wrap">
          <Segmented
            aria-label="Đơn hiển thị"
            value={show}
            options={[
              { value: 'unpaid', label: UNPAID_ONLY_LABEL },
              { value: 'all', label: ALL_ORDERS_LABEL },
            ]}
            onChange={(value) => {
              setParam(DETAIL_PARAMS.age, '');
              setParam(DETAIL_PARAMS.unpaid, value === 'all' ? 'false' : '');
            }}
          />
          <Select
            aria-label={AGE_FILTER_LABEL}
            value={age === undefined ? EVERY_AGE : String(age)}
            style={{ minWidth: 170 }}
            options={[
              { value: EVERY_AGE, label: 'Mọi tuổi nợ' },
              ...labels.map((label, bucket) => ({
                value: String(bucket),
                label: `Chưa thu ${lowerFirst(label)}`,
              })),
            ]}
            onChange={(value: string) => {
              setParam(DETAIL_PARAMS.age, value === EVERY_AGE ? '' : value);
            }}
          />
        </Flex>
      }
      load={{ ...query, isPending: page === undefined && !query.error }}
    >
      {page ? (
        <>
          <KpiCards items={kpis} />
          <Card>
            <DataTable<SaleInvoiceOrder>
              columns={columns}
              rows={page.items}
              rowKey="code"
              size="small"
              loading={query.isFetching}
              error={query.isFetching ? null : query.error}
              onRetry={() => void query.refetch()}
              emptyText={
                show === 'unpaid'
                  ? 'Không có đơn nào chưa thu đủ trong kỳ này.'
                  : 'Không có đơn hàng nào trong kỳ này.'
              }
              server={table.server(page.total)}
              toolbar={
                <Typography.Text type="secondary">
                  {formatNumber(page.total)} đơn · giá trị {formatVnd(page.sum.ordered)} · chưa thu{' '}
                  <Typography.Text strong>{formatVnd(page.sum.unpaid)}</Typography.Text>
                </Typography.Text>
              }
              exportFileName={`don-hang-hoa-don_${page.sale.username || 'khong-thuoc-sale'}_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Đơn hàng và hóa đơn"
              exportColumns={EXPORT_COLUMNS}
              onExportAll={(onProgress) => saleInvoiceOrdersReport.everyRow(filters, onProgress)}
            />
          </Card>
        </>
      ) : null}
    </ReportFrame>
  );
}
