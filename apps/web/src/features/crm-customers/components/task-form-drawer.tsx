import {
  DATE_FORMAT,
  DRAWER_WIDTH,
  type Task,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_TITLE_MAX,
  TaskPriority,
  TaskStatus,
} from '@backoffice/shared';
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import dayjs, { type Dayjs } from 'dayjs';
import { filterSelectOption } from '../../../lib/search-text';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSaveTask } from '../api/save-task';
import { applyServerFieldErrors } from './server-field-errors';
import { assignableSales, useCrmViewer, useCustomerMasterData } from './use-crm-viewer';

interface TaskValues {
  title: string;
  description?: string;
  dueAt?: Dayjs | null;
  priority: TaskPriority;
  status: TaskStatus;
  assigneeId?: number;
}

export interface TaskFormDrawerProps {
  open: boolean;
  customerId: number;
  /** The task to edit; a new one without it. */
  task?: Task;
  onClose: () => void;
}

/** Creates or edits a task of a customer; a leader may give it to a member of the team. */
export function TaskFormDrawer({ open, customerId, task, onClose }: TaskFormDrawerProps) {
  const isMobile = useIsMobile();
  const [form] = Form.useForm<TaskValues>();
  const viewer = useCrmViewer();
  const { users } = useCustomerMasterData();
  const save = useSaveTask();
  const assignees = viewer.leader ? assignableSales(viewer, users) : [];
  // The assignee stays among the choices even when outside the list (a handed-over user...).
  const assigneeOptions = assignees.map((user) => ({ value: user.id, label: user.fullName }));
  if (task && !assigneeOptions.some((option) => option.value === task.assigneeId)) {
    assigneeOptions.push({ value: task.assigneeId, label: task.assigneeName });
  }

  const submit = async (values: TaskValues) => {
    const common = {
      title: values.title.trim(),
      description: values.description?.trim() ? values.description.trim() : null,
      dueAt: values.dueAt ? values.dueAt.second(0).millisecond(0).format() : null,
      priority: values.priority,
      status: values.status,
      ...(values.assigneeId !== undefined && { assigneeId: values.assigneeId }),
    };
    try {
      await save.mutateAsync(
        task
          ? { kind: 'update', id: task.id, customerId, body: common }
          : { kind: 'create', body: { ...common, customerId } },
      );
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  return (
    <Drawer
      title={task ? 'Sửa công việc' : 'Thêm công việc'}
      open={open}
      onClose={onClose}
      size={isMobile ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Hủy</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => {
              form.submit();
            }}
          >
            Lưu công việc
          </Button>
        </Flex>
      }
    >
      <Form<TaskValues>
        form={form}
        name="task-form"
        layout="vertical"
        initialValues={
          task
            ? {
                title: task.title,
                description: task.description ?? undefined,
                dueAt: task.dueAt ? dayjs(task.dueAt) : null,
                priority: task.priority,
                status: task.status,
                assigneeId: task.assigneeId,
              }
            : {
                priority: TaskPriority.MEDIUM,
                status: TaskStatus.TODO,
                ...(viewer.leader && viewer.inSaleDepartment && { assigneeId: viewer.id }),
              }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="title"
          label="Tiêu đề"
          rules={[
            { required: true, whitespace: true, message: 'Vui lòng nhập tiêu đề công việc.' },
            { max: TASK_TITLE_MAX, message: `Tiêu đề tối đa ${TASK_TITLE_MAX} ký tự.` },
          ]}
        >
          <Input placeholder="VD: Gọi lại báo giá" maxLength={TASK_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Mô tả"
          rules={[{ max: 4000, message: 'Mô tả tối đa 4000 ký tự.' }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="dueAt" label="Hạn hoàn thành">
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={`${DATE_FORMAT} HH:mm`}
            placeholder="Chọn ngày giờ"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="priority" label="Mức ưu tiên">
          <Select
            options={Object.values(TaskPriority).map((priority) => ({
              value: priority,
              label: TASK_PRIORITY_LABELS[priority],
            }))}
          />
        </Form.Item>
        {task ? (
          <Form.Item name="status" label="Trạng thái">
            <Select
              options={Object.values(TaskStatus).map((status) => ({
                value: status,
                label: TASK_STATUS_LABELS[status],
              }))}
            />
          </Form.Item>
        ) : null}
        {viewer.leader ? (
          <Form.Item
            name="assigneeId"
            label="Người thực hiện"
            extra="Để trống: giao cho chính bạn."
          >
            <Select
              allowClear
              showSearch={{ filterOption: filterSelectOption }}
              placeholder="Chọn nhân viên"
              options={assigneeOptions}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Drawer>
  );
}
