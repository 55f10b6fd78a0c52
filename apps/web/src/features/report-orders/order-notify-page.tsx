// /report/order-notify: the company's sellers' new orders, latest first, as they arrive. The last
// 24 hours are read (in pages), then the realtime channel brings each new order to the top and
// each change to its row, without a reload; today's figures follow. A chime per new order once
// switched on, and a browser notification while the tab is hidden once allowed.
import {
  type LiveEventMessage,
  ORDER_NOTICE_PAGE_MAX,
  ORDER_STATUS_LABELS,
  OWNER_SELLER_IDS,
  type OrderNotice,
  type OrderNoticePage,
  SCREENS,
  labelOf,
  orderNoticeOfEvent,
} from '@backoffice/shared';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { KpiCards } from '../../components/report/kpi-cards';
import { OwnerSellerFilter, useSellerNames } from '../../components/report/owner-seller-filter';
import { BuyerCell } from '../../components/report/buyer-cell';
import {
  DataTable,
  type DataTableColumn,
  ExportButton,
  exportColumnsOf,
} from '../../components/ui/data-table';
import { PageFrame } from '../../components/ui/page-frame';
import { LoadError, MoreButton } from '../../components/ui/load-states';
import { everyKeyedPage } from '../../lib/every-page';
import { formatDateTime, formatNumber, formatVnd } from '../../lib/format';
import { useFreshCodes } from '../../lib/use-fresh-codes';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useLiveFollow, useLiveState } from '../../lib/live-channel';
import { useOrderAlerts } from '../../lib/use-order-alerts';
import { LiveAlertControls, SoundBlockedAlert } from '../../components/ui/live-indicator';
import { type NoticeFilters, applyNotice, fetchNotices, noticesKey } from './order-notices-api';

export const MORE_LABEL = 'Xem thêm đơn';
export const NEW_TAG = 'Vừa đến';
const EMPTY_NOTICES = 'Chưa có đơn mới trong 24 giờ qua';
const EXPORT_FILE = 'thong-bao-don-hang';
/** Events of this many ms are read together for the rows' links and today's figures. */
const SETTLE_MS = 600;

type Pages = InfiniteData<OrderNoticePage, string>;

/** An order as a card, on a phone: every figure readable without scrolling sideways. */
function NoticeCard({ order, fresh }: { order: OrderNotice; fresh: boolean }) {
  return (
    <Card size="small" role="listitem" aria-label={`Đơn ${order.code}`}>
      <Flex justify="space-between" align="center" gap={8} wrap="wrap">
        <Typography.Text strong>
          {order.code}
          {fresh ? (
            <Tag color="magenta" style={{ marginInlineStart: 6 }}>
              {NEW_TAG}
            </Tag>
          ) : null}
        </Typography.Text>
        {statusTag(order.status)}
      </Flex>
      <BuyerCell
        name={order.customerName}
        code={order.customerCode}
        crmCustomerId={order.crmCustomerId}
      />
      <Flex justify="space-between" align="baseline" gap={8} wrap="wrap">
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatVnd(order.amount)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {formatNumber(order.lines)} dòng · {formatNumber(order.quantity)} sp
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {formatDateTime(order.createdAt)} · {order.sellerName} · {order.province}
      </Typography.Text>
    </Card>
  );
}

function statusTag(status: string) {
  const { label, color } = labelOf(ORDER_STATUS_LABELS, status);
  return <Tag color={color}>{label}</Tag>;
}

function useFilters(): [NoticeFilters, (next: NoticeFilters) => void] {
  const [params, setParams] = useSearchParams();
  const seller = Number(params.get('sellerId'));
  const status = params.get('status');
  const filters = useMemo<NoticeFilters>(
    () => ({
      ...(OWNER_SELLER_IDS.includes(seller) && { sellerId: seller }),
      ...(status && status in ORDER_STATUS_LABELS && { status }),
    }),
    [seller, status],
  );
  const set = (next: NoticeFilters) => {
    const search = new URLSearchParams();
    if (next.sellerId !== undefined) search.set('sellerId', String(next.sellerId));
    if (next.status) search.set('status', next.status);
    setParams(search, { replace: true });
  };
  return [filters, set];
}

export function OrderNotifyPage() {
  const [filters, setFilters] = useFilters();
  const client = useQueryClient();
  const key = noticesKey(filters);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      fetchNotices({ ...filters, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    // Kept current by the channel: read again only when asked (or told to).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const sellerName = useSellerNames(query.data?.pages.flatMap((page) => page.items) ?? []);
  const alerts = useOrderAlerts();
  const phone = useIsMobile();
  const live = useLiveState();
  const [fresh, markFresh] = useFreshCodes();
  const pending = useRef(new Set<string>());
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The rows an event brought are read again together: their CRM link, and today's figures.
  const readBack = useCallback(() => {
    settle.current = null;
    const codes = [...pending.current];
    pending.current.clear();
    void fetchNotices({ ...filters, ...(codes.length && { codes: codes.join(',') }) }).then(
      (answer) => {
        client.setQueryData<Pages>(key, (data) => {
          const [first, ...rest] = data?.pages ?? [];
          if (!data || !first) return data;
          const read = new Map(answer.items.map((item) => [item.code, item]));
          const pages = [{ ...first, today: answer.today }, ...rest].map((page) => ({
            ...page,
            items: page.items.map((item) => read.get(item.code) ?? item),
          }));
          return { ...data, pages };
        });
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows the filters
  }, [client, filters]);

  useEffect(
    () => () => {
      if (settle.current) clearTimeout(settle.current);
    },
    [],
  );

  const onEvent = (event: LiveEventMessage) => {
    const notice = orderNoticeOfEvent(event.data, sellerName(Number(event.data.sellerId)));
    const created = event.kind === 'order.created';
    client.setQueryData<Pages>(key, (data) =>
      data ? applyNotice(data, notice, created, filters) : data,
    );
    if (created) {
      markFresh(notice.code);
      alerts.alert(
        `Đơn mới ${notice.code}`,
        `${notice.customerName} · ${formatVnd(notice.amount)}`,
        notice.code,
      );
    }
    pending.current.add(notice.code);
    settle.current ??= setTimeout(readBack, SETTLE_MS);
  };

  const first = query.data?.pages[0];
  useLiveFollow(
    {
      topic: 'orders',
      onEvent,
      onReset: () => {
        void query.refetch();
      },
    },
    first ? first.lastEventId : null,
  );

  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const columns: DataTableColumn<OrderNotice>[] = [
    {
      key: 'createdAt',
      title: 'Thời gian',
      dataIndex: 'createdAt',
      type: 'datetime',
      width: 125,
    },
    {
      key: 'code',
      title: 'Mã đơn',
      dataIndex: 'code',
      width: 155,
      render: (order) => (
        <>
          {order.code}
          {fresh.has(order.code) ? (
            <Tag color="magenta" style={{ marginInlineStart: 6 }}>
              {NEW_TAG}
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'sellerName', title: 'Nhà bán', dataIndex: 'sellerName', width: 140 },
    {
      key: 'customer',
      title: 'Khách hàng',
      width: 180,
      render: (order) => (
        <BuyerCell
          name={order.customerName}
          code={order.customerCode}
          crmCustomerId={order.crmCustomerId}
        />
      ),
      exportTitle: 'Khách hàng',
      exportValue: (order) => order.customerName,
    },
    { key: 'province', title: 'Tỉnh/thành', dataIndex: 'province', width: 120 },
    { key: 'amount', title: 'Số tiền', dataIndex: 'amount', type: 'money', width: 115 },
    {
      key: 'items',
      title: 'Sản phẩm',
      width: 110,
      render: (order) => `${formatNumber(order.lines)} dòng · ${formatNumber(order.quantity)} sp`,
      exportTitle: 'Số lượng',
      exportValue: (order) => order.quantity,
    },
    {
      key: 'status',
      title: 'Trạng thái',
      width: 105,
      render: (order) => statusTag(order.status),
      exportTitle: 'Trạng thái',
      exportValue: (order) => labelOf(ORDER_STATUS_LABELS, order.status).label,
    },
  ];

  const exportAll = (onProgress: (rows: number) => void) =>
    everyKeyedPage(
      (after) =>
        fetchNotices({ ...filters, pageSize: ORDER_NOTICE_PAGE_MAX, ...(after && { after }) }),
      { onProgress },
    );

  return (
    <PageFrame
      title={SCREENS.reportOrderNotify.title}
      subtitle="Đơn mới của nhà bán công ty trong 24 giờ qua, cập nhật trực tiếp"
      extra={
        <>
          <LiveAlertControls live={live} alerts={alerts} />
        </>
      }
      filters={
        <>
          <OwnerSellerFilter
            value={filters.sellerId}
            onChange={(sellerId) => {
              setFilters({ ...filters, sellerId });
            }}
            nameOf={sellerName}
          />
          <Select
            aria-label="Trạng thái"
            style={{ minWidth: 170 }}
            value={filters.status ?? ''}
            onChange={(value: string) => {
              setFilters({ ...filters, status: value || undefined });
            }}
            options={[
              { value: '', label: 'Mọi trạng thái' },
              ...Object.entries(ORDER_STATUS_LABELS).map(([value, { label }]) => ({
                value,
                label,
              })),
            ]}
          />
        </>
      }
    >
      <SoundBlockedAlert alerts={alerts} />
      <KpiCards
        loading={query.isPending}
        items={[
          {
            label: 'Đơn hôm nay',
            value: first?.today.count ?? 0,
            kind: 'count',
            note: 'Không tính đơn hủy, trả hàng',
          },
          {
            label: 'Doanh số hôm nay',
            value: first?.today.amount ?? 0,
            kind: 'money',
            note: 'Số tiền khách trả, sau giảm giá',
          },
        ]}
      />
      {query.error ? (
        <LoadError title="Không tải được đơn hàng" error={query.error} onRetry={query.refetch} />
      ) : (
        <Flex vertical gap={12}>
          {phone ? (
            <Flex vertical gap={8} role="list" aria-label="Đơn hàng">
              <div>
                <ExportButton
                  fileName={EXPORT_FILE}
                  sheetName={undefined}
                  columns={exportColumnsOf(columns)}
                  getRows={exportAll}
                  disabled={rows.length === 0}
                />
              </div>
              {query.isPending ? <Skeleton active /> : null}
              {!query.isPending && rows.length === 0 ? <Empty description={EMPTY_NOTICES} /> : null}
              {rows.map((order) => (
                <NoticeCard key={order.code} order={order} fresh={fresh.has(order.code)} />
              ))}
            </Flex>
          ) : (
            <DataTable<OrderNotice>
              columns={columns}
              rows={rows}
              rowKey="code"
              loading={query.isPending}
              pagination={false}
              size="small"
              emptyText={EMPTY_NOTICES}
              exportFileName={EXPORT_FILE}
              onExportAll={exportAll}
            />
          )}
          <MoreButton query={query}>{MORE_LABEL}</MoreButton>
        </Flex>
      )}
    </PageFrame>
  );
}
