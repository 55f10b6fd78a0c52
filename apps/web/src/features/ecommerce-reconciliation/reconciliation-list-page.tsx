// /ecommerce/reconciliation: the marketplace's settlements, each with what matched, what did not and
// the difference still open, and its state; by period, seller and state (kept in the address), the
// totals of what the filters find, Excel. A settlement opens its lines.
import {
  OWNER_SELLER_IDS,
  PAGE_SIZE_DEFAULT,
  RECONCILIATION_API,
  SCREENS,
  SETTLEMENT_STATES,
  SETTLEMENT_STATE_LABELS,
  type SettlementPage,
  type SettlementSearch,
  type SettlementState,
  type SettlementSummary,
} from '@backoffice/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Select, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { KpiCards } from '../../components/report/kpi-cards';
import { OwnerSellerFilter, sellerFallbackName } from '../../components/report/owner-seller-filter';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { Money } from '../../components/ui/money';
import { PageFrame } from '../../components/ui/page-frame';
import { api } from '../../lib/api-client';
import { API_DATE_FORMAT, type DateRange, toApiRange } from '../../lib/date-range';
import { everyPage } from '../../lib/every-page';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { useIsMobile } from '../../lib/use-is-mobile';
import dayjs from 'dayjs';

export const ALL_STATES = 'Tất cả';
const EXPORT_FILE = 'doi-soat-ky-thanh-toan';

export const settlementPath = (id: number) =>
  SCREENS.ecommerceReconciliationDetail.path.replace(':id', String(id));

async function fetchSettlements(
  search: SettlementSearch,
  signal?: AbortSignal,
): Promise<SettlementPage> {
  const { data } = await api.get<SettlementPage>(RECONCILIATION_API.settlements, {
    params: search,
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

interface Filters {
  range: DateRange | null;
  sellerId?: number;
  state?: SettlementState;
  page: number;
  pageSize: number;
}

function useFilters(): [Filters, (next: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const value = params.get(key);
    const parsed = value ? dayjs(value, API_DATE_FORMAT, true) : null;
    return parsed?.isValid() ? parsed : null;
  };
  const from = day('fromDate');
  const to = day('toDate');
  const seller = Number(params.get('sellerId'));
  const state = params.get('state');
  const filters: Filters = {
    range: from && to ? { fromDate: from, toDate: to } : null,
    ...(OWNER_SELLER_IDS.includes(seller) && { sellerId: seller }),
    ...((SETTLEMENT_STATES as readonly string[]).includes(state ?? '') && {
      state: state as SettlementState,
    }),
    page: Math.max(0, Number(params.get('page')) || 0),
    pageSize: Number(params.get('pageSize')) || PAGE_SIZE_DEFAULT,
  };
  const set = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 0, ...next };
    const search = new URLSearchParams();
    if (merged.range) {
      const range = toApiRange(merged.range);
      search.set('fromDate', range.fromDate);
      search.set('toDate', range.toDate);
    }
    if (merged.sellerId !== undefined) search.set('sellerId', String(merged.sellerId));
    if (merged.state) search.set('state', merged.state);
    if (merged.page > 0) search.set('page', String(merged.page));
    if (merged.pageSize !== PAGE_SIZE_DEFAULT) search.set('pageSize', String(merged.pageSize));
    setParams(search, { replace: true });
  };
  return [filters, set];
}

function stateTag(state: SettlementState) {
  const { label, color } = SETTLEMENT_STATE_LABELS[state];
  return <Tag color={color}>{label}</Tag>;
}

const countAndAmount = (figure: { count: number; amount: number }) => (
  <Flex vertical align="flex-end">
    <Money value={figure.amount} align="inline" />
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatNumber(figure.count)} dòng
    </Typography.Text>
  </Flex>
);

const exportColumns: ExcelColumn<SettlementSummary>[] = [
  { title: 'Mã kỳ', key: 'code' },
  { title: 'Nhà bán', key: 'sellerName' },
  { title: 'Từ ngày', key: 'periodFrom', type: 'date' },
  { title: 'Đến ngày', key: 'periodTo', type: 'date' },
  { title: 'Ngày sàn trả', key: 'paidAt', type: 'datetime' },
  { title: 'Tiền đơn', key: 'gross', type: 'money' },
  { title: 'Phí sàn', key: 'fees', type: 'money' },
  { title: 'Thực nhận', key: 'net', type: 'money' },
  { title: 'Dòng khớp', type: 'number', value: (s) => s.matched.count },
  { title: 'Tiền khớp', type: 'money', value: (s) => s.matched.amount },
  { title: 'Dòng chưa khớp', type: 'number', value: (s) => s.unmatched.count },
  { title: 'Chênh lệch chưa khớp', type: 'money', value: (s) => s.unmatched.amount },
  { title: 'Dòng còn mở', type: 'number', value: (s) => s.open.count },
  { title: 'Chênh lệch còn mở', type: 'money', value: (s) => s.open.amount },
  { title: 'Trạng thái', value: (s) => SETTLEMENT_STATE_LABELS[s.state].label },
];

/** The state filter: buttons side by side, a list on a phone (where they would not fit). */
function StateFilter({
  phone,
  value,
  onChange,
  options,
}: {
  phone: boolean;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  if (phone) {
    return (
      <Select
        aria-label="Trạng thái kỳ"
        style={{ minWidth: 200 }}
        value={value}
        onChange={onChange}
        options={options}
      />
    );
  }
  return (
    <Segmented<string>
      aria-label="Trạng thái kỳ"
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

export function ReconciliationListPage() {
  const [filters, setFilters] = useFilters();
  const search: SettlementSearch = {
    ...(filters.range ? toApiRange(filters.range) : {}),
    ...(filters.sellerId !== undefined && { sellerId: filters.sellerId }),
    ...(filters.state && { state: filters.state }),
    page: filters.page,
    pageSize: filters.pageSize,
  };
  const query = useQuery({
    queryKey: ['reconciliation', 'settlements', search],
    queryFn: ({ signal }) => fetchSettlements(search, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const sellerNames = new Map(data?.items.map((s) => [s.sellerId, s.sellerName]) ?? []);

  const phone = useIsMobile();
  // On a phone each settlement is one block: what it is, what it paid and what is still open.
  const phoneColumns: DataTableColumn<SettlementSummary>[] = [
    {
      key: 'settlement',
      title: 'Kỳ thanh toán',
      render: (s) => (
        <Flex vertical gap={4} style={{ width: 'calc(100vw - 80px)', minWidth: 0 }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Link to={settlementPath(s.id)}>{s.code}</Link>
            {stateTag(s.state)}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(s.periodFrom)} – {formatDate(s.periodTo)} · {s.sellerName}
          </Typography.Text>
          <Flex justify="space-between" gap={8}>
            <Typography.Text>Thực nhận</Typography.Text>
            <Money value={s.net} align="inline" strong />
          </Flex>
          {s.open.count > 0 ? (
            <Flex justify="space-between" gap={8}>
              <Typography.Text type="secondary">
                Còn mở {formatNumber(s.open.count)} dòng
              </Typography.Text>
              <Money value={s.open.amount} align="inline" />
            </Flex>
          ) : null}
        </Flex>
      ),
    },
  ];
  const columns: DataTableColumn<SettlementSummary>[] = [
    {
      key: 'code',
      title: 'Kỳ thanh toán',
      width: 175,
      render: (s) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={settlementPath(s.id)}>{s.code}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(s.periodFrom)} – {formatDate(s.periodTo)}
          </Typography.Text>
          {stateTag(s.state)}
        </Flex>
      ),
      exportable: false,
    },
    { key: 'sellerName', title: 'Nhà bán', dataIndex: 'sellerName', width: 160 },
    { key: 'gross', title: 'Tiền đơn', dataIndex: 'gross', type: 'money', width: 125 },
    { key: 'fees', title: 'Phí sàn', dataIndex: 'fees', type: 'money', width: 110 },
    { key: 'net', title: 'Thực nhận', dataIndex: 'net', type: 'money', width: 125 },
    {
      key: 'matched',
      title: 'Khớp',
      align: 'right',
      width: 120,
      render: (s) => countAndAmount(s.matched),
    },
    {
      key: 'unmatched',
      title: 'Chưa khớp',
      align: 'right',
      width: 120,
      render: (s) => countAndAmount(s.unmatched),
    },
    {
      key: 'open',
      title: 'Còn mở',
      align: 'right',
      width: 120,
      render: (s) => (s.open.count > 0 ? countAndAmount(s.open) : '—'),
    },
  ];

  const states = data?.totals.states;
  return (
    <PageFrame
      title={SCREENS.ecommerceReconciliation.title}
      subtitle="Mỗi kỳ thanh toán của sàn đối chiếu với đơn hàng, hóa đơn và biểu phí: khớp, thiếu, lệch và lý do"
      filters={
        <>
          <DateRangeFilter
            allowClear
            value={filters.range}
            onChange={(range) => {
              setFilters({ range });
            }}
          />
          <OwnerSellerFilter
            value={filters.sellerId}
            onChange={(sellerId) => {
              setFilters({ sellerId });
            }}
            nameOf={(id) => sellerNames.get(id) ?? sellerFallbackName(id)}
          />
          <StateFilter
            phone={phone}
            value={filters.state ?? ''}
            onChange={(value) => {
              setFilters({ state: value === '' ? undefined : (value as SettlementState) });
            }}
            options={[
              { value: '', label: ALL_STATES },
              ...(['OPEN', 'RESOLVED', 'MATCHED'] as const).map((state) => ({
                value: state,
                label: states
                  ? `${SETTLEMENT_STATE_LABELS[state].label} (${formatNumber(states[state])})`
                  : SETTLEMENT_STATE_LABELS[state].label,
              })),
            ]}
          />
        </>
      }
    >
      <KpiCards
        loading={query.isPending}
        items={[
          {
            label: 'Kỳ thanh toán',
            value: data?.totals.settlements ?? 0,
            kind: 'count',
            note: 'Theo bộ lọc',
          },
          {
            label: 'Thực nhận',
            value: data?.totals.net ?? 0,
            kind: 'money',
            note: `Tiền đơn ${formatVnd(data?.totals.gross ?? 0)}`,
          },
          { label: 'Phí sàn', value: data?.totals.fees ?? 0, kind: 'money' },
          {
            label: 'Chênh lệch còn mở',
            value: data?.totals.open.amount ?? 0,
            kind: 'money',
            note: `${formatNumber(data?.totals.open.count ?? 0)} dòng chờ xử lý`,
          },
        ]}
      />
      <DataTable<SettlementSummary>
        columns={phone ? phoneColumns : columns}
        rows={data?.items}
        rowKey="id"
        loading={query.isFetching && !data}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="Không có kỳ thanh toán nào theo bộ lọc"
        server={{
          page: filters.page,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          onChange: ({ page, pageSize }) => {
            setFilters({ page, pageSize });
          },
        }}
        exportFileName={EXPORT_FILE}
        exportColumns={exportColumns}
        onExportAll={(onProgress) =>
          everyPage((page, pageSize) => fetchSettlements({ ...search, page, pageSize }), {
            onProgress,
          })
        }
      />
    </PageFrame>
  );
}
