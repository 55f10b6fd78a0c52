import {
  SCREENS,
  type SellerFigures,
  type SellerReport,
  type SellerReportRow,
  changeRatio,
} from '@backoffice/shared';
import { Card, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, generatePath } from 'react-router';
import { shareChartPhoneHeight, shareOption } from '../../components/report/chart-option';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import { useOrdersDrawer } from '../../components/report/orders-drawer';
import { ComparedFigure } from '../../components/report/compared-figure';
import { PHONE_NAME_WIDTH } from '../../components/report/product-column';
import { ReportChart } from '../../components/report/report-chart';
import { ReportFrame } from '../../components/report/report-frame';
import { NotSummed, totalsRow } from '../../components/report/totals-row';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import { formatNumber, formatPercent } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { useClientViewInAddress } from '../../lib/table-in-address';
import { useIsMobile } from '../../lib/use-is-mobile';
import { sellerReportQuery } from './api/get-seller-report';
import { OWNER_TAG } from '../../components/report/owner-tag';
import { SELLER_KPIS } from './components/seller-kpis';
import { RevenueHeading } from '../../components/report/revenue-heading';

/** Sellers drawn apart in the share chart; the rest are one slice. */
const CHART_SELLERS = 8;

type Figure = keyof SellerFigures;

/** A seller's figure with its change against the period compared below it. */
function FigureCell({
  row,
  figure,
  money,
  title,
  open,
}: {
  row: SellerReportRow;
  figure: Figure;
  money?: boolean;
  title: string;
  /** Opens the orders behind the figure. */
  open?: () => void;
}) {
  return (
    <ComparedFigure
      value={row.current[figure]}
      previous={row.previous[figure]}
      money={money}
      label={`${title} ${row.name}`}
      open={open}
    />
  );
}

const byFigure = (figure: Figure) => (a: SellerReportRow, b: SellerReportRow) =>
  a.current[figure] - b.current[figure];
const changeOf = (row: SellerReportRow, figure: Figure) =>
  changeRatio(row.current[figure], row.previous[figure]);

function columnsFor(
  report: SellerReport | undefined,
  search: string,
  phone: boolean,
  open: (row: SellerReportRow, title: string) => void,
): DataTableColumn<SellerReportRow>[] {
  const total = report?.totals.current.revenue ?? 0;
  const share = (row: SellerReportRow) => (total > 0 ? row.current.revenue / total : 0);
  const figureColumn = (
    key: Figure,
    title: string,
    money: boolean,
  ): DataTableColumn<SellerReportRow> => ({
    key,
    title: key === 'revenue' ? <RevenueHeading label={title} /> : title,
    type: money ? 'money' : 'number',
    sorter: byFigure(key),
    render: (row) => (
      <FigureCell
        row={row}
        figure={key}
        money={money}
        title={title}
        {...(key === 'revenue' || key === 'orders'
          ? {
              open: () => {
                open(row, title);
              },
            }
          : {})}
      />
    ),
    exportValue: (row) => row.current[key],
    exportTitle: title,
    width: money ? 150 : 110,
  });
  /** A count of the period alone, without its change. */
  const countColumn = (
    key: Figure,
    title: string,
    width: number,
  ): DataTableColumn<SellerReportRow> => ({
    key,
    title,
    type: 'number',
    sorter: byFigure(key),
    render: (row) => formatNumber(row.current[key]),
    exportValue: (row) => row.current[key],
    width,
  });
  return [
    {
      key: 'name',
      title: 'Nhà bán',
      sorter: (a, b) => a.name.localeCompare(b.name, 'vi'),
      render: (row) => (
        <span>
          <Link
            to={{
              pathname: generatePath(SCREENS.ecommerceSellerSummary.path, {
                sellerId: String(row.sellerId),
              }),
              search,
            }}
          >
            {row.name}
          </Link>{' '}
          {row.isOwner ? <Tag color="green">{OWNER_TAG}</Tag> : null}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.code} · idf {row.sellerId}
          </Typography.Text>
        </span>
      ),
      exportValue: (row) => row.name,
      exportTitle: 'Nhà bán',
      // Kept in view while the figures scroll, on a phone too.
      width: phone ? PHONE_NAME_WIDTH : 240,
      fixed: 'left',
    },
    figureColumn('revenue', 'Doanh thu', true),
    {
      key: 'share',
      title: 'Tỷ trọng',
      type: 'percent',
      sorter: (a, b) => share(a) - share(b),
      render: (row) => formatPercent(share(row)),
      exportValue: (row) => share(row),
      width: 90,
    },
    figureColumn('orders', 'Đơn hàng', false),
    figureColumn('buyers', 'Khách mua', false),
    countColumn('skus', 'SKU bán', 90),
    countColumn('activeDeals', 'Deal', 80),
    {
      key: 'averageOrderValue',
      title: 'Giá trị TB/đơn',
      type: 'money',
      sorter: byFigure('averageOrderValue'),
      render: (row) => <Money value={row.current.averageOrderValue} />,
      exportValue: (row) => row.current.averageOrderValue,
      width: 140,
    },
  ];
}

/** The Excel file: each figure, its value over the previous period and the change. */
function exportColumns(report: SellerReport | undefined) {
  const total = report?.totals.current.revenue ?? 0;
  const withPrevious = (figure: Figure, title: string, type: 'money' | 'number') => [
    { title, type, value: (row: SellerReportRow) => row.current[figure] },
    { title: `${title} kỳ so sánh`, type, value: (row: SellerReportRow) => row.previous[figure] },
    {
      title: `${title}: thay đổi`,
      type: 'percent' as const,
      value: (row: SellerReportRow) => changeOf(row, figure),
    },
  ];
  return [
    { title: 'idf', type: 'text' as const, value: (row: SellerReportRow) => String(row.sellerId) },
    { title: 'Mã nhà bán', type: 'text' as const, value: (row: SellerReportRow) => row.code },
    { title: 'Nhà bán', type: 'text' as const, value: (row: SellerReportRow) => row.name },
    {
      title: 'Nhà bán của công ty',
      type: 'text' as const,
      value: (row: SellerReportRow) => (row.isOwner ? 'Có' : 'Không'),
    },
    ...withPrevious('revenue', 'Doanh thu', 'money'),
    {
      title: 'Tỷ trọng doanh thu',
      type: 'percent' as const,
      value: (row: SellerReportRow) => (total > 0 ? row.current.revenue / total : 0),
    },
    ...withPrevious('orders', 'Đơn hàng', 'number'),
    ...withPrevious('buyers', 'Khách mua', 'number'),
    ...withPrevious('skus', 'SKU bán', 'number'),
    ...withPrevious('activeDeals', 'Deal', 'number'),
    ...withPrevious('averageOrderValue', 'Giá trị TB/đơn', 'money'),
  ];
}

/** Each seller's slice of the period's revenue: the largest apart, the rest together. */
function revenueShare(report: SellerReport) {
  const selling = report.rows.filter((row) => row.current.revenue > 0);
  const shown = selling.slice(0, CHART_SELLERS).map((row) => ({
    name: row.isOwner ? `${row.name} (${OWNER_TAG})` : row.name,
    value: row.current.revenue,
  }));
  const rest = selling.slice(CHART_SELLERS).reduce((sum, row) => sum + row.current.revenue, 0);
  return rest > 0 ? [...shown, { name: 'Nhà bán khác', value: rest }] : shown;
}

/** Buyers and products are counted once however many sellers share them: no sum of rows. */
const NOT_ADDITIVE =
  'Khách mua và SKU của nhiều nhà bán không cộng dồn được: xem tổng khi bỏ tìm kiếm.';

/**
 * The totals row: the report's totals, or, when the search keeps some sellers only, theirs (the
 * counts of distinct buyers and products, which do not add up, left out).
 */
function totalCells(report: SellerReport, kept: readonly SellerReportRow[], narrowed: boolean) {
  const whole = report.totals.current;
  const sum = (figure: Figure) => kept.reduce((total, row) => total + row.current[figure], 0);
  const revenue = narrowed ? sum('revenue') : whole.revenue;
  const orders = narrowed ? sum('orders') : whole.orders;
  const distinct = (figure: 'buyers' | 'skus') =>
    narrowed ? <NotSummed why={NOT_ADDITIVE} /> : formatNumber(whole[figure]);
  return [
    <Money key="revenue" value={revenue} strong />,
    formatPercent(whole.revenue > 0 ? revenue / whole.revenue : 0),
    formatNumber(orders),
    distinct('buyers'),
    distinct('skus'),
    formatNumber(narrowed ? sum('activeDeals') : whole.activeDeals),
    <Money
      key="aov"
      value={narrowed ? (orders > 0 ? Math.round(revenue / orders) : 0) : whole.averageOrderValue}
      strong
    />,
  ];
}

/** The columns the seller table sorts by (kept in the address). */
const SORT_KEYS = [
  'name',
  'revenue',
  'share',
  'orders',
  'buyers',
  'skus',
  'activeDeals',
  'averageOrderValue',
] as const;

/**
 * /ecommerce/seller: every kept seller for the period, with revenue, orders, buying customers, SKUs,
 * deals and average order value against the previous period; the company's own sellers marked.
 */
export function SellerReportPage() {
  const period = useReportPeriod('thisMonth');
  const query = sellerReportQuery.useReport(period.period);
  const report = query.data;
  const search = periodSearch(period.period);
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  const openOrders = useCallback(
    (title: string, sellerIds: number[]) => {
      showOrders({
        title,
        // The orders of the period itself (what is compared does not change them).
        search: {
          screen: 'ecommerceSeller',
          fromDate: period.period.fromDate,
          toDate: period.period.toDate,
          sellerIds,
        },
      });
    },
    [period.period.fromDate, period.period.toDate, showOrders],
  );
  const phone = useIsMobile();
  const view = useClientViewInAddress({ sort: null, pageSize: 50, sortKeys: SORT_KEYS });
  const columns = useMemo(
    () =>
      columnsFor(report, search, phone, (row, title) => {
        openOrders(`${title} · ${row.name}`, [row.sellerId]);
      }),
    [report, search, phone, openOrders],
  );
  const kpis = useMemo(() => {
    if (!report) return [];
    const every = report.rows.map((row) => row.sellerId);
    return kpisOf(report.totals, SELLER_KPIS).map((kpi, index) =>
      SELLER_KPIS[index]?.figure === 'revenue' || SELLER_KPIS[index]?.figure === 'orders'
        ? {
            ...kpi,
            open: () => {
              openOrders(`${kpi.label} · mọi nhà bán`, every);
            },
          }
        : kpi,
    );
  }, [report, openOrders]);
  const excel = useMemo(() => exportColumns(report), [report]);
  const shares = useMemo(() => (report ? revenueShare(report) : []), [report]);

  return (
    <ReportFrame
      screen={SCREENS.ecommerceSeller}
      compared={report}
      period={period}
      load={query}
      empty={report !== undefined && report.totals.current.orders === 0}
    >
      {report ? (
        <>
          <KpiCards items={kpis} />
          <ReportChart
            title="Tỷ trọng doanh thu theo nhà bán"
            description={shares
              .map(
                (item) =>
                  `${item.name} ${formatPercent(item.value / (report.totals.current.revenue || 1))}`,
              )
              .join(', ')}
            option={shareOption('Doanh thu', 'money', shares)}
            phoneHeight={shareChartPhoneHeight(shares.length)}
            empty={report.totals.current.revenue === 0}
          />
          <Card>
            <DataTable<SellerReportRow>
              columns={columns}
              rows={report.rows}
              rowKey="sellerId"
              size="small"
              defaultPageSize={50}
              search={{
                placeholder: 'Tìm nhà bán theo tên hoặc mã',
                text: (row) => `${row.name} ${row.code} ${String(row.sellerId)}`,
              }}
              exportFileName={`bao-cao-nha-ban_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Nhà bán"
              exportColumns={excel}
              view={view}
              totals={(kept, narrowed) =>
                totalsRow(
                  totalCells(report, kept, narrowed),
                  narrowed ? `Tổng ${String(kept.length)} nhà bán tìm thấy` : undefined,
                )
              }
            />
          </Card>
        </>
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
