// The cells that deals and combos share: price against the usual one, discount, period, sold
// against the limit, status.
import { useIsMobile } from '../../../lib/use-is-mobile';
import { PHONE_NAME_WIDTH } from '../../../components/report/product-column';
import { type CodeLabel, DEAL_STATUS_LABELS, type DealStatus } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Progress, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';
import type { ExcelColumn } from '../../../lib/export-excel';
import { formatDateTime, formatNumber, formatPercent, formatVnd } from '../../../lib/format';
import { SectionCard } from './section-card';

/** What every deal and combo has. */
export interface Offer {
  discountPercent: number;
  startAt: string;
  endAt: string;
  quantityLimit: number;
  quantitySold: number;
  status: DealStatus;
}

/** A name in bold with its code (and more) below, in a smaller grey line. */
export function NameCell({
  name,
  below,
  maxWidth = 320,
}: {
  name: string;
  below: ReactNode;
  maxWidth?: number;
}) {
  // On a phone the name column stays at the left of the figures: narrow, the name wrapping.
  const phone = useIsMobile();
  return (
    <Flex
      vertical
      style={phone ? { width: PHONE_NAME_WIDTH - 16, fontSize: 13 } : { minWidth: 160, maxWidth }}
    >
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {below}
      </Typography.Text>
    </Flex>
  );
}

/** The offer's price, with the usual price struck through below it. */
export function PriceCell({ price, usual }: { price: number; usual: number }) {
  return (
    <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      <Money value={price} strong />
      <Typography.Text
        delete
        type="secondary"
        style={{ fontSize: 12 }}
        aria-label={`Giá thường ${formatVnd(usual)}`}
      >
        {formatVnd(usual)}
      </Typography.Text>
    </div>
  );
}

/** '-12,5%' for a discount of 12.5 percent. */
export function discountText(discountPercent: number): string {
  const ratio = discountPercent / 100;
  return ratio > 0 ? `-${formatPercent(ratio)}` : formatPercent(ratio);
}

export function PeriodCell({ offer }: { offer: Offer }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(offer.startAt)} –
      <br />
      {formatDateTime(offer.endAt)}
    </div>
  );
}

/** '123 / 500'; a limit of 0 is no limit. */
export function soldText(offer: Offer): string {
  const limit = offer.quantityLimit > 0 ? formatNumber(offer.quantityLimit) : 'không giới hạn';
  return `${formatNumber(offer.quantitySold)} / ${limit}`;
}

/** The quantity sold against the limit, as a bar with the figures. */
export function SoldCell({ offer }: { offer: Offer }) {
  const text = soldText(offer);
  if (offer.quantityLimit <= 0) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  const percent = Math.min(100, (offer.quantitySold / offer.quantityLimit) * 100);
  return (
    <div style={{ minWidth: 150 }}>
      <Progress percent={percent} size="small" format={() => text} aria-label={`Đã bán ${text}`} />
    </div>
  );
}

export function statusLabel(status: DealStatus): CodeLabel {
  return DEAL_STATUS_LABELS[status];
}

export function StatusTag({ status }: { status: DealStatus }) {
  const { label, color } = statusLabel(status);
  return <Tag color={color}>{label}</Tag>;
}

/** The ordering of two offers' periods: by start, then by end. */
export function byPeriod(a: Offer, b: Offer): number {
  return Date.parse(a.startAt) - Date.parse(b.startAt) || Date.parse(a.endAt) - Date.parse(b.endAt);
}

/** The sold share of the limit, for sorting (no limit last). */
export function soldShare(offer: Offer): number {
  return offer.quantityLimit > 0 ? offer.quantitySold / offer.quantityLimit : -1;
}

/** The table columns every deal and combo has after its price: discount, period, sales. */
export function offerColumns<T extends Offer>(): DataTableColumn<T>[] {
  return [
    {
      key: 'discount',
      title: 'Giảm',
      align: 'right',
      sorter: (a, b) => a.discountPercent - b.discountPercent,
      render: (offer) => discountText(offer.discountPercent),
    },
    {
      key: 'period',
      title: 'Thời gian',
      sorter: byPeriod,
      render: (offer) => <PeriodCell offer={offer} />,
    },
    {
      key: 'sold',
      title: 'Đã bán / Giới hạn',
      sorter: (a, b) => soldShare(a) - soldShare(b),
      render: (offer) => <SoldCell offer={offer} />,
    },
  ];
}

/** The Excel columns every deal and combo ends with: discount, period, sales, status. */
export function offerExportColumns<T extends Offer>(): ExcelColumn<T>[] {
  return [
    { title: 'Giảm', type: 'percent', value: (offer) => offer.discountPercent / 100 },
    { title: 'Bắt đầu', type: 'datetime', value: (offer) => offer.startAt },
    { title: 'Kết thúc', type: 'datetime', value: (offer) => offer.endAt },
    { title: 'Đã bán', type: 'number', value: (offer) => offer.quantitySold },
    { title: 'Giới hạn', type: 'number', value: (offer) => offer.quantityLimit },
    { title: 'Trạng thái', value: (offer) => statusLabel(offer.status).label },
  ];
}

export interface OffersCardProps<T extends Offer & { id: number }> {
  /** 'Deal' or 'Combo': the card's title, the file's and the sheet's name. */
  title: string;
  sellerId: number;
  query: UseQueryResult<T[]>;
  columns: readonly DataTableColumn<T>[];
  exportColumns: readonly ExcelColumn<T>[];
  emptyText: string;
}

/** A seller's deals or combos: the card with their count, the table and its Excel file. */
export function OffersCard<T extends Offer & { id: number }>({
  title,
  sellerId,
  query,
  columns,
  exportColumns,
  emptyText,
}: OffersCardProps<T>) {
  return (
    <SectionCard title={title} count={query.data?.length}>
      <DataTable<T>
        columns={columns}
        rows={query.data}
        rowKey="id"
        size="small"
        loading={query.isFetching}
        // A retry shows the table loading again, not the failure it is retrying.
        error={query.isFetching ? null : query.error}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        exportFileName={`${title.toLowerCase()}_nha-ban-${String(sellerId)}`}
        exportSheetName={title}
        exportColumns={exportColumns}
      />
    </SectionCard>
  );
}
