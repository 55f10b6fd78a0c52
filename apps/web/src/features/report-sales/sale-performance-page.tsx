import {
  NO_SALE_LABEL,
  SCREENS,
  type SaleFigures,
  type SalePerformanceReport,
  type SalePerformanceRow,
  type SaleTargetProgress,
  changeRatio,
} from '@backoffice/shared';
import { AimOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { generatePath } from 'react-router';
import { lineOption, rankOption } from '../../components/report/chart-option';
import { COMPARED_WITH, comparedSeriesName } from '../../components/report/comparison';
import { KpiCards, kpisOf } from '../../components/report/kpi-cards';
import { PHONE_NAME_WIDTH } from '../../components/report/product-column';
import { FigureLink, useOrdersDrawer } from '../../components/report/orders-drawer';
import { ReportChart } from '../../components/report/report-chart';
import { ComparedFigure } from '../../components/report/compared-figure';
import { ReportFrame } from '../../components/report/report-frame';
import { RevenueHeading } from '../../components/report/revenue-heading';
import { totalsRow } from '../../components/report/totals-row';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { Money } from '../../components/ui/money';
import { formatDate, formatNumber, formatPercent, formatVnd } from '../../lib/format';
import { periodSearch, useReportPeriod } from '../../lib/report-period';
import { useClientViewInAddress } from '../../lib/table-in-address';
import { useIsMobile } from '../../lib/use-is-mobile';
import { SALE_SEARCH, SaleCell, teamTotalsLabel } from './components/sale-table';
import { salePerformanceQuery } from './api/get-sale-performance';
import { SALE_KPIS, targetKpi } from './components/sale-kpis';
import { TARGETS_TITLE, TargetsDrawer } from './components/targets-drawer';

type Figure = keyof SaleFigures;

/** Attainment as a bar: green from 100%, gold from 70%, red below. */
function Attainment({ target }: { target: SaleTargetProgress }) {
  if (target.attainment === null) {
    return <Typography.Text type="secondary">Chưa đặt</Typography.Text>;
  }
  const percent = target.attainment * 100;
  const color = percent >= 100 ? '#389e0d' : percent >= 70 ? '#d48806' : '#cf1322';
  return (
    <Flex vertical gap={0} style={{ minWidth: 96 }}>
      <Typography.Text strong style={{ color }}>
        {formatPercent(target.attainment)}
      </Typography.Text>
      <Progress
        percent={Math.min(100, percent)}
        showInfo={false}
        size="small"
        strokeColor={color}
        aria-label={`Đạt ${formatPercent(target.attainment)} chỉ tiêu`}
      />
    </Flex>
  );
}

/** The target in a cell: attainment as a bar, the target and what is left per working day below. */
function TargetCell({ target }: { target: SaleTargetProgress }) {
  if (target.amount === null) {
    return <Typography.Text type="secondary">Chưa đặt</Typography.Text>;
  }
  return (
    <Flex vertical gap={0}>
      <Attainment target={target} />
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatVnd(target.amount)}
      </Typography.Text>
      {target.workingDaysLeft > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {target.perWorkingDayLeft === 0
            ? 'Đã đạt'
            : `Cần ${formatVnd(target.perWorkingDayLeft)}/ngày`}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** A sale's figure with its change against the period compared below it; `open` opens its orders. */
function FigureCell({
  row,
  figure,
  money,
  title,
  open,
}: {
  row: SalePerformanceRow;
  figure: Figure;
  money?: boolean;
  title: string;
  open?: ((row: SalePerformanceRow, title: string) => void) | undefined;
}) {
  return (
    <ComparedFigure
      value={row.current[figure]}
      previous={row.previous[figure]}
      money={money}
      label={`${title} ${row.fullName}`}
      open={
        open &&
        (() => {
          open(row, title);
        })
      }
    />
  );
}

const byFigure = (figure: Figure) => (a: SalePerformanceRow, b: SalePerformanceRow) =>
  a.current[figure] - b.current[figure];

const FIGURE_COLUMNS: readonly { key: Figure; title: string }[] = [
  { key: 'orders', title: 'Đơn hàng' },
  { key: 'buyers', title: 'Khách mua' },
  { key: 'newCustomers', title: 'Khách mới' },
  { key: 'dugCustomers', title: 'Nhận từ kho' },
  { key: 'interactions', title: 'Tương tác' },
  { key: 'tasksDone', title: 'Việc xong' },
];

type OpenOrders = (row: SalePerformanceRow, title: string) => void;

function columnsFor(
  search: string,
  phone: boolean,
  open: OpenOrders,
): DataTableColumn<SalePerformanceRow>[] {
  return [
    {
      key: 'fullName',
      title: 'Nhân viên',
      sorter: (a, b) => a.fullName.localeCompare(b.fullName, 'vi'),
      render: (row) => (
        <SaleCell
          sale={row}
          to={{
            pathname: generatePath(SCREENS.reportSalePerformanceDetail.path, {
              saleId: String(row.saleId),
            }),
            search,
          }}
        />
      ),
      exportValue: (row) => row.fullName,
      width: phone ? PHONE_NAME_WIDTH : 160,
      fixed: 'left',
    },
    {
      key: 'revenue',
      title: <RevenueHeading />,
      type: 'money',
      sorter: byFigure('revenue'),
      render: (row) => (
        <FigureCell row={row} figure="revenue" money title="Doanh thu" open={open} />
      ),
      exportValue: (row) => row.current.revenue,
      exportTitle: 'Doanh thu',
      width: 136,
    },
    {
      key: 'attainment',
      title: 'Chỉ tiêu',
      sorter: (a, b) => (a.target.attainment ?? -1) - (b.target.attainment ?? -1),
      render: (row) => <TargetCell target={row.target} />,
      exportValue: (row) => row.target.attainment,
      width: 170,
    },
    ...FIGURE_COLUMNS.map(({ key, title }): DataTableColumn<SalePerformanceRow> => ({
      key,
      title,
      type: 'number',
      sorter: byFigure(key),
      render: (row) => (
        <FigureCell
          row={row}
          figure={key}
          title={title}
          open={key === 'orders' ? open : undefined}
        />
      ),
      exportValue: (row) => row.current[key],
      width: 86,
    })),
  ];
}

/** The Excel file: each figure, its value over the period compared and the change. */
function exportColumns() {
  const withPrevious = (figure: Figure, title: string, type: 'money' | 'number') => [
    { title, type, value: (row: SalePerformanceRow) => row.current[figure] },
    {
      title: `${title} kỳ so sánh`,
      type,
      value: (row: SalePerformanceRow) => row.previous[figure],
    },
    {
      title: `${title}: thay đổi`,
      type: 'percent' as const,
      value: (row: SalePerformanceRow) => changeRatio(row.current[figure], row.previous[figure]),
    },
  ];
  return [
    { title: 'Tài khoản', type: 'text' as const, value: (row: SalePerformanceRow) => row.username },
    { title: 'Nhân viên', type: 'text' as const, value: (row: SalePerformanceRow) => row.fullName },
    ...withPrevious('revenue', 'Doanh thu', 'money'),
    {
      title: 'Chỉ tiêu',
      type: 'money' as const,
      value: (row: SalePerformanceRow) => row.target.amount,
    },
    {
      title: 'Đạt chỉ tiêu',
      type: 'percent' as const,
      value: (row: SalePerformanceRow) => row.target.attainment,
    },
    {
      title: 'Cần bán mỗi ngày làm việc còn lại',
      type: 'money' as const,
      value: (row: SalePerformanceRow) => row.target.perWorkingDayLeft,
    },
    ...FIGURE_COLUMNS.flatMap(({ key, title }) => withPrevious(key, title, 'number')),
  ];
}

/** The team's cells under the table: the report's totals (buyers distinct across the sales). */
function totalCells(
  report: SalePerformanceReport,
  kept: readonly SalePerformanceRow[],
  narrowed: boolean,
) {
  const sum = (figure: Figure) => kept.reduce((total, row) => total + row.current[figure], 0);
  const value = (figure: Figure) => (narrowed ? sum(figure) : report.totals.current[figure]);
  return [
    <Money key="revenue" value={value('revenue')} strong />,
    <TargetCell key="target" target={report.target} />,
    ...FIGURE_COLUMNS.map(({ key }) => formatNumber(value(key))),
  ];
}

const SORT_KEYS = [
  'fullName',
  'revenue',
  'attainment',
  ...FIGURE_COLUMNS.map((column) => column.key),
] as const;

/**
 * /report/sale-performance: each sale the user reads (themselves; a leader their team; GOD every
 * sale): revenue and orders of their customers, buyers, new and dug customers, interactions and
 * tasks done against the period compared, their target and attainment; a ranking, the revenue by
 * day and the team's totals; Excel.
 */
export function SalePerformancePage() {
  const period = useReportPeriod('thisMonth');
  const query = salePerformanceQuery.useReport(period.period);
  const report = query.data;
  const search = periodSearch(period.period);
  const phone = useIsMobile();
  const [targetsOpen, setTargetsOpen] = useState(false);
  const view = useClientViewInAddress({ sort: null, pageSize: 50, sortKeys: SORT_KEYS });
  const orders = useOrdersDrawer();
  const showOrders = orders.open;
  const openOrders = useCallback(
    (title: string, saleId: number) => {
      showOrders({
        title,
        search: {
          screen: 'reportSalePerformance',
          fromDate: period.period.fromDate,
          toDate: period.period.toDate,
          saleId,
        },
      });
    },
    [period.period.fromDate, period.period.toDate, showOrders],
  );
  const columns = useMemo(
    () =>
      columnsFor(search, phone, (row, title) => {
        openOrders(`${title} · ${row.fullName}`, row.saleId);
      }),
    [search, phone, openOrders],
  );
  const excel = useMemo(() => exportColumns(), []);
  const kpis = useMemo(() => {
    if (!report) return [];
    // One sale (a sale's own report): its revenue and orders open their orders.
    const only = report.rows.length === 1 ? report.rows[0] : undefined;
    const cards = kpisOf(report.totals, SALE_KPIS).map((kpi, index) => {
      const figure = SALE_KPIS[index]?.figure;
      return only && (figure === 'revenue' || figure === 'orders')
        ? {
            ...kpi,
            open: () => {
              openOrders(`${kpi.label} · ${only.fullName}`, only.saleId);
            },
          }
        : kpi;
    });
    const target = targetKpi(report.target);
    return target
      ? [cards[0], target, ...cards.slice(1)].filter((kpi) => kpi !== undefined)
      : cards;
  }, [report, openOrders]);
  const ranking = useMemo(
    () => (report?.rows ?? []).map((row) => ({ name: row.fullName, value: row.current.revenue })),
    [report],
  );
  const days = useMemo(() => {
    if (!report) return null;
    const compared = comparedSeriesName('Doanh thu', report.compare);
    return lineOption(
      report.byDay.map((day) => formatDate(day.day).slice(0, 5)),
      [
        { name: 'Doanh thu', kind: 'money', values: report.byDay.map((day) => day.revenue) },
        {
          name: compared,
          kind: 'money',
          values: report.previousByDay.map((day) => day.revenue),
          compared: true,
        },
      ],
    );
  }, [report]);

  return (
    <ReportFrame
      screen={SCREENS.reportSalePerformance}
      compared={report}
      period={period}
      load={query}
      extra={
        <Button
          icon={<AimOutlined />}
          onClick={() => {
            setTargetsOpen(true);
          }}
        >
          {TARGETS_TITLE}
        </Button>
      }
      empty={report !== undefined && report.rows.length === 0}
      emptyText="Chưa có nhân viên kinh doanh nào trong phạm vi của bạn."
    >
      {report ? (
        <>
          <KpiCards items={kpis} />
          <Flex gap={16} wrap="wrap">
            <div style={{ flex: '1 1 360px', minWidth: 0 }}>
              <ReportChart
                title="Xếp hạng doanh thu theo nhân viên"
                description={ranking
                  .map((item) => `${item.name} ${formatVnd(item.value)}`)
                  .join(', ')}
                option={rankOption('Doanh thu', 'money', ranking)}
                phoneHeight={120 + ranking.length * 28}
                empty={report.totals.current.revenue === 0}
              />
            </div>
            <div style={{ flex: '2 1 480px', minWidth: 0 }}>
              {days ? (
                <ReportChart
                  title={`Doanh thu theo ngày, ${COMPARED_WITH[report.compare]}`}
                  description={`Doanh thu của ${String(report.rows.length)} nhân viên theo từng ngày trong kỳ`}
                  option={days}
                  empty={
                    report.totals.current.revenue === 0 && report.totals.previous.revenue === 0
                  }
                />
              ) : null}
            </div>
          </Flex>
          <Card>
            <DataTable<SalePerformanceRow>
              columns={columns}
              rows={report.rows}
              rowKey="saleId"
              size="small"
              defaultPageSize={50}
              search={SALE_SEARCH}
              exportFileName={`hieu-qua-ban-hang_${period.period.fromDate}_${period.period.toDate}`}
              exportSheetName="Hiệu quả bán hàng"
              exportColumns={excel}
              view={view}
              totals={(kept, narrowed) =>
                totalsRow(totalCells(report, kept, narrowed), teamTotalsLabel(kept, narrowed))
              }
            />
            {report.noSale ? (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                {NO_SALE_LABEL}: {formatVnd(report.noSale.current.revenue)} ·{' '}
                <FigureLink
                  label={`Đơn hàng ${NO_SALE_LABEL}`}
                  value={report.noSale.current.orders}
                  onOpen={() => {
                    openOrders(`Đơn hàng · ${NO_SALE_LABEL}`, 0);
                  }}
                >
                  {formatNumber(report.noSale.current.orders)} đơn
                </FigureLink>{' '}
                · {formatNumber(report.noSale.current.buyers)} khách CRM (đơn của khách không có
                nhân viên phụ trách lúc đặt, hoặc người mua chưa là khách hàng CRM).
              </Typography.Paragraph>
            ) : null}
          </Card>
          <TargetsDrawer
            key={period.period.toDate.slice(0, 7)}
            open={targetsOpen}
            onClose={() => {
              setTargetsOpen(false);
            }}
            initialMonth={period.period.toDate.slice(0, 7)}
          />
        </>
      ) : null}
      {orders.drawer}
    </ReportFrame>
  );
}
