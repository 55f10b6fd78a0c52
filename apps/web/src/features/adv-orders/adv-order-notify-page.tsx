// /adv/order-notify: the company's sellers' advertising orders for accounting to acknowledge. The
// waiting ones first (the menu counts them); one or several ticked are acknowledged at once, and a
// colleague's acknowledgement shows at once too. New orders arrive by the realtime channel without a
// reload, each with a chime that repeats until someone acknowledges it or the ring is muted.
import { CheckOutlined } from '@ant-design/icons';
import {
  ADV_ORDER_ACK_MAX,
  ADV_ORDER_MESSAGES,
  ADV_ORDER_PAGE_MAX,
  ADV_ORDER_STATE_LABELS,
  type AdvOrder,
  type AdvOrderAcknowledgeResult,
  AdvOrderState,
  type LiveEventMessage,
  ORDER_STATUS_LABELS,
  OWNER_SELLER_IDS,
  SCREENS,
  labelOf,
  orderNoticeOfEvent,
} from '@backoffice/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Segmented,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BuyerCell } from '../../components/report/buyer-cell';
import { KpiCards } from '../../components/report/kpi-cards';
import { OwnerSellerFilter, useSellerNames } from '../../components/report/owner-seller-filter';
import {
  DataTable,
  type DataTableColumn,
  ExportButton,
  exportColumnsOf,
} from '../../components/ui/data-table';
import { LiveAlertControls, SoundBlockedAlert } from '../../components/ui/live-indicator';
import { LoadError, MoreButton } from '../../components/ui/load-states';
import { PageFrame } from '../../components/ui/page-frame';
import { ADV_PENDING_KEY } from '../../lib/adv-pending';
import { everyKeyedPage } from '../../lib/every-page';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDateTime, formatVnd } from '../../lib/format';
import { useLiveFollow, useLiveState } from '../../lib/live-channel';
import { notify } from '../../lib/notify';
import { useFreshCodes } from '../../lib/use-fresh-codes';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useOrderAlerts, useRepeatingRing } from '../../lib/use-order-alerts';
import {
  ADV_ORDERS_ALL,
  type AdvFilters,
  type AdvPages,
  acknowledgeOrders,
  acknowledgementOfEvent,
  advOrdersKey,
  applyAcknowledgements,
  applyOrders,
  fetchAdvOrders,
} from './adv-orders-api';

export const ACKNOWLEDGE = 'Xác nhận';
export const MORE_LABEL = 'Xem thêm đơn';
export const NEW_TAG = 'Vừa đến';
export const MUTE_RING = 'Tắt chuông';
const EXPORT_FILE = 'don-hang-quang-cao';
const EMPTY: Record<AdvOrderState, string> = {
  pending: 'Không còn đơn quảng cáo nào chờ xác nhận',
  acknowledged: 'Chưa có đơn quảng cáo nào được xác nhận',
  all: 'Chưa có đơn quảng cáo nào',
};
/** Events of this many ms are read back together (the rows' links, the figures). */
const SETTLE_MS = 600;

function statusTag(status: string) {
  const { label, color } = labelOf(ORDER_STATUS_LABELS, status);
  return <Tag color={color}>{label}</Tag>;
}

function useFilters(): [AdvFilters, (next: AdvFilters) => void] {
  const [params, setParams] = useSearchParams();
  const seller = Number(params.get('sellerId'));
  const parsed = AdvOrderState.safeParse(params.get('state'));
  const state = parsed.success ? parsed.data : 'pending';
  const filters = useMemo<AdvFilters>(
    () => ({ state, ...(OWNER_SELLER_IDS.includes(seller) && { sellerId: seller }) }),
    [state, seller],
  );
  const set = (next: AdvFilters) => {
    const search = new URLSearchParams();
    if (next.state !== 'pending') search.set('state', next.state);
    if (next.sellerId !== undefined) search.set('sellerId', String(next.sellerId));
    setParams(search, { replace: true });
  };
  return [filters, set];
}

/** Who acknowledged an order and when, or the button that does it. */
function Acknowledgement({
  order,
  onAcknowledge,
  busy,
}: {
  order: AdvOrder;
  onAcknowledge: (codes: string[]) => void;
  busy: boolean;
}) {
  if (order.acknowledgement) {
    return (
      <Typography.Text type="success">
        <CheckOutlined aria-hidden /> {order.acknowledgement.byName}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatDateTime(order.acknowledgement.at)}
        </Typography.Text>
      </Typography.Text>
    );
  }
  return (
    <Button
      size="small"
      disabled={busy}
      aria-label={`${ACKNOWLEDGE} đơn ${order.code}`}
      onClick={() => {
        onAcknowledge([order.code]);
      }}
    >
      {ACKNOWLEDGE}
    </Button>
  );
}

/** An order as a card, on a phone. */
function AdvOrderCard({
  order,
  fresh,
  selected,
  onSelect,
  onAcknowledge,
  busy,
}: {
  order: AdvOrder;
  fresh: boolean;
  selected: boolean;
  onSelect: (code: string, on: boolean) => void;
  onAcknowledge: (codes: string[]) => void;
  busy: boolean;
}) {
  return (
    <Card size="small" role="listitem" aria-label={`Đơn ${order.code}`}>
      <Flex justify="space-between" align="center" gap={8} wrap="wrap">
        <Flex gap={8} align="center">
          {order.acknowledgement === null ? (
            <Checkbox
              checked={selected}
              aria-label={`Chọn đơn ${order.code}`}
              onChange={(event) => {
                onSelect(order.code, event.target.checked);
              }}
            />
          ) : null}
          <Typography.Text strong>
            {order.code}
            {fresh ? (
              <Tag color="magenta" style={{ marginInlineStart: 6 }}>
                {NEW_TAG}
              </Tag>
            ) : null}
          </Typography.Text>
        </Flex>
        {statusTag(order.status)}
      </Flex>
      <Typography.Text style={{ display: 'block' }}>{order.campaign ?? '—'}</Typography.Text>
      <BuyerCell
        name={order.customerName}
        code={order.customerCode}
        crmCustomerId={order.crmCustomerId}
      />
      <Flex justify="space-between" align="center" gap={8} wrap="wrap">
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatVnd(order.amount)}
        </Typography.Text>
        <Acknowledgement order={order} onAcknowledge={onAcknowledge} busy={busy} />
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {formatDateTime(order.createdAt)} · {order.sellerName}
      </Typography.Text>
    </Card>
  );
}

export function AdvOrderNotifyPage() {
  const [filters, setFilters] = useFilters();
  const client = useQueryClient();
  const key = advOrdersKey(filters);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      fetchAdvOrders({ ...filters, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    // Kept current by the channel and by the acknowledgements made here.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const sellerName = useSellerNames(query.data?.pages.flatMap((page) => page.items) ?? []);
  const alerts = useOrderAlerts();
  const phone = useIsMobile();
  const live = useLiveState();
  const [fresh, markFresh] = useFreshCodes();
  const [selected, setSelected] = useState<string[]>([]);
  // The new orders that arrived while the page was open and wait still: the ring goes on for them.
  const [ringing, setRinging] = useState<ReadonlySet<string>>(new Set());
  useRepeatingRing(ringing.size > 0, alerts.ring);
  const pending = useRef(new Set<string>());
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Every list read (of any filter) with these orders as they now are.
  const updateLists = useCallback(
    (change: (data: AdvPages, filters: AdvFilters) => AdvPages) => {
      for (const [listKey, data] of client.getQueriesData<AdvPages>({ queryKey: ADV_ORDERS_ALL })) {
        const listFilters = listKey[2] as AdvFilters | undefined;
        if (!data || !listFilters) continue;
        client.setQueryData<AdvPages>(listKey, change(data, listFilters));
      }
    },
    [client],
  );

  const acknowledged = (codes: readonly string[]) => {
    const done = new Set(codes);
    setRinging((codesRinging) => new Set([...codesRinging].filter((code) => !done.has(code))));
    setSelected((codesSelected) => codesSelected.filter((code) => !done.has(code)));
  };

  // The rows events named are read again together: links, acknowledgements, and the figures.
  const readBack = useCallback(() => {
    settle.current = null;
    const codes = [...pending.current];
    pending.current.clear();
    void fetchAdvOrders({
      state: 'all',
      ...(filters.sellerId !== undefined && { sellerId: filters.sellerId }),
      ...(codes.length && { codes: codes.join(',') }),
      pageSize: ADV_ORDER_PAGE_MAX,
    }).then(
      (answer) => {
        updateLists((data, listFilters) => {
          const next = applyOrders(data, codes.length ? answer.items : [], listFilters);
          const [first, ...rest] = next.pages;
          if (!first || listFilters.sellerId !== filters.sellerId) return next;
          return {
            ...next,
            pages: [{ ...first, pending: answer.pending, today: answer.today }, ...rest],
          };
        });
        acknowledged(answer.items.filter((item) => item.acknowledgement).map((item) => item.code));
      },
      () => undefined,
    );
  }, [filters.sellerId, updateLists]);

  const readSoon = (code: string) => {
    pending.current.add(code);
    settle.current ??= setTimeout(readBack, SETTLE_MS);
  };

  useEffect(
    () => () => {
      if (settle.current) clearTimeout(settle.current);
    },
    [],
  );

  const onEvent = (event: LiveEventMessage) => {
    if (event.kind === 'order.acknowledged') {
      const ack = acknowledgementOfEvent(event.data);
      if (!ack) return;
      updateLists((data, listFilters) => applyAcknowledgements(data, [ack], listFilters));
      acknowledged([ack.code]);
      readSoon(ack.code);
      return;
    }
    const notice = orderNoticeOfEvent(event.data, sellerName(Number(event.data.sellerId)));
    const created = event.kind === 'order.created';
    const order: AdvOrder = { ...notice, acknowledgement: null };
    client.setQueryData<AdvPages>(key, (data) =>
      data ? applyOrders(data, [order], filters, created) : data,
    );
    if (created) {
      markFresh(order.code);
      setRinging((codes) => new Set(codes).add(order.code));
      alerts.alert(
        `Đơn quảng cáo mới ${order.code}`,
        `${order.campaign ?? ''} · ${order.customerName} · ${formatVnd(order.amount)}`,
        order.code,
      );
    }
    readSoon(order.code);
  };

  const first = query.data?.pages[0];
  useLiveFollow(
    {
      topic: 'adv-orders',
      onEvent,
      onReset: () => {
        void query.refetch();
      },
    },
    first ? first.lastEventId : null,
  );

  const acknowledge = useMutation({
    mutationFn: acknowledgeOrders,
    onSuccess: (result: AdvOrderAcknowledgeResult) => {
      const all = [...result.acknowledged, ...result.already];
      updateLists((data, listFilters) => applyAcknowledgements(data, all, listFilters));
      acknowledged(all.map((ack) => ack.code));
      if (result.acknowledged.length > 0) {
        notify.success(ADV_ORDER_MESSAGES.acknowledged(result.acknowledged.length));
      }
      if (result.already.length > 0) {
        notify.info(
          result.already.length === 1
            ? ADV_ORDER_MESSAGES.already(
                result.already[0]?.code ?? '',
                result.already[0]?.byName ?? '',
              )
            : `${String(result.already.length)} đơn đã được người khác xác nhận trước.`,
          result.already.length > 1
            ? result.already.map((ack) => `${ack.code}: ${ack.byName}`).join(', ')
            : undefined,
        );
      }
      for (const ack of all) pending.current.add(ack.code);
      settle.current ??= setTimeout(readBack, 0);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADV_PENDING_KEY }),
  });
  const onAcknowledge = (codes: string[]) => {
    acknowledge.mutate(codes);
  };

  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const waiting = new Set(rows.filter((row) => !row.acknowledgement).map((row) => row.code));
  const chosen = selected.filter((code) => waiting.has(code));
  const columns: DataTableColumn<AdvOrder>[] = [
    { key: 'createdAt', title: 'Thời gian', dataIndex: 'createdAt', type: 'datetime', width: 125 },
    {
      key: 'code',
      title: 'Mã đơn',
      dataIndex: 'code',
      width: 135,
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
    {
      key: 'campaign',
      title: 'Chiến dịch',
      width: 140,
      render: (order) => order.campaign ?? '—',
      exportTitle: 'Chiến dịch',
      exportValue: (order) => order.campaign ?? '',
    },
    { key: 'sellerName', title: 'Nhà bán', dataIndex: 'sellerName', width: 160 },
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
      exportTitle: 'Khách hàng',
      exportValue: (order) => order.customerName,
    },
    { key: 'amount', title: 'Số tiền', dataIndex: 'amount', type: 'money', width: 115 },
    {
      key: 'status',
      title: 'Trạng thái',
      width: 100,
      render: (order) => statusTag(order.status),
      exportTitle: 'Trạng thái',
      exportValue: (order) => labelOf(ORDER_STATUS_LABELS, order.status).label,
    },
    {
      key: 'acknowledgement',
      title: 'Xác nhận',
      width: 140,
      render: (order) => (
        <Acknowledgement order={order} onAcknowledge={onAcknowledge} busy={acknowledge.isPending} />
      ),
      exportTitle: 'Người xác nhận',
      exportValue: (order) => order.acknowledgement?.byName ?? '',
    },
  ];

  // The Excel file says when each was acknowledged, as well as who.
  const exportColumns: ExcelColumn<AdvOrder>[] = [
    ...exportColumnsOf(columns),
    {
      title: 'Lúc xác nhận',
      value: (order) => (order.acknowledgement ? formatDateTime(order.acknowledgement.at) : ''),
    },
  ];

  const exportAll = (onProgress: (rows: number) => void) =>
    everyKeyedPage(
      (after) =>
        fetchAdvOrders({ ...filters, pageSize: ADV_ORDER_PAGE_MAX, ...(after && { after }) }),
      { onProgress },
    );

  const acknowledgeChosen = (
    <Button
      type="primary"
      icon={<CheckOutlined />}
      disabled={chosen.length === 0}
      loading={acknowledge.isPending}
      onClick={() => {
        onAcknowledge(chosen.slice(0, ADV_ORDER_ACK_MAX));
      }}
    >
      {chosen.length > 0
        ? `${ACKNOWLEDGE} ${String(chosen.length)} đơn đã chọn`
        : `${ACKNOWLEDGE} đơn đã chọn`}
    </Button>
  );

  const waitingCount = first?.pending.count ?? 0;
  return (
    <PageFrame
      title={SCREENS.advOrderNotify.title}
      subtitle="Đơn từ chiến dịch quảng cáo của nhà bán công ty, kế toán xác nhận từng đơn"
      extra={
        <>
          <LiveAlertControls live={live} alerts={alerts} />
        </>
      }
      filters={
        <>
          <Segmented<AdvOrderState>
            aria-label="Xác nhận"
            value={filters.state}
            onChange={(state) => {
              setSelected([]);
              setFilters({ ...filters, state });
            }}
            options={AdvOrderState.options.map((state) => ({
              value: state,
              label:
                state === 'pending' && first
                  ? `${ADV_ORDER_STATE_LABELS[state]} (${String(waitingCount)})`
                  : ADV_ORDER_STATE_LABELS[state],
            }))}
          />
          <OwnerSellerFilter
            value={filters.sellerId}
            onChange={(sellerId) => {
              setSelected([]);
              setFilters({ ...filters, sellerId });
            }}
            nameOf={sellerName}
          />
        </>
      }
    >
      <SoundBlockedAlert alerts={alerts} />
      {ringing.size > 0 ? (
        <Alert
          type="info"
          showIcon
          title={`${String(ringing.size)} đơn quảng cáo mới chờ xác nhận${
            alerts.sound === 'on' ? ': chuông nhắc lại đến khi đơn được xác nhận' : ''
          }`}
          action={
            <Button
              size="small"
              onClick={() => {
                setRinging(new Set());
              }}
            >
              {MUTE_RING}
            </Button>
          }
        />
      ) : null}
      <KpiCards
        loading={query.isPending}
        items={[
          { label: 'Chưa xác nhận', value: waitingCount, kind: 'count', note: 'Đơn chờ kế toán' },
          {
            label: 'Giá trị chưa xác nhận',
            value: first?.pending.amount ?? 0,
            kind: 'money',
            note: 'Số tiền khách trả của các đơn chờ',
          },
          {
            label: 'Đơn quảng cáo hôm nay',
            value: first?.today.count ?? 0,
            kind: 'count',
            note: 'Không tính đơn hủy, trả hàng',
          },
          {
            label: 'Doanh số quảng cáo hôm nay',
            value: first?.today.amount ?? 0,
            kind: 'money',
            note: 'Số tiền khách trả, sau giảm giá',
          },
        ]}
      />
      {query.error ? (
        <LoadError
          title="Không tải được đơn quảng cáo"
          error={query.error}
          onRetry={query.refetch}
        />
      ) : (
        <Flex vertical gap={12}>
          {phone ? (
            <Flex vertical gap={8} role="list" aria-label="Đơn quảng cáo">
              <Flex gap={8} wrap="wrap">
                {acknowledgeChosen}
                <ExportButton
                  fileName={EXPORT_FILE}
                  sheetName={undefined}
                  columns={exportColumns}
                  getRows={exportAll}
                  disabled={rows.length === 0}
                />
              </Flex>
              {query.isPending ? <Skeleton active /> : null}
              {!query.isPending && rows.length === 0 ? (
                <Empty description={EMPTY[filters.state]} />
              ) : null}
              {rows.map((order) => (
                <AdvOrderCard
                  key={order.code}
                  order={order}
                  fresh={fresh.has(order.code)}
                  selected={selected.includes(order.code)}
                  onSelect={(code, on) => {
                    setSelected((codes) =>
                      on ? [...codes, code] : codes.filter((other) => other !== code),
                    );
                  }}
                  onAcknowledge={onAcknowledge}
                  busy={acknowledge.isPending}
                />
              ))}
            </Flex>
          ) : (
            <DataTable<AdvOrder>
              columns={columns}
              rows={rows}
              rowKey="code"
              loading={query.isPending}
              pagination={false}
              size="small"
              emptyText={EMPTY[filters.state]}
              exportFileName={EXPORT_FILE}
              exportColumns={exportColumns}
              onExportAll={exportAll}
              toolbar={acknowledgeChosen}
              rowSelection={{
                selectedRowKeys: chosen,
                onChange: (keys) => {
                  setSelected(keys.map(String));
                },
                getCheckboxProps: (order) => ({
                  disabled: order.acknowledgement !== null,
                  'aria-label': `Chọn đơn ${order.code}`,
                }),
              }}
            />
          )}
          <MoreButton query={query}>{MORE_LABEL}</MoreButton>
        </Flex>
      )}
    </PageFrame>
  );
}
