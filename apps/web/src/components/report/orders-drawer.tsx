// The orders behind a report's figure, in a drawer (a full page on a phone): what makes up the
// figure clicked, with its count and sum (equal to the figure), latest first, more pages on demand,
// and an Excel file of every order up to the export limit (it says where it stops).
import {
  ORDER_STATUS_LABELS,
  REPORT_API,
  REPORT_ORDERS_PAGE_MAX,
  type ReportOrder,
  type ReportOrdersPage,
  type ReportOrdersSearch,
  labelOf,
} from '@backoffice/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex, Grid, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../../lib/api-client';
import { everyKeyedPage } from '../../lib/every-page';
import { formatNumber, formatVnd } from '../../lib/format';
import { REPORT_STALE_MS } from '../../lib/report-query';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { LoadError, MoreButton } from '../ui/load-states';
import { Money } from '../ui/money';
import { Drawer } from '../ui/overlay';
import { OPEN_ORDERS_LABEL } from './kpi-cards';
import { BuyerCell } from './buyer-cell';

/** What the orders are of: the title of the figure, and the search that gives its orders. */
export interface OrdersOfFigure {
  /** "Doanh thu · Nhà thuốc Hồng Phúc", said at the top of the drawer. */
  title: string;
  search: Omit<ReportOrdersSearch, 'after' | 'pageSize' | 'sortBy' | 'sortOrder'>;
}

export const ORDERS_DRAWER_MORE = 'Xem thêm đơn';

/**
 * A figure of a table that opens the orders behind it: a link read as "Xem đơn: <label>"; a figure
 * of nothing (0) stays plain text.
 */
export function FigureLink({
  label,
  value,
  onOpen,
  children,
}: {
  /** What the figure is, e.g. "Doanh thu 10-2026 Paracetamol 500mg". */
  label: string;
  value: number;
  onOpen: () => void;
  children: ReactNode;
}) {
  if (value === 0) return <>{children}</>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto', fontWeight: 'inherit' }}
      onClick={onOpen}
      aria-label={`${OPEN_ORDERS_LABEL}: ${label}`}
    >
      {children}
    </Button>
  );
}

/**
 * A figure column of a report table (money or a count, by its `dataIndex`) whose cells open the
 * orders behind them: `label` says what a cell is ("Doanh thu Nhà thuốc Minh Châu").
 */
export function drilled<T>(
  column: DataTableColumn<T> & { dataIndex: keyof T & string },
  label: (row: T) => string,
  open: (row: T) => void,
): DataTableColumn<T> {
  return {
    ...column,
    render: (row) => {
      const value = Number(row[column.dataIndex]);
      return (
        <FigureLink
          label={label(row)}
          value={value}
          onOpen={() => {
            open(row);
          }}
        >
          {column.type === 'money' ? <Money value={value} /> : formatNumber(value)}
        </FigureLink>
      );
    },
  };
}

/** The orders drawer of a screen: `open` shows the orders of a figure, `drawer` is to render. */
export function useOrdersDrawer(): { open: (figure: OrdersOfFigure) => void; drawer: ReactNode } {
  const [figure, setFigure] = useState<OrdersOfFigure | null>(null);
  return {
    open: setFigure,
    drawer: (
      <OrdersDrawer
        figure={figure}
        onClose={() => {
          setFigure(null);
        }}
      />
    ),
  };
}

async function fetchOrders(
  search: ReportOrdersSearch,
  signal?: AbortSignal,
): Promise<ReportOrdersPage> {
  const { data } = await api.get<ReportOrdersPage>(REPORT_API.orders, {
    params: search,
    paramsSerializer: { indexes: null },
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

/** Every order of the search, page after page of the largest size, up to the export limit. */
function everyOrder(search: OrdersOfFigure['search'], onProgress: (rows: number) => void) {
  return everyKeyedPage(
    (after) =>
      fetchOrders({ ...search, pageSize: REPORT_ORDERS_PAGE_MAX, ...(after && { after }) }),
    { onProgress },
  );
}

const columns: DataTableColumn<ReportOrder>[] = [
  { key: 'code', title: 'Mã đơn', dataIndex: 'code', width: 150, fixed: 'left' },
  {
    key: 'createdAt',
    title: 'Thời gian',
    dataIndex: 'createdAt',
    type: 'datetime',
    width: 140,
  },
  { key: 'sellerName', title: 'Nhà bán', dataIndex: 'sellerName', width: 170 },
  {
    key: 'customer',
    title: 'Người mua',
    width: 190,
    render: (order) => (
      <BuyerCell
        name={order.customerName}
        code={order.customerCode}
        crmCustomerId={order.crmCustomerId}
      />
    ),
    exportValue: (order) => order.customerName,
    exportTitle: 'Người mua',
  },
  { key: 'province', title: 'Tỉnh/thành', dataIndex: 'province', width: 130 },
  {
    key: 'status',
    title: 'Trạng thái',
    width: 110,
    render: (order) => {
      const { label, color } = labelOf(ORDER_STATUS_LABELS, order.status);
      return <Tag color={color}>{label}</Tag>;
    },
    exportValue: (order) => labelOf(ORDER_STATUS_LABELS, order.status).label,
    exportTitle: 'Trạng thái',
  },
  { key: 'amount', title: 'Số tiền', dataIndex: 'amount', type: 'money', width: 130 },
  { key: 'quantity', title: 'Số lượng', dataIndex: 'quantity', type: 'number', width: 80 },
];

/** The drawer of the orders behind `figure` (closed while it is null). */
export function OrdersDrawer({
  figure,
  onClose,
}: {
  figure: OrdersOfFigure | null;
  onClose: () => void;
}) {
  const phone = !Grid.useBreakpoint().md;
  const query = useInfiniteQuery({
    queryKey: ['reports', 'orders', figure?.search],
    queryFn: ({ pageParam, signal }) =>
      fetchOrders(
        {
          ...(figure?.search as OrdersOfFigure['search']),
          ...(pageParam ? { after: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: figure !== null,
    staleTime: REPORT_STALE_MS,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const rows = pages.flatMap((page) => page.items);
  return (
    <Drawer
      open={figure !== null}
      onClose={onClose}
      title={figure ? `Đơn hàng · ${figure.title}` : undefined}
      size={phone ? '100%' : 1200}
      destroyOnHidden
    >
      {query.error ? (
        <LoadError title="Không tải được đơn hàng" error={query.error} onRetry={query.refetch} />
      ) : (
        <Flex vertical gap={12}>
          {first ? (
            <Typography.Text role="status" aria-label="Tổng các đơn">
              {formatNumber(first.count)} đơn · tổng {formatVnd(first.sum)} · số lượng{' '}
              {formatNumber(first.quantity)}
            </Typography.Text>
          ) : null}
          <DataTable<ReportOrder>
            columns={columns}
            rows={rows}
            rowKey="code"
            loading={query.isPending}
            pagination={false}
            size="small"
            exportFileName={`don-hang_${figure?.search.fromDate ?? ''}_${figure?.search.toDate ?? ''}`}
            onExportAll={(onProgress) =>
              figure ? everyOrder(figure.search, onProgress) : Promise.resolve([])
            }
          />
          <MoreButton query={query}>
            {ORDERS_DRAWER_MORE} ({formatNumber(rows.length)}/{formatNumber(first?.count ?? 0)})
          </MoreButton>
        </Flex>
      )}
    </Drawer>
  );
}
