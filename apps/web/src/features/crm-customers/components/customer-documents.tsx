import {
  type CodeLabel,
  type CustomerInvoice,
  type CustomerOrder,
  ORDER_SOURCE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  labelOf,
} from '@backoffice/shared';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCustomerInvoices } from '../api/list-customer-invoices';
import { useCustomerOrders } from '../api/list-customer-orders';

/** A column showing a code by its Vietnamese name, in a tag; the name also in Excel. */
function codeColumn<T>(
  key: string,
  title: string,
  labels: Readonly<Record<string, CodeLabel>>,
  codeOf: (row: T) => string | null,
): DataTableColumn<T> {
  const labelled = (row: T) => {
    const code = codeOf(row);
    return code === null ? null : labelOf(labels, code);
  };
  return {
    key,
    title,
    render: (row) => {
      const shown = labelled(row);
      return shown ? <Tag color={shown.color}>{shown.label}</Tag> : '—';
    },
    exportValue: (row) => labelled(row)?.label ?? '',
  };
}

/** The seller's name, cut to the column's width (whole in its tooltip and in Excel). */
function sellerColumn<T extends { sellerName: string | null }>(): DataTableColumn<T> {
  return {
    key: 'seller',
    title: 'Nhà bán',
    dataIndex: 'sellerName',
    render: (row) => (
      <Typography.Text ellipsis={{ tooltip: row.sellerName }} style={{ maxWidth: 150 }}>
        {row.sellerName ?? '—'}
      </Typography.Text>
    ),
  };
}

const ORDER_COLUMNS: DataTableColumn<CustomerOrder>[] = [
  { key: 'code', title: 'Mã đơn', dataIndex: 'code' },
  { key: 'createdAt', title: 'Ngày đặt', dataIndex: 'createdAt', type: 'date' },
  sellerColumn(),
  { key: 'items', title: 'Mặt hàng', dataIndex: 'itemCount', type: 'number' },
  { key: 'amount', title: 'Giá trị', dataIndex: 'amount', type: 'money' },
  codeColumn('status', 'Trạng thái', ORDER_STATUS_LABELS, (row) => row.status),
  codeColumn('source', 'Nguồn', ORDER_SOURCE_LABELS, (row) => row.source),
];

const INVOICE_COLUMNS: DataTableColumn<CustomerInvoice>[] = [
  { key: 'code', title: 'Số hóa đơn', dataIndex: 'code' },
  { key: 'orderCode', title: 'Mã đơn', dataIndex: 'orderCode' },
  { key: 'issuedAt', title: 'Ngày xuất', dataIndex: 'issuedAt', type: 'date' },
  sellerColumn(),
  { key: 'amount', title: 'Giá trị', dataIndex: 'amount', type: 'money' },
  { key: 'paid', title: 'Đã thanh toán', dataIndex: 'paidAmount', type: 'money' },
  codeColumn('status', 'Trạng thái', PAYMENT_STATUS_LABELS, (row) => row.status),
];

const PAGE_SIZE = 10;

/** The customer's orders from the marketplace data. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE });
  const query = useCustomerOrders(customerId, paging.page, paging.pageSize);
  return (
    <DataTable<CustomerOrder>
      columns={ORDER_COLUMNS}
      rows={query.data?.items}
      rowKey="id"
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText="Khách hàng chưa có đơn hàng nào"
      size="small"
      server={{
        ...paging,
        total: query.data?.total ?? 0,
        onChange: ({ page, pageSize }) => {
          setPaging({ page, pageSize });
        },
      }}
      exportFileName={`don-hang-khach-${String(customerId)}`}
    />
  );
}

/** The customer's invoices from the accounting data. */
export function CustomerInvoices({ customerId }: { customerId: number }) {
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE });
  const query = useCustomerInvoices(customerId, paging.page, paging.pageSize);
  return (
    <DataTable<CustomerInvoice>
      columns={INVOICE_COLUMNS}
      rows={query.data?.items}
      rowKey="id"
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText="Khách hàng chưa có hóa đơn nào"
      size="small"
      server={{
        ...paging,
        total: query.data?.total ?? 0,
        onChange: ({ page, pageSize }) => {
          setPaging({ page, pageSize });
        },
      }}
      exportFileName={`hoa-don-khach-${String(customerId)}`}
    />
  );
}
