import type { CustomerInvoice, CustomerOrder } from '@backoffice/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCustomerInvoices } from '../api/list-customer-invoices';
import { useCustomerOrders } from '../api/list-customer-orders';

const ORDER_COLUMNS: DataTableColumn<CustomerOrder>[] = [
  { key: 'code', title: 'Mã đơn', dataIndex: 'code' },
  { key: 'createdAt', title: 'Ngày đặt', dataIndex: 'createdAt', type: 'datetime' },
  { key: 'seller', title: 'Nhà bán', dataIndex: 'sellerName' },
  { key: 'items', title: 'Số mặt hàng', dataIndex: 'itemCount', type: 'number' },
  { key: 'amount', title: 'Giá trị', dataIndex: 'amount', type: 'money' },
  { key: 'status', title: 'Trạng thái', dataIndex: 'status' },
  { key: 'source', title: 'Nguồn', dataIndex: 'source' },
];

const INVOICE_COLUMNS: DataTableColumn<CustomerInvoice>[] = [
  { key: 'code', title: 'Số hóa đơn', dataIndex: 'code' },
  { key: 'orderCode', title: 'Mã đơn', dataIndex: 'orderCode' },
  { key: 'issuedAt', title: 'Ngày xuất', dataIndex: 'issuedAt', type: 'date' },
  { key: 'seller', title: 'Nhà bán', dataIndex: 'sellerName' },
  { key: 'amount', title: 'Giá trị', dataIndex: 'amount', type: 'money' },
  { key: 'paid', title: 'Đã thanh toán', dataIndex: 'paidAmount', type: 'money' },
  { key: 'status', title: 'Trạng thái', dataIndex: 'status' },
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
