import {
  LEAVE_STATUSES,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPE_LABELS,
  LEAVE_MESSAGES,
  type LeaveRequest,
  type LeaveToDecideQuery,
  PAGE_SIZE_DEFAULT,
} from '@backoffice/shared';
import { Button, Flex, Form, Input, Popconfirm, Select, Typography } from 'antd';
import { Modal } from '../../../components/ui/overlay';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useDecideLeaveRequest } from '../api/decide-leave-request';
import { useLeaveToDecide } from '../api/get-leave-to-decide';
import { formatLeaveDays, formatLeavePeriod } from './leave-period';
import { LeaveStatusTag } from './leave-status-tag';

function RejectDialog({ request, onClose }: { request: LeaveRequest; onClose: () => void }) {
  const [form] = Form.useForm<{ comment: string }>();
  const decide = useDecideLeaveRequest();
  return (
    <Modal
      open
      title={`Từ chối đơn nghỉ của ${request.userFullName}`}
      okText="Từ chối"
      okButtonProps={{ danger: true, loading: decide.isPending }}
      cancelText="Đóng"
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {LEAVE_TYPE_LABELS[request.type]}: {formatLeavePeriod(request)} (
        {formatLeaveDays(request.days)})
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ comment }) => {
          decide
            .mutateAsync({ id: request.id, action: 'reject', comment })
            .then(onClose)
            .catch(() => undefined);
        }}
      >
        <Form.Item
          name="comment"
          label="Lý do từ chối"
          rules={[{ required: true, whitespace: true, message: LEAVE_MESSAGES.commentRequired }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DecisionButtons({
  request,
  onReject,
}: {
  request: LeaveRequest;
  onReject: (request: LeaveRequest) => void;
}) {
  const decide = useDecideLeaveRequest();
  if (!request.canDecide) return null;
  return (
    <Flex gap={8} wrap="wrap">
      <Popconfirm
        title={`Duyệt đơn nghỉ của ${request.userFullName}?`}
        okText="Duyệt"
        cancelText="Không"
        onConfirm={() => {
          decide.mutateAsync({ id: request.id, action: 'approve' }).catch(() => undefined);
        }}
      >
        <Button size="small" type="primary" loading={decide.isPending}>
          Duyệt
        </Button>
      </Popconfirm>
      <Button
        size="small"
        danger
        onClick={() => {
          onReject(request);
        }}
      >
        Từ chối
      </Button>
    </Flex>
  );
}

const STATUS_FILTERS = [
  ...LEAVE_STATUSES.map((status) => ({ value: status, label: LEAVE_STATUS_LABELS[status].label })),
  { value: 'all' as const, label: 'Tất cả' },
];

/** The requests of the people the signed-in leader decides for, pending first. */
export function TeamLeaveTable() {
  const [query, setQuery] = useState<LeaveToDecideQuery>({
    status: 'pending',
    page: 0,
    pageSize: PAGE_SIZE_DEFAULT,
  });
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);
  const result = useLeaveToDecide(query, true);

  const columns: DataTableColumn<LeaveRequest>[] = [
    { key: 'user', title: 'Nhân viên', dataIndex: 'userFullName' },
    {
      key: 'period',
      title: 'Thời gian',
      render: (row) => formatLeavePeriod(row),
      exportValue: (row) => formatLeavePeriod(row),
      exportTitle: 'Thời gian',
    },
    {
      key: 'type',
      title: 'Loại nghỉ',
      render: (row) => LEAVE_TYPE_LABELS[row.type],
      exportValue: (row) => LEAVE_TYPE_LABELS[row.type],
      exportTitle: 'Loại nghỉ',
    },
    { key: 'days', title: 'Số ngày', dataIndex: 'days', type: 'number', width: 90 },
    {
      key: 'reason',
      title: 'Lý do',
      dataIndex: 'reason',
      render: (row) => (
        <Typography.Text style={{ maxWidth: 240 }} ellipsis={{ tooltip: row.reason }}>
          {row.reason}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      render: (row) => (
        <>
          <LeaveStatusTag status={row.status} />
          {row.approverFullName && row.status !== 'pending' ? (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.approverFullName}
              {row.comment ? `: ${row.comment}` : ''}
            </Typography.Text>
          ) : null}
        </>
      ),
      exportValue: (row) => LEAVE_STATUS_LABELS[row.status].label,
      exportTitle: 'Trạng thái',
    },
    {
      key: 'actions',
      title: 'Thao tác',
      exportable: false,
      render: (row) => <DecisionButtons request={row} onReject={setRejecting} />,
    },
  ];

  return (
    <>
      <DataTable<LeaveRequest>
        columns={columns}
        rows={result.data?.items}
        rowKey="id"
        loading={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        emptyText={
          query.status === 'pending' ? 'Không có đơn nào chờ bạn duyệt' : 'Không có đơn nào'
        }
        size="small"
        toolbar={
          <Select
            aria-label="Lọc theo trạng thái"
            value={query.status}
            options={STATUS_FILTERS}
            style={{ minWidth: 140 }}
            onChange={(status) => {
              setQuery((current) => ({ ...current, status, page: 0 }));
            }}
          />
        }
        server={{
          page: query.page,
          pageSize: query.pageSize,
          total: result.data?.total ?? 0,
          onChange: ({ page, pageSize }) => {
            setQuery((current) => ({ ...current, page, pageSize }));
          },
        }}
      />
      {rejecting ? (
        <RejectDialog
          request={rejecting}
          onClose={() => {
            setRejecting(null);
          }}
        />
      ) : null}
    </>
  );
}
