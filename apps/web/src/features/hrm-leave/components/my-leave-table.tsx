import { LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS, type LeaveRequest } from '@backoffice/shared';
import { Button, Popconfirm, Typography } from 'antd';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCancelLeaveRequest } from '../api/cancel-leave-request';
import { formatLeavePeriod } from './leave-period';
import { LeaveStatusTag } from './leave-status-tag';

function CancelButton({ request }: { request: LeaveRequest }) {
  const cancel = useCancelLeaveRequest();
  if (!request.canCancel) return null;
  return (
    <Popconfirm
      title="Hủy đơn nghỉ này?"
      okText="Hủy đơn"
      cancelText="Không"
      onConfirm={() => {
        cancel.mutateAsync(request.id).catch(() => undefined);
      }}
    >
      <Button size="small" danger loading={cancel.isPending}>
        Hủy đơn
      </Button>
    </Popconfirm>
  );
}

const columns: DataTableColumn<LeaveRequest>[] = [
  {
    key: 'fromDate',
    title: 'Thời gian',
    dataIndex: 'fromDate',
    sorter: true,
    render: (row) => formatLeavePeriod(row),
    exportValue: (row) => formatLeavePeriod(row),
  },
  {
    key: 'type',
    title: 'Loại nghỉ',
    dataIndex: 'type',
    sorter: (a, b) => LEAVE_TYPE_LABELS[a.type].localeCompare(LEAVE_TYPE_LABELS[b.type], 'vi'),
    render: (row) => LEAVE_TYPE_LABELS[row.type],
    exportValue: (row) => LEAVE_TYPE_LABELS[row.type],
  },
  { key: 'days', title: 'Số ngày', dataIndex: 'days', type: 'number', sorter: true, width: 90 },
  {
    key: 'reason',
    title: 'Lý do',
    dataIndex: 'reason',
    render: (row) => (
      <Typography.Text style={{ maxWidth: 260 }} ellipsis={{ tooltip: row.reason }}>
        {row.reason}
      </Typography.Text>
    ),
  },
  {
    key: 'status',
    title: 'Trạng thái',
    dataIndex: 'status',
    sorter: true,
    render: (row) => <LeaveStatusTag status={row.status} />,
    exportValue: (row) => LEAVE_STATUS_LABELS[row.status].label,
  },
  {
    key: 'approver',
    title: 'Người duyệt',
    dataIndex: 'approverFullName',
    render: (row) =>
      row.approverFullName ? (
        <>
          {row.approverFullName}
          {row.comment ? (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.comment}
            </Typography.Text>
          ) : null}
        </>
      ) : (
        '—'
      ),
    exportValue: (row) =>
      [row.approverFullName, row.comment].filter((part) => part !== null).join(': '),
  },
  {
    key: 'actions',
    title: 'Thao tác',
    exportable: false,
    render: (row) => <CancelButton request={row} />,
  },
];

export function MyLeaveTable({
  rows,
  loading,
  error,
  onRetry,
}: {
  rows: LeaveRequest[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <DataTable<LeaveRequest>
      columns={columns}
      rows={rows}
      rowKey="id"
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="Bạn chưa có đơn nghỉ nào"
      exportFileName="don-nghi-phep"
      size="small"
    />
  );
}
