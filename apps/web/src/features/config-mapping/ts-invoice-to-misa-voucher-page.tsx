import { DisconnectOutlined, LinkOutlined, SearchOutlined, SwapOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_DEFAULT,
  SCREENS,
  type MappingFilter,
  type MarketplaceInvoice,
} from '@backoffice/shared';
import { Button, Card, Flex, Input, Popconfirm, Select, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { Money } from '../../components/ui/money';
import { PageFrame } from '../../components/ui/page-frame';
import { toApiRange, type DateRange } from '../../lib/date-range';
import type { ExcelColumn } from '../../lib/export-excel';
import { formatDate, formatDateTime } from '../../lib/format';
import { filterSelectOption } from '../../lib/search-text';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useMasterDataStore } from '../../lib/master-data/master-data-store';
import {
  searchAllMarketplaceInvoices,
  useMarketplaceInvoices,
} from './api/search-marketplace-invoices';
import { useUnmapInvoice } from './api/unmap-invoice';
import { invoiceLabel } from './components/invoice-label';
import { MappingFilterSwitch } from './components/mapping-filter';
import { MAP_LABEL, VoucherPickerDrawer } from './components/voucher-picker-drawer';
import { useDebouncedValue } from './use-debounced-value';
import './ts-invoice-to-misa-voucher.css';

export const UNMAPPED_LABEL = 'Chưa ghép';

function amountDifference(invoice: MarketplaceInvoice): number | null {
  return invoice.voucher ? invoice.voucher.totalAmount - invoice.totalAmount : null;
}

function VoucherCell({ invoice }: { invoice: MarketplaceInvoice }) {
  const { voucher } = invoice;
  if (!voucher)
    return (
      <Tag color="orange" className="unmapped-marker">
        {UNMAPPED_LABEL}
      </Tag>
    );
  const difference = amountDifference(invoice) ?? 0;
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Tooltip
        title={
          invoice.mappedBy
            ? `Ghép bởi ${invoice.mappedBy} lúc ${formatDateTime(invoice.mappedAt)}`
            : undefined
        }
      >
        <Typography.Text strong>{voucher.voucherNo}</Typography.Text>
      </Tooltip>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDate(voucher.voucherDate)}
        {difference !== 0 ? (
          <>
            {' · '}
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              lệch <Money value={difference} align="inline" />
            </Typography.Text>
          </>
        ) : null}
      </Typography.Text>
    </Flex>
  );
}

const exportColumns: ExcelColumn<MarketplaceInvoice>[] = [
  { title: 'Ký hiệu', key: 'series' },
  { title: 'Số hóa đơn', key: 'invoiceNo' },
  { title: 'Ngày hóa đơn', key: 'invoiceDate', type: 'date' },
  { title: 'Mã đơn hàng', key: 'orderCode' },
  { title: 'Nhà bán', key: 'sellerName' },
  { title: 'Người mua', key: 'buyerName' },
  { title: 'MST người mua', key: 'buyerTaxCode' },
  { title: 'Tiền trước thuế', key: 'amountBeforeVat', type: 'money' },
  { title: 'Thuế GTGT', key: 'vatAmount', type: 'money' },
  { title: 'Tổng tiền', key: 'totalAmount', type: 'money' },
  { title: 'Số chứng từ MISA', value: (invoice) => invoice.voucher?.voucherNo ?? UNMAPPED_LABEL },
  {
    title: 'Ngày chứng từ',
    type: 'date',
    value: (invoice) => invoice.voucher?.voucherDate ?? null,
  },
  {
    title: 'Tổng tiền chứng từ',
    type: 'money',
    value: (invoice) => invoice.voucher?.totalAmount ?? null,
  },
  { title: 'Chênh lệch', type: 'money', value: amountDifference },
  { title: 'Người ghép', key: 'mappedBy' },
  { title: 'Ghép lúc', key: 'mappedAt', type: 'datetime' },
];

/**
 * /config/ts-invoice-to-misa-voucher: marketplace tax invoices with the MISA voucher that books
 * each; unmapped ones first and highlighted; map (with suggestions by amount and date) and unmap.
 */
export function TsInvoiceToMisaVoucherPage() {
  const isMobile = useIsMobile();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [range, setRange] = useState<DateRange | null>(null);
  const [mapping, setMapping] = useState<MappingFilter>('all');
  const [sellerId, setSellerId] = useState<number | undefined>(undefined);
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [picking, setPicking] = useState<MarketplaceInvoice | null>(null);
  const unmap = useUnmapInvoice();

  const sellers = useMasterDataStore((state) => state.sellers);
  const loadSellers = useMasterDataStore((state) => state.loadSellers);
  useEffect(() => {
    // The seller filter is a convenience: without the list it is just empty.
    loadSellers().catch(() => undefined);
  }, [loadSellers]);

  const filters = { search, mapping, sellerId, ...(range ? toApiRange(range) : {}) };
  const filterKey = JSON.stringify(filters);
  const [pagedKey, setPagedKey] = useState(filterKey);
  if (pagedKey !== filterKey) {
    setPagedKey(filterKey);
    setPaging((current) => ({ ...current, page: 0 }));
  }
  const invoices = useMarketplaceInvoices({ ...filters, ...paging });

  const actions = (invoice: MarketplaceInvoice) =>
    invoice.voucher ? (
      <Flex gap={4} wrap="wrap">
        <Tooltip title="Đổi chứng từ">
          <Button
            size="small"
            icon={<SwapOutlined />}
            aria-label={`Đổi chứng từ của hóa đơn ${invoice.invoiceNo}`}
            onClick={() => {
              setPicking(invoice);
            }}
          />
        </Tooltip>
        <Popconfirm
          title="Bỏ ghép chứng từ?"
          description={`Hóa đơn ${invoice.invoiceNo} sẽ không còn gắn với ${invoice.voucher.voucherNo}.`}
          okText="Bỏ ghép"
          cancelText="Không"
          okButtonProps={{ danger: true }}
          onConfirm={() => {
            unmap.mutate(invoice.id);
          }}
        >
          <Button
            size="small"
            danger
            icon={<DisconnectOutlined />}
            aria-label={`Bỏ ghép hóa đơn ${invoice.invoiceNo}`}
            loading={unmap.isPending && unmap.variables === invoice.id}
          >
            {isMobile ? null : 'Bỏ ghép'}
          </Button>
        </Popconfirm>
      </Flex>
    ) : (
      <Button
        size="small"
        type="primary"
        icon={<LinkOutlined />}
        aria-label={`Ghép hóa đơn ${invoice.invoiceNo}`}
        onClick={() => {
          setPicking(invoice);
        }}
      >
        {MAP_LABEL}
      </Button>
    );

  const columns: DataTableColumn<MarketplaceInvoice>[] = isMobile
    ? [
        // On a phone each invoice is one block: the invoice, its voucher and what can be done.
        {
          key: 'invoice',
          title: 'Hóa đơn và chứng từ MISA',
          render: (invoice) => (
            <Flex vertical gap={6} style={{ width: 'calc(100vw - 110px)', minWidth: 0 }}>
              <Flex justify="space-between" gap={8} align="baseline">
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {invoiceLabel(invoice)}
                </Typography.Text>
                <Money value={invoice.totalAmount} align="inline" strong />
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(invoice.invoiceDate)} · {invoice.buyerName}
              </Typography.Text>
              <Flex justify="space-between" gap={8} align="center">
                <VoucherCell invoice={invoice} />
                {actions(invoice)}
              </Flex>
            </Flex>
          ),
        },
      ]
    : [
        {
          key: 'invoiceNo',
          title: 'Hóa đơn',
          render: (invoice) => (
            <Flex vertical>
              <Typography.Text strong>{invoiceLabel(invoice)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(invoice.invoiceDate)} · {invoice.orderCode}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'sellerName',
          title: 'Nhà bán',
          render: (invoice) => (
            <Typography.Text ellipsis={{ tooltip: invoice.sellerName }} style={{ maxWidth: 220 }}>
              {invoice.sellerName}
            </Typography.Text>
          ),
        },
        {
          key: 'buyerName',
          title: 'Người mua',
          render: (invoice) => (
            <Flex vertical style={{ maxWidth: 220 }}>
              <Typography.Text ellipsis={{ tooltip: invoice.buyerName }}>
                {invoice.buyerName}
              </Typography.Text>
              {invoice.buyerTaxCode ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  MST {invoice.buyerTaxCode}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        { key: 'totalAmount', title: 'Tổng tiền', dataIndex: 'totalAmount', type: 'money' },
        {
          key: 'voucher',
          title: 'Chứng từ MISA',
          render: (invoice) => <VoucherCell invoice={invoice} />,
        },
        { key: 'actions', title: '', render: actions },
      ];

  return (
    <PageFrame
      title={SCREENS.configTsInvoiceToMisaVoucher.title}
      subtitle="Ghép mỗi hóa đơn sàn thuocsi với chứng từ bán hàng MISA hạch toán nó"
      filters={
        <>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Số hóa đơn, mã đơn, người mua"
            aria-label="Tìm hóa đơn"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
            style={{ flex: '1 1 220px', maxWidth: 320 }}
          />
          <DateRangeFilter allowClear value={range} onChange={setRange} />
          <Select<number>
            allowClear
            showSearch={{ filterOption: filterSelectOption }}
            aria-label="Nhà bán"
            placeholder="Mọi nhà bán"
            value={sellerId}
            onChange={setSellerId}
            options={sellers.map((seller) => ({ value: seller.idf, label: seller.name }))}
            style={{ flex: '1 1 180px', maxWidth: 260 }}
          />
          <MappingFilterSwitch
            value={mapping}
            onChange={setMapping}
            mappedCount={invoices.data?.mappedCount}
            unmappedCount={invoices.data?.unmappedCount}
            verb="ghép"
          />
        </>
      }
    >
      <Card>
        <div className="ts-invoice-table">
          <DataTable<MarketplaceInvoice>
            columns={columns}
            rows={invoices.data?.items}
            rowKey="id"
            loading={invoices.isPending || (invoices.isFetching && invoices.isPlaceholderData)}
            error={invoices.error}
            onRetry={() => void invoices.refetch()}
            emptyText={
              search || range || sellerId || mapping !== 'all'
                ? 'Không có hóa đơn phù hợp'
                : 'Chưa có hóa đơn sàn nào'
            }
            server={{
              ...paging,
              total: invoices.data?.total ?? 0,
              onChange: ({ page, pageSize }) => {
                setPaging({ page, pageSize });
              },
            }}
            exportFileName="hoa-don-san-chung-tu-misa"
            exportSheetName="Hóa đơn - chứng từ"
            exportColumns={exportColumns}
            onExportAll={() => searchAllMarketplaceInvoices(filters)}
          />
        </div>
      </Card>
      <VoucherPickerDrawer
        invoice={picking}
        onClose={() => {
          setPicking(null);
        }}
      />
    </PageFrame>
  );
}
