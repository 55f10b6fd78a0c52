import { MoreOutlined } from '@ant-design/icons';
import { type Customer, CustomerSortField, PIPELINE_STATE_LABELS } from '@backoffice/shared';
import { Button, Dropdown, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  type ExportAll,
  type ServerPaging,
} from '../../../components/ui/data-table';
import type { ExcelColumn } from '../../../lib/export-excel';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { CustomerBadges, PinnedIcon, PipelineStateTag } from './customer-badges';
import type { CustomerTab } from './customer-list-params';
import { customerPath } from './use-customer-commands';
import { canApprove, type CrmViewer } from './use-crm-viewer';

export interface CustomerTableProps {
  tab: CustomerTab;
  viewer: CrmViewer;
  rows: Customer[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  server: ServerPaging;
  toolbar?: ReactNode;
  emptyText: ReactNode;
  onExportAll: ExportAll<Customer>;
  menuItems: (
    customer: Customer,
  ) => NonNullable<React.ComponentProps<typeof Dropdown>['menu']>['items'];
  onApprove: (customer: Customer) => void;
  onDig: (customer: Customer) => void;
  digging: number | null;
}

const MAX_TAGS_SHOWN = 3;

function CustomerName({ customer }: { customer: Customer }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 160, maxWidth: 200 }}>
      <Flex gap={6} align="baseline">
        <PinnedIcon customer={customer} />
        {customer.openable ? (
          <Link to={customerPath(customer.id)} style={{ fontWeight: 500 }}>
            {customer.name}
          </Link>
        ) : (
          <Typography.Text strong>{customer.name}</Typography.Text>
        )}
      </Flex>
      <CustomerBadges customer={customer} />
      {customer.tags.length > 0 ? (
        <Flex wrap="wrap" gap={4}>
          {customer.tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
            <Tag key={tag} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}>
              {tag}
            </Tag>
          ))}
          {customer.tags.length > MAX_TAGS_SHOWN ? (
            <Tooltip title={customer.tags.slice(MAX_TAGS_SHOWN).join(', ')}>
              <Tag style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}>
                +{customer.tags.length - MAX_TAGS_SHOWN}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

const EXPORT_COLUMNS: readonly ExcelColumn<Customer>[] = [
  { title: 'Mã', key: 'code' },
  { title: 'Tên khách hàng', key: 'name' },
  { title: 'Người liên hệ', key: 'contactName' },
  { title: 'Số điện thoại', key: 'mobilePhone' },
  { title: 'Email', key: 'email' },
  { title: 'Địa chỉ', key: 'fullAddress' },
  { title: 'Tỉnh/thành', key: 'provinceName' },
  { title: 'Loại khách hàng', key: 'customerTypeName' },
  { title: 'Nguồn', key: 'sourceName' },
  { title: 'Nhãn', value: (row) => row.tags.join(', ') },
  { title: 'Khách cũ/mới', value: (row) => (row.isOld ? 'Khách cũ' : 'Khách mới') },
  { title: 'Trạng thái', value: (row) => (row.state ? PIPELINE_STATE_LABELS[row.state] : '') },
  { title: 'Phân loại', key: 'categoryName' },
  { title: 'Người phụ trách', key: 'ownerName' },
  { title: 'Tương tác gần nhất', key: 'lastInteractionAt', type: 'datetime' },
  { title: 'Ngày tạo', key: 'createdAt', type: 'datetime' },
];

/** One page of customers, with what the viewer may do on each row. */
export function CustomerTable({
  tab,
  viewer,
  rows,
  loading,
  error,
  onRetry,
  server,
  toolbar,
  emptyText,
  onExportAll,
  menuItems,
  onApprove,
  onDig,
  digging,
}: CustomerTableProps) {
  const isMobile = useIsMobile();

  const actions: DataTableColumn<Customer> = {
    key: 'actions',
    title: 'Thao tác',
    exportable: false,
    fixed: isMobile ? undefined : 'right',
    render: (customer) => {
      const items = menuItems(customer) ?? [];
      return (
        <Space size={4}>
          {canApprove(viewer, customer) ? (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                onApprove(customer);
              }}
            >
              Duyệt
            </Button>
          ) : null}
          {tab === 'pool' && viewer.sale && customer.ownerId === null ? (
            <Button
              size="small"
              type="primary"
              loading={digging === customer.id}
              onClick={() => {
                onDig(customer);
              }}
            >
              Nhận
            </Button>
          ) : null}
          {items.length > 0 ? (
            <Dropdown menu={{ items }} trigger={['click']}>
              <Button
                size="small"
                icon={<MoreOutlined />}
                aria-label={`Thao tác khác với ${customer.name}`}
              />
            </Dropdown>
          ) : null}
        </Space>
      );
    },
  };

  const columns: DataTableColumn<Customer>[] = isMobile
    ? [
        {
          key: 'name',
          title: 'Khách hàng',
          sortKey: CustomerSortField.NAME,
          render: (customer) => (
            <Flex vertical gap={2} style={{ maxWidth: 220 }}>
              <CustomerName customer={customer} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[customer.code, customer.mobilePhone, customer.provinceName]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
              {tab === 'ocean' ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Phụ trách: {customer.ownerName ?? 'Chưa có'}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        actions,
      ]
    : [
        { key: 'code', title: 'Mã', dataIndex: 'code', sortKey: CustomerSortField.CODE },
        {
          key: 'name',
          title: 'Tên khách hàng',
          sortKey: CustomerSortField.NAME,
          render: (customer) => <CustomerName customer={customer} />,
        },
        {
          key: 'contact',
          title: 'Liên hệ',
          render: (customer) => (
            <Flex vertical style={{ minWidth: 110 }}>
              <span>{customer.contactName ?? EMPTY_VALUE}</span>
              <Typography.Text type="secondary">
                {customer.mobilePhone ?? EMPTY_VALUE}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'address',
          title: 'Địa chỉ',
          render: (customer) => (
            <Typography.Paragraph
              ellipsis={{ rows: 2, tooltip: customer.fullAddress }}
              style={{ margin: 0, maxWidth: 190, minWidth: 150 }}
            >
              {customer.fullAddress || EMPTY_VALUE}
            </Typography.Paragraph>
          ),
        },
        {
          key: 'type',
          title: 'Loại',
          render: (customer) => (
            <Flex vertical gap={2} align="flex-start">
              <span>{customer.customerTypeName ?? EMPTY_VALUE}</span>
              {customer.isOld ? (
                <Tag color="green">Khách cũ</Tag>
              ) : (
                <Tag color="blue">Khách mới</Tag>
              )}
            </Flex>
          ),
        },
        ...(tab === 'mine'
          ? [
              {
                key: 'state',
                title: 'Trạng thái',
                render: (customer: Customer) => (
                  <Flex vertical gap={2} align="flex-start">
                    <PipelineStateTag state={customer.state} />
                    {customer.categoryName ? (
                      <Typography.Text type="secondary">{customer.categoryName}</Typography.Text>
                    ) : null}
                    {customer.state === null && customer.categoryName === null ? EMPTY_VALUE : null}
                  </Flex>
                ),
              },
            ]
          : []),
        ...(tab === 'ocean' || (tab === 'mine' && viewer.actingIds.length > 1)
          ? [
              {
                key: 'owner',
                title: 'Người phụ trách',
                render: (customer: Customer) =>
                  customer.ownerName ? (
                    <Typography.Text
                      ellipsis={{ tooltip: customer.ownerName }}
                      style={{ maxWidth: 120 }}
                    >
                      {customer.ownerName}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">Chưa có</Typography.Text>
                  ),
              },
            ]
          : []),
        {
          key: 'lastInteractionAt',
          title: 'Tương tác cuối',
          dataIndex: 'lastInteractionAt',
          type: 'datetime',
          sortKey: CustomerSortField.LAST_INTERACTION_AT,
          // The day above the time: the table fits 1440 px with every column.
          render: (customer) => {
            const [day, time] = formatDateTime(customer.lastInteractionAt).split(' ');
            return (
              <Flex vertical>
                <span>{day}</span>
                {time ? <Typography.Text type="secondary">{time}</Typography.Text> : null}
              </Flex>
            );
          },
        },
        actions,
      ];

  return (
    <DataTable<Customer>
      columns={columns}
      rows={rows}
      rowKey="id"
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      server={server}
      toolbar={toolbar}
      exportFileName={`khach-hang-${tab}`}
      exportSheetName="Khách hàng"
      exportColumns={EXPORT_COLUMNS}
      onExportAll={onExportAll}
      size={isMobile ? 'small' : 'middle'}
    />
  );
}
