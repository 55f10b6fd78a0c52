import {
  PRODUCT_TOP,
  type ProductByMonthPage as Report,
  type ProductByMonthRow,
  type ProductByMonthSearch,
  SCREENS,
} from '@backoffice/shared';
import { Card, Flex, Segmented, Table } from 'antd';
import { useMemo } from 'react';
import { lineOption } from '../../components/report/chart-option';
import { KpiCards } from '../../components/report/kpi-cards';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDate, formatMonth, formatNumber } from '../../lib/format';
import { periodSearch, useMonthReportPeriod } from '../../lib/report-period';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useReportTable } from '../../lib/use-report-table';
import { productByMonthReport } from './api/get-product-by-month';
import { productColumn } from './components/product-column';
import { CategoryFilter } from './components/category-filter';
import { SearchBox } from './components/search-box';
import { SellersPicker, sellerCodesIn } from './components/sellers-picker';

export const SELLERS_LABEL = 'Nhà bán';
export const MEASURE_LABEL = 'Xem theo';
const PARAMS = {
  search: 'q',
  category: 'category',
  sellers: 'sellers',
  measure: 'measure',
} as const;

type Measure = 'revenue' | 'quantity';
const MEASURES: { value: Measure; label: string }[] = [
  { value: 'revenue', label: 'Doanh thu' },
  { value: 'quantity', label: 'Số lượng' },
];

function columnsFor(
  months: readonly string[],
  measure: Measure,
  search: string,
  isMobile: boolean,
): DataTableColumn<ProductByMonthRow>[] {
  const type = measure === 'revenue' ? 'money' : 'number';
  return [
    productColumn<ProductByMonthRow>({
      search,
      detail: (row) => `${row.productCode} · ${row.unit} · ${row.category}`,
      width: isMobile ? 150 : 230,
      fixed: !isMobile,
    }),
    ...months.map((month, index): DataTableColumn<ProductByMonthRow> => ({
      key: `month-${month}`,
      title: formatMonth(month),
      type,
      align: 'right',
      render: (row) => {
        const value = row.months[index]?.[measure] ?? 0;
        return measure === 'revenue' ? <Money value={value} /> : formatNumber(value);
      },
    })),
    // The total of the figure shown (both are in the Excel file).
    measure === 'revenue'
      ? {
          key: 'revenue',
          title: 'Tổng doanh thu',
          dataIndex: 'revenue',
          type: 'money',
          sortKey: 'revenue',
        }
      : {
          key: 'quantity',
          title: 'Tổng số lượng',
          dataIndex: 'quantity',
          type: 'number',
          sortKey: 'quantity',
        },
  ];
}

/** The Excel file: the product, then one column per month of the measure shown, then the totals. */
function exportColumnsFor(
  months: readonly string[],
  measure: Measure,
): ExcelColumn<ProductByMonthRow>[] {
  const measureTitle = measure === 'revenue' ? 'Doanh thu' : 'Số lượng';
  return [
    { title: 'Mã sản phẩm', key: 'productCode' },
    { title: 'Sản phẩm', key: 'productName' },
    { title: 'Đơn vị', key: 'unit' },
    { title: 'Nhóm hàng', key: 'category' },
    ...months.map((month, index): ExcelColumn<ProductByMonthRow> => ({
      title: `${measureTitle} ${formatMonth(month)}`,
      value: (row) => row.months[index]?.[measure] ?? 0,
      type: measure === 'revenue' ? 'money' : 'number',
    })),
    { title: 'Tổng số lượng', key: 'quantity', type: 'number' },
    { title: 'Tổng doanh thu', key: 'revenue', type: 'money' },
  ];
}

/** The totals row: every product of the filters, month by month and in all. */
function TotalsRow({ report, measure }: { report: Report; measure: Measure }) {
  const cells = [
    ...report.monthTotals.map((month) =>
      measure === 'revenue' ? (
        <Money key={`m${String(month.revenue)}`} value={month.revenue} strong />
      ) : (
        formatNumber(month.quantity)
      ),
    ),
    measure === 'revenue' ? (
      <Money key="revenue" value={report.totals.current.revenue} strong />
    ) : (
      formatNumber(report.totals.current.quantity)
    ),
  ];
  return (
    <Table.Summary.Row style={{ fontWeight: 600 }}>
      <Table.Summary.Cell index={0}>Tổng cộng</Table.Summary.Cell>
      {cells.map((cell, index) => (
        <Table.Summary.Cell key={index} index={index + 1} align="right">
          {cell}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/**
 * /ecommerce/product-by-month: the products' quantity and revenue month by month (MM-YYYY), for
 * some sellers or all, a category and a search; the totals against the period before, the totals
 * of each month, the top 10 products by month as lines; one Excel column per month.
 */
export function ProductByMonthPage() {
  const period = useMonthReportPeriod('last6Months');
  const { params, table, setTable, setParam } = useReportTable(period.period, {
    key: 'revenue',
    order: 'desc',
  });
  const text = params.get(PARAMS.search) ?? '';
  const category = params.get(PARAMS.category) ?? '';
  const sellersText = params.get(PARAMS.sellers);
  const sellerCodes = useMemo(() => sellerCodesIn(sellersText), [sellersText]);
  const measure: Measure = params.get(PARAMS.measure) === 'quantity' ? 'quantity' : 'revenue';
  const filters = useMemo(
    () => ({
      ...period.period,
      ...(text ? { search: text } : {}),
      ...(category ? { category } : {}),
      ...(sellerCodes.length > 0 ? { sellerCodes } : {}),
      ...(table.sort
        ? {
            sortBy: table.sort.key as NonNullable<ProductByMonthSearch['sortBy']>,
            sortOrder: table.sort.order,
          }
        : {}),
    }),
    [period.period, text, category, sellerCodes, table.sort],
  );
  const query = productByMonthReport.useReport({
    ...filters,
    page: table.page,
    pageSize: table.pageSize,
  });
  const report = query.data;

  const search = periodSearch(period.period);
  const months = report?.months;
  const isMobile = useIsMobile();
  const columns = useMemo(
    () => columnsFor(months ?? [], measure, search, isMobile),
    [months, measure, search, isMobile],
  );
  const excel = useMemo(() => exportColumnsFor(months ?? [], measure), [months, measure]);
  const top = (report?.top ?? []).slice(0, PRODUCT_TOP);
  const measureLabel = measure === 'revenue' ? 'doanh thu' : 'số lượng';
  const filtered = text !== '' || category !== '' || sellerCodes.length > 0;

  return (
    <ReportFrame
      title={SCREENS.ecommerceProductByMonth.title}
      subtitle={
        report
          ? `So với kỳ trước: ${formatDate(report.previousPeriod.fromDate)} – ${formatDate(report.previousPeriod.toDate)}`
          : SCREENS.ecommerceProductByMonth.description
      }
      period={period}
      byMonth
      filters={
        <>
          <SellersPicker
            label={SELLERS_LABEL}
            placeholder="Mọi nhà bán"
            value={sellerCodes}
            onChange={(codes) => {
              setParam(PARAMS.sellers, codes.join(','));
            }}
          />
          <CategoryFilter
            categories={report?.categories ?? []}
            value={category}
            onChange={(chosen) => {
              setParam(PARAMS.category, chosen);
            }}
          />
          <SearchBox
            value={text}
            onSearch={(typed) => {
              setParam(PARAMS.search, typed);
            }}
          />
        </>
      }
      load={query}
      empty={report !== undefined && report.total === 0}
      emptyText={
        filtered
          ? 'Không có sản phẩm nào khớp bộ lọc trong khoảng thời gian này.'
          : 'Không có sản phẩm nào bán ra trong khoảng thời gian này.'
      }
    >
      {report ? (
        <>
          <KpiCards
            items={[
              {
                label: 'Doanh thu',
                value: report.totals.current.revenue,
                previous: report.totals.previous.revenue,
                kind: 'money',
              },
              {
                label: 'Số lượng bán',
                value: report.totals.current.quantity,
                previous: report.totals.previous.quantity,
                kind: 'count',
              },
              {
                label: 'Sản phẩm bán ra',
                value: report.totals.current.products,
                previous: report.totals.previous.products,
                kind: 'count',
              },
            ]}
          />
          <Flex justify="flex-end">
            <Segmented<Measure>
              aria-label={MEASURE_LABEL}
              options={MEASURES}
              value={measure}
              onChange={(value) => {
                setParam(PARAMS.measure, value === 'revenue' ? '' : value, { keepPage: true });
              }}
            />
          </Flex>
          <ReportChart
            title={`Top ${String(PRODUCT_TOP)} sản phẩm theo tháng (${measureLabel})`}
            description={top
              .map((row) => `${row.productName} ${formatNumber(row[measure])}`)
              .join(', ')}
            option={lineOption(
              report.months.map(formatMonth),
              top.map((row) => ({
                name: row.productName,
                kind: measure === 'revenue' ? 'money' : 'count',
                values: row.months.map((month) => month[measure]),
              })),
              { area: false },
            )}
            empty={top.length === 0}
            height={380}
            phoneHeight={440}
          />
          <Card>
            <DataTable<ProductByMonthRow>
              columns={columns}
              rows={report.items}
              rowKey="productCode"
              size="small"
              loading={query.isFetching}
              server={{ ...table, total: report.total, onChange: setTable }}
              exportFileName={`san-pham-theo-thang_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Sản phẩm theo tháng"
              exportColumns={excel}
              onExportAll={(onProgress) => productByMonthReport.everyRow(filters, onProgress)}
              summary={() => (
                <Table.Summary fixed="bottom">
                  <TotalsRow report={report} measure={measure} />
                </Table.Summary>
              )}
            />
          </Card>
        </>
      ) : null}
    </ReportFrame>
  );
}
