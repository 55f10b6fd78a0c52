import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TaskPriority } from '@backoffice/shared';
import {
  type Customer,
  type Task,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TaskStatus,
} from '@backoffice/shared';
import { Button, Checkbox, Empty, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-states';
import { formatDateTime } from '../../../lib/format';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/list-tasks';
import { useSaveTask } from '../api/save-task';
import { TaskFormDrawer } from './task-form-drawer';

export const TASK_PAGE_SIZE = 10;

const PRIORITY_COLORS: Record<TaskPriority, string> = {
  LOW: 'default',
  MEDIUM: 'blue',
  HIGH: 'red',
};
const STATUS_COLORS: Record<TaskStatus, string> = {
  TODO: 'processing',
  DONE: 'success',
  CANCELLED: 'default',
};

function TaskItem({
  task,
  onEdit,
  customerId,
}: {
  task: Task;
  onEdit: (task: Task) => void;
  customerId: number;
}) {
  const save = useSaveTask();
  const remove = useDeleteTask();
  const overdue =
    task.status === TaskStatus.TODO && task.dueAt !== null && dayjs(task.dueAt).isBefore(dayjs());
  const done = task.status === TaskStatus.DONE;

  return (
    <List.Item
      actions={
        task.editable
          ? [
              <Button
                key="edit"
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Sửa công việc ${task.title}`}
                onClick={() => {
                  onEdit(task);
                }}
              />,
              <Popconfirm
                key="delete"
                title="Xóa công việc này?"
                okText="Xóa"
                cancelText="Hủy"
                okButtonProps={{ danger: true }}
                onConfirm={() => {
                  remove.mutate({ id: task.id, customerId });
                }}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Xóa công việc ${task.title}`}
                />
              </Popconfirm>,
            ]
          : []
      }
    >
      <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
        <Checkbox
          checked={done}
          disabled={!task.editable || task.status === TaskStatus.CANCELLED || save.isPending}
          aria-label={done ? `Đánh dấu chưa xong: ${task.title}` : `Hoàn thành: ${task.title}`}
          onChange={(event) => {
            save.mutate({
              kind: 'update',
              id: task.id,
              customerId,
              body: { status: event.target.checked ? TaskStatus.DONE : TaskStatus.TODO },
            });
          }}
          style={{ marginTop: 2 }}
        />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text
            strong
            delete={done || task.status === TaskStatus.CANCELLED}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Typography.Text>
          {task.description ? (
            <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
              {task.description}
            </Typography.Text>
          ) : null}
          <Flex wrap="wrap" gap={4} align="center">
            <Tag color={STATUS_COLORS[task.status]}>{TASK_STATUS_LABELS[task.status]}</Tag>
            <Tag color={PRIORITY_COLORS[task.priority]}>
              Ưu tiên {TASK_PRIORITY_LABELS[task.priority].toLowerCase()}
            </Tag>
            <Typography.Text type={overdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
              {task.dueAt
                ? `Hạn ${formatDateTime(task.dueAt)}${overdue ? ' (quá hạn)' : ''}`
                : 'Không có hạn'}
              {` · ${task.assigneeName}`}
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** The tasks of a customer: open ones first, with add, edit, complete and delete. */
export function CustomerTasks({ customer }: { customer: Customer }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const query = useTasks(customer.id, page - 1, TASK_PAGE_SIZE);

  return (
    <Flex vertical gap={12}>
      {customer.editable ? (
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing('new');
            }}
          >
            Thêm công việc
          </Button>
        </Flex>
      ) : null}
      {query.error ? (
        <LoadError
          title="Không tải được danh sách công việc"
          error={query.error}
          onRetry={query.refetch}
        />
      ) : null}
      <List<Task>
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có công việc nào" />
          ),
        }}
        renderItem={(task) => <TaskItem task={task} customerId={customer.id} onEdit={setEditing} />}
        pagination={
          (query.data?.total ?? 0) > TASK_PAGE_SIZE
            ? {
                current: page,
                pageSize: TASK_PAGE_SIZE,
                total: query.data?.total ?? 0,
                size: 'small',
                align: 'end',
                onChange: setPage,
              }
            : false
        }
      />
      <TaskFormDrawer
        open={editing !== null}
        customerId={customer.id}
        task={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => {
          setEditing(null);
        }}
      />
    </Flex>
  );
}
