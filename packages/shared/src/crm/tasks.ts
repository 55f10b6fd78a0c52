// Tasks of the CRM (DOMAIN.md): title, customer, assignee, due time, priority, status, created by.
import { z } from 'zod';
import { PageQuery, pageOf } from '../paging';
import { isoDateTime, optionalText, positiveId } from './common';

export const TaskStatus = { TODO: 'TODO', DONE: 'DONE', CANCELLED: 'CANCELLED' } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  TODO: 'Cần làm',
  DONE: 'Đã xong',
  CANCELLED: 'Đã hủy',
};

export const TaskPriority = { LOW: 'LOW', MEDIUM: 'MEDIUM', HIGH: 'HIGH' } as const;
export type TaskPriority = (typeof TaskPriority)[keyof typeof TaskPriority];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  LOW: 'Thấp',
  MEDIUM: 'Trung bình',
  HIGH: 'Cao',
};

export const TASK_TITLE_MAX = 200;

export const Task = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    customerId: z.number().int(),
    customerName: z.string(),
    assigneeId: z.number().int(),
    assigneeName: z.string(),
    /** ISO time, or null without a due time. */
    dueAt: z.string().nullable(),
    priority: z.enum(TaskPriority),
    status: z.enum(TaskStatus),
    /** When it was marked done (ISO). */
    doneAt: z.string().nullable(),
    createdById: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether the signed-in user may change or delete it. */
    editable: z.boolean(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof Task>;

const taskFields = {
  title: z
    .string({ error: 'Vui lòng nhập tiêu đề công việc.' })
    .trim()
    .min(1, 'Vui lòng nhập tiêu đề công việc.')
    .max(TASK_TITLE_MAX, `Tiêu đề tối đa ${TASK_TITLE_MAX} ký tự.`),
  description: optionalText('Mô tả', 4000),
  customerId: positiveId('Mã khách hàng'),
  /** Who does it: the caller by default; a leader may assign a team member. */
  assigneeId: positiveId('Người thực hiện'),
  dueAt: isoDateTime('Hạn hoàn thành')
    .nullish()
    .transform((value) => value ?? null),
  priority: z.enum(TaskPriority, { error: 'Mức ưu tiên phải là LOW, MEDIUM hoặc HIGH.' }),
  status: z.enum(TaskStatus, { error: 'Trạng thái phải là TODO, DONE hoặc CANCELLED.' }),
};

/** POST /api/v1/crm/task. */
export const CreateTask = z
  .strictObject({
    ...taskFields,
    assigneeId: taskFields.assigneeId.optional(),
    priority: taskFields.priority.default(TaskPriority.MEDIUM),
    status: taskFields.status.default(TaskStatus.TODO),
  })
  .meta({ id: 'CreateTask' });
export type CreateTask = z.infer<typeof CreateTask>;
export type CreateTaskInput = z.input<typeof CreateTask>;

/** POST /api/v1/crm/task/{id}: the fields sent are changed (the customer stays). */
export const UpdateTask = z
  .strictObject({
    title: taskFields.title.optional(),
    description: taskFields.description.optional(),
    assigneeId: taskFields.assigneeId.optional(),
    dueAt: taskFields.dueAt.optional(),
    priority: taskFields.priority.optional(),
    status: taskFields.status.optional(),
  })
  .meta({ id: 'UpdateTask' });
export type UpdateTask = z.infer<typeof UpdateTask>;
export type UpdateTaskInput = z.input<typeof UpdateTask>;

export const TaskIdParams = z.object({ id: positiveId('Mã công việc') });
export type TaskIdParams = z.infer<typeof TaskIdParams>;

/**
 * POST /api/v1/crm/task/find-by-options (not in the spec's list; the detail screen needs it): the
 * tasks the caller may see, of one customer and/or one assignee; open ones first, by due time.
 */
export const TaskSearch = PageQuery.extend({
  customerId: positiveId('Mã khách hàng').optional(),
  assigneeId: positiveId('Người thực hiện').optional(),
  status: z.enum(TaskStatus).optional(),
})
  .strict()
  .meta({ id: 'TaskSearch' });
export type TaskSearch = z.infer<typeof TaskSearch>;

export const TaskPage = pageOf(Task).meta({ id: 'TaskPage' });
export type TaskPage = z.infer<typeof TaskPage>;

/** DELETE /api/v1/crm/task/{id}. */
export const DeleteTaskResult = z.object({ id: z.number().int() }).meta({ id: 'DeleteTaskResult' });
export type DeleteTaskResult = z.infer<typeof DeleteTaskResult>;
