import {
  NO_SALE_LABEL,
  type OrderInvoiceFigures,
  SCREENS,
  type SaleOrderInvoiceReport,
  type SaleOrderInvoiceRow,
  ageBucketLabels,
  changeRatio,
} from '@backoffice/shared';
import { Card, Flex, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { stackedRankOption } from '../../components/report/chart-option';
import { ComparedFigure } from '../../components/report/compared-figure';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import { PHONE_NAME_WIDTH } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { totalsRow } from '../../components/report/totals-row';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatNumber, formatVnd } from '../../lib/format';
import { type ReportPeriodQuery, useReportPeriod } from '../../lib/report-period';
import { useClientViewInAddress } from '../../lib/table-in-address';
import { useIsMobile } from '../../lib/use-is-mobile';
import { SALE_SEARCH, SaleCell, teamTotalsLabel } from './components/sale-table';
import { saleOrderInvoiceQuery } from './api/get-sale-order-invoice';
import {
  AGE_DAYS_LABEL,
  AGE_DAYS_PARAM,
  AGE_PRESETS,
  DEFAULT_AGE_DAYS,
  INVOICE_KPIS,
  ageColor,
  invoiceOrdersLink,
  lowerFirst,
} from './components/order-invoice';

type Figure = keyof OrderInvoiceFigures;

const FIGURE_COLUMNS: readonly { key: Figure; title: string; width: number }[] = [
  { key: 'ordered', title: 'Đặt hàng', width: 124 },
  { key: 'invoiced', title: 'Đã xuất hóa đơn', width: 118 },
  { key: 'notInvoiced', title: 'Chưa xuất hóa đơn', width: 118 },
  { key: 'collected', title: 'Đã thu', width: 118 },
  { key: 'unpaid', title: 'Chưa thu', width: 118 },
];

const SORT_KEYS = ['fullName', 'orders', ...FIGURE_COLUMNS.map((column) => column.key)];

/**
 * The unpaid by age as one bar, each bucket's part in its colour and opening its orders, the
 * oldest bucket's amount below.
 */
function AgeBar({
  amounts,
  labels,
  who,
  link,
}: {
  amounts: readonly number[];
  labels: readonly string[];
  who: string;
  link?: (bucket: number) => string;
}) {
  const total = amounts.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  if (total === 0) return <Typography.Text type="secondary">Không có</Typography.Text>;
  const oldest = labels.length - 1;
  return (
    <div style={{ minWidth: 150 }}>
      <div style={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden' }}>
        {amounts.map((amount, bucket) => {
          if (amount <= 0) return null;
          const label = `Chưa thu ${lowerFirst(labels[bucket] ?? '')} ${who}: ${formatVnd(amount)}`;
          const style = {
            width: `${String((amount / total) * 100)}%`,
            background: ageColor(bucket, labels.length),
          };
          return link ? (
            <Link key={bucket} to={link(bucket)} aria-label={label} title={label} style={style} />
          ) : (
            <span key={bucket} title={label} style={style} />
          );
        })}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {labels[oldest] ?? ''}: {formatVnd(amounts[oldest] ?? 0)}
      </Typography.Text>
    </div>
  );
}

/** An unpaid amount that opens the orders behind it (nothing to open for 0). */
function UnpaidLink({ value, to, label }: { value: number; to: string; label: string }) {
  if (value === 0) return <Money value={0} />;
  return (
    <Link to={to} aria-label={`${label}: ${formatVnd(value)}`} style={{ whiteSpace: 'nowrap' }}>
      <Money value={value} />
    </Link>
  );
}

function columnsFor(
  period: ReportPeriodQuery,
  ageDays: string,
  labels: readonly string[],
  phone: boolean,
): DataTableColumn<SaleOrderInvoiceRow>[] {
  const link = (row: SaleOrderInvoiceRow, filter: { unpaid?: boolean; age?: number } = {}) =>
    invoiceOrdersLink(row.saleId, period, ageDays, filter);
  return [
    {
      key: 'fullName',
      title: 'Nhân viên',
      sorter: (a, b) => a.fullName.localeCompare(b.fullName, 'vi'),
      render: (row) => <SaleCell sale={row} to={link(row)} />,
      exportValue: (row) => row.fullName,
      width: phone ? PHONE_NAME_WIDTH : 150,
      fixed: 'left',
    },
    {
      key: 'orders',
      title: 'Đơn hàng',
      type: 'number',
      sorter: (a, b) => a.current.orders - b.current.orders,
      render: (row) => (
        <ComparedFigure
          value={row.current.orders}
          previous={row.previous.orders}
          label={`Đơn hàng ${row.fullName}`}
        />
      ),
      exportValue: (row) => row.current.orders,
      width: 76,
    },
    ...FIGURE_COLUMNS.map(({ key, title, width }): DataTableColumn<SaleOrderInvoiceRow> => ({
      key,
      title,
      type: 'money',
      sorter: (a, b) => a.current[key] - b.current[key],
      render: (row) =>
        key === 'unpaid' ? (
          <div style={{ textAlign: 'right' }}>
            <UnpaidLink
              value={row.current.unpaid}
              to={link(row, { unpaid: true })}
              label={`Chưa thu ${row.fullName}`}
            />
          </div>
        ) : (
          <ComparedFigure
            value={row.current[key]}
            previous={row.previous[key]}
            money
            label={`${title} ${row.fullName}`}
          />
        ),
      exportValue: (row) => row.current[key],
      width,
    })),
    {
      key: 'ages',
      title: 'Chưa thu theo tuổi nợ',
      render: (row) => (
        <AgeBar
          amounts={row.unpaidByAge}
          labels={labels}
          who={row.fullName}
          link={(bucket) => link(row, { age: bucket })}
        />
      ),
      exportable: false,
      width: 190,
    },
  ];
}

/** The Excel file: each figure with its value over the period compared, then the unpaid by age. */
function exportColumns(labels: readonly string[]): ExcelColumn<SaleOrderInvoiceRow>[] {
  const withPrevious = (
    figure: Figure,
    title: string,
    type: 'money' | 'number',
  ): ExcelColumn<SaleOrderInvoiceRow>[] => [
    { title, type, value: (row) => row.current[figure] },
    { title: `${title} kỳ so sánh`, type, value: (row) => row.previous[figure] },
    {
      title: `${title}: thay đổi`,
      type: 'percent',
      value: (row) => changeRatio(row.current[figure], row.previous[figure]),
    },
  ];
  return [
    { title: 'Tài khoản', value: (row) => row.username },
    { title: 'Nhân viên', value: (row) => row.fullName },
    ...withPrevious('orders', 'Đơn hàng', 'number'),
    ...FIGURE_COLUMNS.flatMap(({ key, title }) => withPrevious(key, title, 'money')),
    ...labels.map((label, bucket): ExcelColumn<SaleOrderInvoiceRow> => ({
      title: `Chưa thu ${label}`,
      type: 'money',
      value: (row) => row.unpaidByAge[bucket] ?? 0,
    })),
  ];
}

/** The team's cells under the table: the report's totals, or those of the sales a search kept. */
function totalCells(
  report: SaleOrderInvoiceReport,
  kept: readonly SaleOrderInvoiceRow[],
  narrowed: boolean,
) {
  const value = (figure: Figure) =>
    narrowed
      ? kept.reduce((total, row) => total + row.current[figure], 0)
      : report.totals.current[figure];
  const aged = (bucket: number) =>
    narrowed
      ? kept.reduce((total, row) => total + (row.unpaidByAge[bucket] ?? 0), 0)
      : (report.unpaidByAge[bucket] ?? 0);
  return [
    formatNumber(value('orders')),
    ...FIGURE_COLUMNS.map(({ key }) => <Money key={key} value={value(key)} strong />),
    <AgeBar
      key="ages"
      amounts={report.unpaidByAge.map((_, bucket) => aged(bucket))}
      labels={ageBucketLabels(report.ageDays)}
      who="cả nhóm"
    />,
  ];
}

/**
 * /report/sale-order-invoice: for each sale the user reads (themselves; a leader their team; GOD
 * every sale), what their customers ordered in the period, what was invoiced and collected of it,
 * what is not invoiced and what is unpaid, against the period compared; the unpaid by how long ago
 * it was ordered, in buckets the user picks; each amount opens the sale's orders behind it; Excel.
 */
export function SaleOrderInvoicePage() {
  const period = useReportPeriod('thisMonth');
  const [params, setParams] = useSearchParams();
  const ageDays = params.get(AGE_DAYS_PARAM) ?? DEFAULT_AGE_DAYS;
  const query = saleOrderInvoiceQuery.useReport({ ...period.period, ageDays });
  const report = query.data;
  const phone = useIsMobile();
  const view = useClientViewInAddress({ sort: null, pageSize: 50, sortKeys: SORT_KEYS });
  const labels = useMemo(() => (report ? ageBucketLabels(report.ageDays) : []), [report]);
  const columns = useMemo(
    () => columnsFor(period.period, ageDays, labels, phone),
    [period.period, ageDays, labels, phone],
  );
  const excel = useMemo(() => exportColumns(labels), [labels]);
  const kpis = useMemo(() => (report ? kpisOf(report.totals, INVOICE_KPIS) : []), [report]);
  const aging = useMemo(() => {
    if (!report) return null;
    const owing = report.rows.filter((row) => row.current.unpaid !== 0);
    return {
      owing,
      option: stackedRankOption(
        'money',
        owing.map((row) => row.fullName),
        labels.map((label, bucket) => ({
          name: label,
          values: owing.map((row) => row.unpaidByAge[bucket] ?? 0),
          color: ageColor(bucket, labels.length),
        })),
      ),
    };
  }, [report, labels]);

  return (
    <ReportFrame
      screen={SCREENS.reportSaleOrderInvoice}
      compared={report}
      period={period}
      load={query}
      filters={
        <Select
          aria-label={AGE_DAYS_LABEL}
          value={ageDays}
          style={{ minWidth: 200 }}
          options={AGE_PRESETS.map((preset) => ({
            value: preset,
            label: `Tuổi nợ: ${preset.replaceAll(',', ' / ')} ngày`,
          }))}
          onChange={(value: string) => {
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === DEFAULT_AGE_DAYS) next.delete(AGE_DAYS_PARAM);
                else next.set(AGE_DAYS_PARAM, value);
                return next;
              },
              { replace: true },
            );
          }}
        />
      }
      empty={report !== undefined && report.rows.length === 0}
      emptyText="Chưa có nhân viên kinh doanh nào trong phạm vi của bạn."
    >
      {report && aging ? (
        <>
          <KpiCards items={kpis} />
          <Flex gap={16} wrap="wrap">
            <div style={{ flex: '1 1 360px', minWidth: 0 }}>
              <ReportChart
                title="Chưa thu theo tuổi nợ"
                description={labels
                  .map((label, bucket) => `${label}: ${formatVnd(report.unpaidByAge[bucket] ?? 0)}`)
                  .join(', ')}
                option={aging.option}
                phoneHeight={140 + aging.owing.length * 28}
                empty={aging.owing.length === 0}
              />
            </div>
            <Card size="small" title="Tuổi nợ cả nhóm" style={{ flex: '1 1 280px', minWidth: 0 }}>
              <Flex vertical gap={8}>
                <Flex vertical gap={8} role="list" aria-label="Tuổi nợ cả nhóm">
                  {labels.map((label, bucket) => (
                    <Flex key={label} justify="space-between" gap={8} role="listitem">
                      <span>
                        <span
                          aria-hidden
                          style={{
                            display: 'inline-block',
                            width: 10,
                            height: 10,
                            borderRadius: 5,
                            marginInlineEnd: 6,
                            background: ageColor(bucket, labels.length),
                          }}
                        />
                        {label}
                      </span>
                      <Money value={report.unpaidByAge[bucket] ?? 0} strong />
                    </Flex>
                  ))}
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Tuổi nợ tính từ ngày đặt đơn đến hôm nay, trên các đơn đặt trong kỳ.
                </Typography.Text>
              </Flex>
            </Card>
          </Flex>
          <Card>
            <DataTable<SaleOrderInvoiceRow>
              columns={columns}
              rows={report.rows}
              rowKey="saleId"
              size="small"
              defaultPageSize={50}
              search={SALE_SEARCH}
              exportFileName={`don-hang-hoa-don_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Đơn hàng và hóa đơn"
              exportColumns={excel}
              view={view}
              totals={(kept, narrowed) =>
                totalsRow(totalCells(report, kept, narrowed), teamTotalsLabel(kept, narrowed))
              }
            />
            {report.noSale ? (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                <Link to={invoiceOrdersLink(0, period.period, ageDays)}>{NO_SALE_LABEL}</Link>: đặt{' '}
                {formatVnd(report.noSale.current.ordered)} · đã xuất hóa đơn{' '}
                {formatVnd(report.noSale.current.invoiced)} · chưa thu{' '}
                {formatVnd(report.noSale.current.unpaid)} (đơn của khách không có nhân viên phụ
                trách lúc đặt, hoặc người mua chưa là khách hàng CRM).
              </Typography.Paragraph>
            ) : null}
          </Card>
        </>
      ) : null}
    </ReportFrame>
  );
}
