import { LinkOutlined, SearchOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_DEFAULT,
  SUGGESTION_AMOUNT_TOLERANCE,
  SUGGESTION_DAY_WINDOW,
  type MarketplaceInvoice,
  type MisaVoucher,
  type VoucherSuggestion,
} from '@backoffice/shared';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Divider,
  Flex,
  Input,
  Progress,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatVnd } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useVoucherSuggestions } from '../api/get-voucher-suggestions';
import { useMapInvoiceToVoucher } from '../api/map-invoice-to-voucher';
import { useMisaVouchers } from '../api/search-misa-vouchers';
import { useDebouncedValue } from '../use-debounced-value';
import { invoiceLabel } from './invoice-label';

export const MAP_LABEL = 'Ghép';

function signedDays(days: number): string {
  if (days === 0) return 'cùng ngày';
  return `${days > 0 ? '+' : ''}${String(days)} ngày`;
}

function signedAmount(amount: number): string {
  if (amount === 0) return 'khớp số tiền';
  return `${amount > 0 ? '+' : '−'}${formatVnd(Math.abs(amount))}`;
}

function SuggestionRow({
  suggestion,
  busy,
  onMap,
}: {
  suggestion: VoucherSuggestion;
  busy: boolean;
  onMap: () => void;
}) {
  const { voucher } = suggestion;
  return (
    <Flex
      gap={12}
      align="center"
      wrap="wrap"
      role="listitem"
      aria-label={`Chứng từ ${voucher.voucherNo}`}
      style={{ padding: '10px 12px', border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      <Flex vertical style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography.Text strong>{voucher.voucherNo}</Typography.Text>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {formatDate(voucher.voucherDate)} · {voucher.customerName}
        </Typography.Text>
        <Flex gap={4} wrap="wrap" style={{ marginTop: 4 }}>
          <Tag color={suggestion.amountDifference === 0 ? 'green' : 'gold'}>
            {signedAmount(suggestion.amountDifference)}
          </Tag>
          <Tag color={suggestion.dayDifference === 0 ? 'green' : 'default'}>
            {signedDays(suggestion.dayDifference)}
          </Tag>
        </Flex>
      </Flex>
      <Flex vertical align="flex-end" gap={4}>
        <Money value={voucher.totalAmount} strong />
        <Progress
          percent={Math.round(suggestion.score)}
          size="small"
          style={{ width: 110, margin: 0 }}
          aria-label="Mức độ khớp"
        />
      </Flex>
      <Button type="primary" icon={<LinkOutlined />} loading={busy} onClick={onMap}>
        {MAP_LABEL}
      </Button>
    </Flex>
  );
}

function Suggestions({
  invoice,
  busyVoucherId,
  onMap,
}: {
  invoice: MarketplaceInvoice;
  busyVoucherId: number | null;
  onMap: (voucher: MisaVoucher) => void;
}) {
  const suggestions = useVoucherSuggestions(invoice.id);
  if (suggestions.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (suggestions.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Không tải được gợi ý"
        description={errorMessage(suggestions.error)}
        action={
          <Button size="small" onClick={() => void suggestions.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  if (suggestions.data.length === 0)
    return (
      <Typography.Text type="secondary">
        Không có chứng từ chưa ghép nào gần số tiền và ngày của hóa đơn. Tìm chứng từ ở dưới.
      </Typography.Text>
    );
  return (
    <Flex vertical gap={8} role="list" aria-label="Chứng từ gợi ý">
      {suggestions.data.map((suggestion) => (
        <SuggestionRow
          key={suggestion.voucher.id}
          suggestion={suggestion}
          busy={busyVoucherId === suggestion.voucher.id}
          onMap={() => {
            onMap(suggestion.voucher);
          }}
        />
      ))}
    </Flex>
  );
}

function VoucherSearch({
  busyVoucherId,
  onMap,
}: {
  busyVoucherId: number | null;
  onMap: (voucher: MisaVoucher) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [onlyFree, setOnlyFree] = useState(true);
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const mapping = onlyFree ? 'unmapped' : 'all';
  const [filterKey, setFilterKey] = useState(`${search}|${mapping}`);
  if (filterKey !== `${search}|${mapping}`) {
    setFilterKey(`${search}|${mapping}`);
    setPaging((current) => ({ ...current, page: 0 }));
  }
  const vouchers = useMisaVouchers({ search, mapping, ...paging });

  const columns: DataTableColumn<MisaVoucher>[] = [
    {
      key: 'voucherNo',
      title: 'Chứng từ',
      render: (voucher) => (
        <Flex vertical>
          <Typography.Text strong>{voucher.voucherNo}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(voucher.voucherDate)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'customerName', title: 'Khách hàng', dataIndex: 'customerName', width: 200 },
    { key: 'totalAmount', title: 'Tổng tiền', dataIndex: 'totalAmount', type: 'money' },
    {
      key: 'action',
      title: '',
      render: (voucher) =>
        voucher.invoiceId !== null ? (
          <Tag>Đã ghép {voucher.invoiceNo}</Tag>
        ) : (
          <Button
            size="small"
            icon={<LinkOutlined />}
            loading={busyVoucherId === voucher.id}
            onClick={() => {
              onMap(voucher);
            }}
          >
            {MAP_LABEL}
          </Button>
        ),
    },
  ];

  return (
    <DataTable<MisaVoucher>
      columns={columns}
      rows={vouchers.data?.items}
      rowKey="id"
      size="small"
      loading={vouchers.isPending || (vouchers.isFetching && vouchers.isPlaceholderData)}
      error={vouchers.error}
      onRetry={() => void vouchers.refetch()}
      emptyText="Không có chứng từ phù hợp"
      server={{
        ...paging,
        total: vouchers.data?.total ?? 0,
        onChange: ({ page, pageSize }) => {
          setPaging({ page, pageSize });
        },
      }}
      toolbar={
        <>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Số chứng từ, khách hàng, diễn giải"
            aria-label="Tìm chứng từ"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Checkbox
            checked={onlyFree}
            onChange={(event) => {
              setOnlyFree(event.target.checked);
            }}
          >
            Chỉ chứng từ chưa ghép
          </Checkbox>
        </>
      }
    />
  );
}

/** Picks the MISA voucher that books an invoice: suggestions by amount and date, or a search. */
export function VoucherPickerDrawer({
  invoice,
  onClose,
}: {
  invoice: MarketplaceInvoice | null;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const map = useMapInvoiceToVoucher();
  const [busyVoucherId, setBusyVoucherId] = useState<number | null>(null);

  const mapTo = (voucher: MisaVoucher) => {
    if (!invoice) return;
    setBusyVoucherId(voucher.id);
    map.mutate(
      { invoiceId: invoice.id, voucherId: voucher.id },
      {
        onSuccess: onClose,
        onSettled: () => {
          setBusyVoucherId(null);
        },
      },
    );
  };

  return (
    <Drawer
      open={invoice !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 736}
      destroyOnHidden
      title={invoice ? `Ghép chứng từ cho hóa đơn ${invoiceLabel(invoice)}` : ''}
    >
      {invoice ? (
        <Flex vertical gap={8}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'no', label: 'Hóa đơn', children: invoiceLabel(invoice) },
              { key: 'date', label: 'Ngày', children: formatDate(invoice.invoiceDate) },
              { key: 'buyer', label: 'Người mua', children: invoice.buyerName },
              { key: 'order', label: 'Đơn hàng', children: invoice.orderCode },
              {
                key: 'total',
                label: 'Tổng tiền',
                children: <Money value={invoice.totalAmount} align="inline" strong />,
              },
              {
                key: 'voucher',
                label: 'Đang ghép',
                children: invoice.voucher ? invoice.voucher.voucherNo : 'Chưa ghép',
              },
            ]}
          />
          <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
            Gợi ý theo số tiền (±{Math.round(SUGGESTION_AMOUNT_TOLERANCE * 100)}%) và ngày (±
            {SUGGESTION_DAY_WINDOW} ngày)
          </Divider>
          <Suggestions invoice={invoice} busyVoucherId={busyVoucherId} onMap={mapTo} />
          <Divider titlePlacement="start" style={{ marginBlock: 12 }}>
            Tìm chứng từ khác
          </Divider>
          <VoucherSearch busyVoucherId={busyVoucherId} onMap={mapTo} />
        </Flex>
      ) : null}
    </Drawer>
  );
}
