import {
  type ReportPeriod,
  PRODUCT_BY_MONTH_SORT_FIELDS,
  byMonth,
  periodMonths,
  PRODUCT_TOP,
  type ProductByMonthPage as Report,
  type ProductByMonthRow,
  SCREENS,
} from '@backoffice/shared';
import { Card, Flex, Segmented } from 'antd';
import { useCallback, useMemo } from 'react';
import { lineOption } from '../../components/report/chart-option';
import { CategoryFilter } from '../../components/report/category-filter';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import {
  FigureLink,
  type OrdersOfFigure,
  useOrdersDrawer,
} from '../../components/report/orders-drawer';
import { productColumn } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { SearchBox } from '../../components/report/search-box';
import { SellersPicker, sellerCodesIn } from '../../components/report/sellers-picker';
import { totalsRow } from '../../components/report/totals-row';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatMonth, formatNumber } from '../../lib/format';
import { periodSearch, useMonthReportPeriod } from '../../lib/report-period';
import { useIsMobile } from '../../lib/use-is-mobile';
import { sortingOf, useReportTable } from '../../lib/use-report-table';
import { productByMonthReport } from './api/get-product-by-month';
import { useSellers } from '../../lib/master-data/use-sellers';
import { REVENUE_MEANING } from '../../components/report/revenue-heading';

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
const MEASURE_TITLES: Record<Measure, string> = { revenue: 'Doanh thu', quantity: 'Số lượng' };

/** A month column's sort in the address: by that month's figure of the measure shown. */
const MONTH_SORT_PREFIX = 'month:';
const monthSortKey = (month: string) => `${MONTH_SORT_PREFIX}${month}`;

/** A figure of the measure shown: money or a count. */
const shown = (measure: Measure, value: number, strong?: boolean) =>
  measure === 'revenue' ? <Money value={value} strong={strong} /> : formatNumber(value);

/**
 * Opens the orders behind a figure of the table: `part` of the period (a month's or the whole),
 * the products of `product` (one, or those of the filters for a total), under `title`.
 */
type OpenFigure = (title: string, part: ReportPeriod, product?: ProductByMonthRow) => void;

function columnsFor(
  months: readonly string[],
  parts: readonly ReportPeriod[],
  /** The report's period: a product's total opens its orders over it. */
  whole: ReportPeriod | undefined,
  measure: Measure,
  search: string,
  isMobile: boolean,
  open: OpenFigure,
): DataTableColumn<ProductByMonthRow>[] {
  const type = measure === 'revenue' ? 'money' : 'number';
  const cell = (row: ProductByMonthRow, value: number, title: string, part?: ReportPeriod) =>
    part ? (
      <FigureLink
        label={`${title} ${row.productName}`}
        value={value}
        onOpen={() => {
          open(`${title} · ${row.productName}`, part, row);
        }}
      >
        {shown(measure, value)}
      </FigureLink>
    ) : (
      shown(measure, value)
    );
  return [
    productColumn<ProductByMonthRow>({
      search,
      detail: (row) => `${row.productCode} · ${row.unit} · ${row.category}`,
      width: 230,
      phone: isMobile,
    }),
    ...months.map((month, index): DataTableColumn<ProductByMonthRow> => ({
      key: `month-${month}`,
      title: formatMonth(month),
      type,
      align: 'right',
      sortKey: monthSortKey(month),
      render: (row) =>
        cell(
          row,
          row.months[index]?.[measure] ?? 0,
          `${MEASURE_TITLES[measure]} ${formatMonth(month)}`,
          parts[index],
        ),
    })),
    // The total of the figure shown (both are in the Excel file).
    {
      key: measure,
      title: measure === 'revenue' ? 'Tổng doanh thu' : 'Tổng số lượng',
      dataIndex: measure,
      type,
      sortKey: measure,
      render: (row) =>
        cell(row, row[measure], `Tổng ${MEASURE_TITLES[measure].toLowerCase()}`, whole),
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

/** The totals row's cells: every product of the filters, month by month and in all. */
function totalCells(
  report: Report,
  parts: readonly ReportPeriod[],
  measure: Measure,
  open: OpenFigure,
) {
  const cell = (
    figures: { revenue: number; quantity: number },
    title: string,
    part: ReportPeriod,
  ) => (
    <FigureLink
      label={`${title} mọi sản phẩm`}
      value={figures[measure]}
      onOpen={() => {
        open(`${title} · mọi sản phẩm`, part);
      }}
    >
      {shown(measure, figures[measure], true)}
    </FigureLink>
  );
  const title = MEASURE_TITLES[measure];
  return [
    ...report.monthTotals.map((figures, index) =>
      cell(
        figures,
        `${title} ${formatMonth(report.months[index] ?? '')}`,
        parts[index] ?? report.period,
      ),
    ),
    cell(report.totals.current, `Tổng ${title.toLowerCase()}`, report.period),
  ];
}

/**
 * /ecommerce/product-by-month: the products' quantity and revenue month by month (MM-YYYY), for
 * some sellers or all, a category and a search; the totals against the period before, the totals
 * of each month, the top 10 products by month as lines; one Excel column per month.
 */
export function ProductByMonthPage() {
  const period = useMonthReportPeriod('last6Months');
  // Every figure column sorts: the totals, the name and each month of the period.
  const { invalid: invalidPeriod, period: asked } = period;
  const sortKeys = useMemo(
    () => [
      ...PRODUCT_BY_MONTH_SORT_FIELDS,
      ...(invalidPeriod ? [] : periodMonths(asked).map(monthSortKey)),
    ],
    [invalidPeriod, asked],
  );
  const table = useReportTable<string>({ key: 'revenue', order: 'desc' }, sortKeys);
  const { params, setParam } = table;
  const sort = table.table.sort;
  const { sellers, listState } = useSellers();
  const text = table.text(PARAMS.search);
  const category = table.text(PARAMS.category);
  const sellersText = params.get(PARAMS.sellers);
  const sellerCodes = useMemo(() => sellerCodesIn(sellersText), [sellersText]);
  const measure: Measure = params.get(PARAMS.measure) === 'quantity' ? 'quantity' : 'revenue';
  const sorting = useMemo(
    () =>
      sort?.key.startsWith(MONTH_SORT_PREFIX)
        ? {
            sortBy: measure,
            sortOrder: sort.order,
            sortMonth: sort.key.slice(MONTH_SORT_PREFIX.length),
          }
        : sortingOf(sort, PRODUCT_BY_MONTH_SORT_FIELDS),
    [sort, measure],
  );
  const filters = useMemo(
    () => ({
      ...period.period,
      ...(text ? { search: text } : {}),
      ...(category ? { category } : {}),
      ...(sellerCodes.length > 0 ? { sellerCodes } : {}),
      ...sorting,
    }),
    [period.period, text, category, sellerCodes, sorting],
  );
  const query = productByMonthReport.useReport({ ...filters, ...table.page });
  const report = query.data;

  const search = periodSearch(period.period);
  const months = report?.months;
  const isMobile = useIsMobile();
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  // The figures' orders: of the report's period and filters, a month's part or the whole.
  const reportPeriod = report?.period;
  const parts = useMemo(() => (reportPeriod ? byMonth(reportPeriod) : []), [reportPeriod]);
  const openFigure = useCallback<OpenFigure>(
    (title, part, product) => {
      const figure: OrdersOfFigure = {
        title,
        search: {
          screen: 'ecommerceProductByMonth',
          ...part,
          ...(sellerCodes.length > 0 ? { sellerCodes } : {}),
          ...(product
            ? { productCode: product.productCode }
            : { ...(text ? { search: text } : {}), ...(category ? { category } : {}) }),
        },
      };
      showOrders(figure);
    },
    [sellerCodes, text, category, showOrders],
  );
  const columns = useMemo(
    () => columnsFor(months ?? [], parts, reportPeriod, measure, search, isMobile, openFigure),
    [months, parts, reportPeriod, measure, search, isMobile, openFigure],
  );
  const excel = useMemo(() => exportColumnsFor(months ?? [], measure), [months, measure]);
  const top = (report?.top ?? []).slice(0, PRODUCT_TOP);
  const measureLabel = measure === 'revenue' ? 'doanh thu' : 'số lượng';
  const filtered = text !== '' || category !== '' || sellerCodes.length > 0;

  return (
    <ReportFrame
      screen={SCREENS.ecommerceProductByMonth}
      compared={report}
      period={period}
      byMonth
      filters={
        <>
          <SellersPicker
            label={SELLERS_LABEL}
            placeholder="Mọi nhà bán"
            sellers={sellers}
            loading={listState === 'loading' && sellers.length === 0}
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
            items={kpisOf(report.totals, [
              { label: 'Doanh thu', figure: 'revenue', kind: 'money', hint: REVENUE_MEANING },
              { label: 'Số lượng bán', figure: 'quantity', kind: 'count' },
              { label: 'Sản phẩm bán ra', figure: 'products', kind: 'count' },
            ]).map((kpi, index) =>
              index < 2 && kpi.value > 0
                ? {
                    ...kpi,
                    open: () => {
                      openFigure(`${kpi.label} · mọi sản phẩm`, report.period);
                    },
                  }
                : kpi,
            )}
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
              server={table.server(report.total)}
              exportFileName={`san-pham-theo-thang_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Sản phẩm theo tháng"
              exportColumns={excel}
              onExportAll={(onProgress) => productByMonthReport.everyRow(filters, onProgress)}
              summary={() => totalsRow(totalCells(report, parts, measure, openFigure))}
            />
          </Card>
        </>
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
