// /ecommerce/reconciliation/:id: one settlement's lines by status, in tabs with their counts: what
// the marketplace paid, what we expected from our order (and its invoice) and the fee rules, the
// difference and the reason the rules suggest. The accountant ticks open differences and resolves
// them together with a reason (the suggested one first) and a note; a resolution says who and when
// and can be reopened; the settlement turns resolved when nothing is open. Excel of the lines.
import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import {
  ORDER_STATUS_LABELS,
  RECONCILIATION_API,
  RECONCILIATION_MESSAGES,
  RECONCILIATION_REASONS,
  RECONCILIATION_REASON_LABELS,
  RECONCILIATION_STATUS_LABELS,
  type ReconciliationLine,
  type ReconciliationLinePage,
  type ReconciliationLineSearch,
  type ReconciliationReason,
  type ReconciliationStatus,
  SCREENS,
  SETTLEMENT_STATE_LABELS,
  type SettlementDetail,
  labelOf,
} from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Select, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { KpiCards } from '../../components/report/kpi-cards';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { LoadError } from '../../components/ui/load-states';
import { Money } from '../../components/ui/money';
import { Modal } from '../../components/ui/overlay';
import { PageFrame } from '../../components/ui/page-frame';
import { api, isNotFound } from '../../lib/api-client';
import { everyPage } from '../../lib/every-page';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useIsMobile } from '../../lib/use-is-mobile';

export const RESOLVE_LABEL = 'Xử lý';
export const REOPEN_LABEL = 'Mở lại';
const OPEN_TAB = 'open';
const RESOLVED_TAB = 'resolved';
type Tab = typeof OPEN_TAB | typeof RESOLVED_TAB | ReconciliationStatus;
const TABS: readonly Tab[] = [
  OPEN_TAB,
  RESOLVED_TAB,
  'DIFFERS',
  'MISSING_THEIRS',
  'MISSING_OURS',
  'MATCHED',
];

const path = (template: string, id: number) => template.replace(':id', String(id));
const keys = (id: number) => ({
  detail: ['reconciliation', 'settlement', id] as const,
  lines: (search: ReconciliationLineSearch) => ['reconciliation', 'lines', id, search] as const,
});

async function fetchLines(id: number, search: ReconciliationLineSearch, signal?: AbortSignal) {
  const { data } = await api.get<ReconciliationLinePage>(path(RECONCILIATION_API.lines, id), {
    params: search,
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

function statusTag(status: ReconciliationStatus) {
  const { label, color } = RECONCILIATION_STATUS_LABELS[status];
  return <Tag color={color}>{label}</Tag>;
}

const isOpen = (line: ReconciliationLine) => line.status !== 'MATCHED' && !line.resolution;

/** What the marketplace paid for a line, with its parts in a tooltip. */
function Theirs({ line }: { line: ReconciliationLine }) {
  const { theirs } = line;
  return (
    <Tooltip
      title={
        <>
          Tiền đơn {formatNumber(theirs.orderAmount)} ₫ · Phí {formatNumber(theirs.fees)} ₫
          {theirs.other !== 0 ? ` · Hỗ trợ/hoàn/điều chỉnh ${formatNumber(theirs.other)} ₫` : ''}
        </>
      }
    >
      <span>
        <Money value={theirs.net} />
      </span>
    </Tooltip>
  );
}

function Ours({ line }: { line: ReconciliationLine }) {
  const { ours } = line;
  return (
    <Flex vertical align="flex-end">
      <Money value={ours.expectedNet} />
      {ours.amount !== null ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Đơn {formatNumber(ours.amount)} ₫
          {ours.status ? ` · ${labelOf(ORDER_STATUS_LABELS, ours.status).label}` : ''}
        </Typography.Text>
      ) : null}
      {ours.invoiceCode ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          HĐ {ours.invoiceCode}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

const exportColumns: ExcelColumn<ReconciliationLine>[] = [
  { title: 'Đơn hàng', value: (l) => l.orderCode ?? l.description ?? l.key },
  { title: 'Trạng thái', value: (l) => RECONCILIATION_STATUS_LABELS[l.status].label },
  { title: 'Sàn: tiền đơn', type: 'money', value: (l) => l.theirs.orderAmount },
  { title: 'Sàn: phí', type: 'money', value: (l) => l.theirs.fees },
  { title: 'Sàn: hỗ trợ, hoàn, điều chỉnh', type: 'money', value: (l) => l.theirs.other },
  { title: 'Sàn trả', type: 'money', value: (l) => l.theirs.net },
  { title: 'Đơn của mình', type: 'money', value: (l) => l.ours.amount },
  { title: 'Hóa đơn', value: (l) => l.ours.invoiceCode ?? '' },
  { title: 'Dự kiến nhận', type: 'money', value: (l) => l.ours.expectedNet },
  { title: 'Chênh lệch', type: 'money', value: (l) => l.difference },
  {
    title: 'Lý do gợi ý',
    value: (l) => (l.suggestedReason ? RECONCILIATION_REASON_LABELS[l.suggestedReason] : ''),
  },
  {
    title: 'Lý do xử lý',
    value: (l) => (l.resolution ? RECONCILIATION_REASON_LABELS[l.resolution.reason] : ''),
  },
  { title: 'Ghi chú', value: (l) => l.resolution?.note ?? '' },
  { title: 'Người xử lý', value: (l) => l.resolution?.byName ?? '' },
  {
    title: 'Lúc xử lý',
    value: (l) => (l.resolution ? formatDateTime(l.resolution.at) : ''),
  },
];

/** The dialog that resolves the lines ticked: a reason (the one suggested first) and a note. */
function ResolveDialog({
  lines,
  busy,
  onCancel,
  onResolve,
}: {
  lines: ReconciliationLine[] | null;
  busy: boolean;
  onCancel: () => void;
  onResolve: (reason: ReconciliationReason, note: string) => void;
}) {
  const [form] = Form.useForm<{ reason?: ReconciliationReason; note?: string }>();
  const suggested = lines?.[0]?.suggestedReason;
  const same = lines?.every((line) => line.suggestedReason === suggested) ?? false;
  return (
    <Modal
      open={lines !== null}
      title={`${RESOLVE_LABEL} ${formatNumber(lines?.length ?? 0)} dòng chênh lệch`}
      okText={RESOLVE_LABEL}
      cancelText="Hủy"
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => {
        form.validateFields().then(
          (values) => {
            if (values.reason) onResolve(values.reason, values.note ?? '');
          },
          // The form says what is missing under its field.
          () => undefined,
        );
      }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ reason: same && suggested ? suggested : undefined }}
      >
        <Form.Item
          name="reason"
          label="Lý do"
          rules={[{ required: true, message: RECONCILIATION_MESSAGES.reason }]}
        >
          <Select
            aria-label="Lý do"
            options={RECONCILIATION_REASONS.map((reason) => ({
              value: reason,
              label:
                reason === suggested && same
                  ? `${RECONCILIATION_REASON_LABELS[reason]} (gợi ý)`
                  : RECONCILIATION_REASON_LABELS[reason],
            }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label="Ghi chú"
          rules={[{ max: 500, message: RECONCILIATION_MESSAGES.note }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount aria-label="Ghi chú" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReconciliationDetailPage() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>(OPEN_TAB);
  const [paging, setPaging] = useState({ page: 0, pageSize: 50 });
  const [selected, setSelected] = useState<string[]>([]);
  const [resolving, setResolving] = useState<ReconciliationLine[] | null>(null);

  const detail = useQuery({
    queryKey: keys(id).detail,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<SettlementDetail>(path(RECONCILIATION_API.settlement, id), {
        signal,
        call: { ignoreDefault: true },
      });
      return data;
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  const search: ReconciliationLineSearch = {
    ...(tab === OPEN_TAB
      ? { open: 'true' }
      : tab === RESOLVED_TAB
        ? { open: 'false' }
        : { status: tab }),
    ...paging,
  };
  const lines = useQuery({
    queryKey: keys(id).lines(search),
    queryFn: ({ signal }) => fetchLines(id, search, signal),
    enabled: detail.isSuccess,
    placeholderData: keepPreviousData,
  });

  const changed = (next: SettlementDetail) => {
    client.setQueryData(keys(id).detail, next);
    setSelected([]);
    void client.invalidateQueries({ queryKey: ['reconciliation'] });
  };
  const resolve = useMutation({
    mutationFn: async (input: { keys: string[]; reason: ReconciliationReason; note: string }) => {
      const { data } = await api.post<SettlementDetail>(path(RECONCILIATION_API.resolve, id), {
        keys: input.keys,
        reason: input.reason,
        ...(input.note.trim() && { note: input.note }),
      });
      return data;
    },
    onSuccess: (next, input) => {
      notify.success(RECONCILIATION_MESSAGES.resolved(input.keys.length));
      setResolving(null);
      changed(next);
    },
    // Someone resolved one meanwhile (the server said which): the lines are read again.
    onError: () => {
      setResolving(null);
      void client.invalidateQueries({ queryKey: ['reconciliation'] });
    },
  });
  const reopen = useMutation({
    mutationFn: async (lineKeys: string[]) => {
      const { data } = await api.post<SettlementDetail>(path(RECONCILIATION_API.reopen, id), {
        keys: lineKeys,
      });
      return data;
    },
    onSuccess: (next, lineKeys) => {
      notify.success(RECONCILIATION_MESSAGES.reopened(lineKeys.length));
      changed(next);
    },
  });

  const settlement = detail.data;
  const rows = lines.data?.items;
  const openRows = new Map((rows ?? []).filter(isOpen).map((line) => [line.key, line]));
  const chosen = selected.filter((key) => openRows.has(key));

  const phone = useIsMobile();
  const lineActions = (line: ReconciliationLine) =>
    line.resolution ? (
      <Button
        size="small"
        icon={<UndoOutlined />}
        aria-label={`${REOPEN_LABEL} ${line.orderCode ?? line.key}`}
        loading={reopen.isPending && reopen.variables.includes(line.key)}
        onClick={() => {
          reopen.mutate([line.key]);
        }}
      >
        {REOPEN_LABEL}
      </Button>
    ) : isOpen(line) ? (
      <Button
        size="small"
        aria-label={`${RESOLVE_LABEL} ${line.orderCode ?? line.key}`}
        onClick={() => {
          setResolving([line]);
        }}
      >
        {RESOLVE_LABEL}
      </Button>
    ) : null;
  const reasonCell = (line: ReconciliationLine) =>
    line.resolution ? (
      <Flex vertical>
        <Typography.Text type="success">
          <CheckOutlined aria-hidden /> {RECONCILIATION_REASON_LABELS[line.resolution.reason]}
        </Typography.Text>
        {line.resolution.note ? (
          <Typography.Text style={{ fontSize: 12 }}>{line.resolution.note}</Typography.Text>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {line.resolution.byName} · {formatDateTime(line.resolution.at)}
        </Typography.Text>
      </Flex>
    ) : (
      <Flex vertical>
        {line.suggestedReason ? (
          <Typography.Text>
            Gợi ý: {RECONCILIATION_REASON_LABELS[line.suggestedReason]}
          </Typography.Text>
        ) : null}
        {line.reopenedNote ? (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            {line.reopenedNote}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  const orderCell = (line: ReconciliationLine) => (
    <Flex vertical align="flex-start">
      <Typography.Text strong>{line.orderCode ?? 'Không gắn đơn'}</Typography.Text>
      {line.description ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {line.description}
        </Typography.Text>
      ) : null}
      {statusTag(line.status)}
    </Flex>
  );
  // On a phone each line is one block: what it is, both sides, the difference, what to do.
  const phoneColumns: DataTableColumn<ReconciliationLine>[] = [
    {
      key: 'line',
      title: 'Dòng đối soát',
      render: (line) => (
        <Flex vertical gap={4} style={{ width: 'calc(100vw - 120px)', minWidth: 0 }}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            {orderCell(line)}
            {lineActions(line)}
          </Flex>
          <Flex justify="space-between" gap={8}>
            <Typography.Text type="secondary">Sàn trả</Typography.Text>
            <Money value={line.theirs.net} align="inline" />
          </Flex>
          <Flex justify="space-between" gap={8}>
            <Typography.Text type="secondary">Dự kiến nhận</Typography.Text>
            <Money value={line.ours.expectedNet} align="inline" />
          </Flex>
          {line.difference !== 0 ? (
            <Flex justify="space-between" gap={8}>
              <Typography.Text strong>Chênh lệch</Typography.Text>
              <Money value={line.difference} align="inline" strong />
            </Flex>
          ) : null}
          {reasonCell(line)}
        </Flex>
      ),
    },
  ];
  const columns: DataTableColumn<ReconciliationLine>[] = [
    {
      key: 'order',
      title: 'Đơn hàng',
      width: 190,
      render: orderCell,
    },
    {
      key: 'theirs',
      title: 'Sàn trả',
      align: 'right',
      width: 130,
      render: (line) => <Theirs line={line} />,
    },
    {
      key: 'ours',
      title: 'Dự kiến nhận',
      align: 'right',
      width: 160,
      render: (line) => <Ours line={line} />,
    },
    {
      key: 'difference',
      title: 'Chênh lệch',
      align: 'right',
      width: 120,
      render: (line) => (line.difference === 0 ? '—' : <Money value={line.difference} />),
    },
    {
      key: 'reason',
      title: 'Lý do',
      width: 230,
      render: reasonCell,
    },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 110,
      exportable: false,
      render: lineActions,
    },
  ];

  if (detail.error) {
    return (
      <PageFrame title={SCREENS.ecommerceReconciliationDetail.title}>
        {isNotFound(detail.error) ? (
          <Alert type="warning" showIcon title={RECONCILIATION_MESSAGES.settlementNotFound} />
        ) : (
          <LoadError
            title="Không tải được kỳ đối soát"
            error={detail.error}
            onRetry={() => detail.refetch()}
          />
        )}
        <Link to={SCREENS.ecommerceReconciliation.path}>Về danh sách kỳ đối soát</Link>
      </PageFrame>
    );
  }

  const tabLabel = (key: Tab) => {
    if (key === OPEN_TAB) {
      return settlement ? `Cần xử lý (${formatNumber(settlement.open.count)})` : 'Cần xử lý';
    }
    if (key === RESOLVED_TAB) {
      return settlement
        ? `Đã xử lý (${formatNumber(settlement.unmatched.count - settlement.open.count)})`
        : 'Đã xử lý';
    }
    const { label } = RECONCILIATION_STATUS_LABELS[key];
    return settlement ? `${label} (${formatNumber(settlement.statuses[key].count)})` : label;
  };

  return (
    <PageFrame
      title={settlement ? `Kỳ ${settlement.code}` : SCREENS.ecommerceReconciliationDetail.title}
      subtitle={
        settlement
          ? `${settlement.sellerName} · ${formatDate(settlement.periodFrom)} – ${formatDate(settlement.periodTo)}${
              settlement.paidAt
                ? ` · sàn trả ${formatDateTime(settlement.paidAt)}`
                : ' · sàn chưa trả'
            }`
          : undefined
      }
      breadcrumb={[
        {
          title: (
            <Link to={SCREENS.ecommerceReconciliation.path}>
              {SCREENS.ecommerceReconciliation.title}
            </Link>
          ),
        },
        { title: settlement?.code ?? '…' },
      ]}
      extra={
        settlement ? (
          <Tag color={SETTLEMENT_STATE_LABELS[settlement.state].color} role="status">
            {SETTLEMENT_STATE_LABELS[settlement.state].label}
          </Tag>
        ) : null
      }
    >
      <KpiCards
        loading={detail.isPending}
        items={[
          { label: 'Tiền đơn', value: settlement?.gross ?? 0, kind: 'money' },
          { label: 'Phí sàn', value: settlement?.fees ?? 0, kind: 'money' },
          { label: 'Thực nhận', value: settlement?.net ?? 0, kind: 'money' },
          {
            label: 'Chênh lệch còn mở',
            value: settlement?.open.amount ?? 0,
            kind: 'money',
            note: `${formatNumber(settlement?.open.count ?? 0)} dòng chờ xử lý`,
          },
        ]}
      />
      {settlement && settlement.state === 'RESOLVED' ? (
        <Alert type="success" showIcon title="Mọi chênh lệch của kỳ này đã được xử lý." />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPaging((current) => ({ ...current, page: 0 }));
          setSelected([]);
        }}
        items={TABS.map((key) => ({ key, label: tabLabel(key) }))}
      />
      <DataTable<ReconciliationLine>
        columns={phone ? phoneColumns : columns}
        rows={rows}
        rowKey="key"
        loading={lines.isFetching && !lines.data}
        error={lines.error}
        onRetry={() => void lines.refetch()}
        emptyText={
          tab === OPEN_TAB
            ? 'Không còn chênh lệch nào chờ xử lý'
            : tab === RESOLVED_TAB
              ? 'Chưa có dòng nào được xử lý'
              : 'Không có dòng nào'
        }
        size="small"
        server={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: lines.data?.total ?? 0,
          onChange: ({ page, pageSize }) => {
            setPaging({ page, pageSize });
          },
        }}
        toolbar={
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={chosen.length === 0}
            onClick={() => {
              setResolving(chosen.flatMap((key) => openRows.get(key) ?? []));
            }}
          >
            {chosen.length > 0
              ? `${RESOLVE_LABEL} ${formatNumber(chosen.length)} dòng đã chọn`
              : `${RESOLVE_LABEL} dòng đã chọn`}
          </Button>
        }
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (picked) => {
            setSelected(picked.map(String));
          },
          getCheckboxProps: (line) => ({
            disabled: !isOpen(line),
            'aria-label': `Chọn dòng ${line.orderCode ?? line.description ?? line.key}`,
          }),
        }}
        exportFileName={`doi-soat-${settlement?.code ?? String(id)}`}
        exportColumns={exportColumns}
        onExportAll={(onProgress) =>
          everyPage((page, pageSize) => fetchLines(id, { ...search, page, pageSize }), {
            onProgress,
          })
        }
      />
      <ResolveDialog
        lines={resolving}
        busy={resolve.isPending}
        onCancel={() => {
          setResolving(null);
        }}
        onResolve={(reason, note) => {
          resolve.mutate({ keys: (resolving ?? []).map((line) => line.key), reason, note });
        }}
      />
    </PageFrame>
  );
}
