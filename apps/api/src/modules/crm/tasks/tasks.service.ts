import {
  CRM_MESSAGES,
  type CreateTask,
  type DeleteTaskResult,
  ErrorCode,
  type Task,
  type TaskPage,
  type TaskSearch,
  type UpdateTask,
  actsFor,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { AppError, notFound, notPermitted } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import { findAccountById } from '../../users/users.repository';
import type { CrmViewer } from '../crm-viewer';
import { editCustomer } from '../customers/customer-access';
import {
  type TaskInsert,
  type TaskRow,
  deleteTask,
  findTask,
  findTasks,
  insertTask,
  updateTask,
} from './tasks.repository';

/** The users concerned by a task: its assignee, its author, the customer's owner. */
function concerns(viewer: CrmViewer, row: TaskRow): boolean {
  return (
    actsFor(viewer, row.assigneeId) ||
    actsFor(viewer, row.createdById) ||
    actsFor(viewer, row.customerOwnerId)
  );
}

function canSeeTask(viewer: CrmViewer, row: TaskRow): boolean {
  return row.customerDeletedAt === null && (viewer.readAll || concerns(viewer, row));
}

function canEditTask(viewer: CrmViewer, row: TaskRow): boolean {
  return row.customerDeletedAt === null && viewer.sale && (viewer.god || concerns(viewer, row));
}

function toTask(row: TaskRow, viewer: CrmViewer): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    customerId: row.customerId,
    customerName: row.customerName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    dueAt: row.dueAt?.toISOString() ?? null,
    priority: row.priority as Task['priority'],
    status: row.status as Task['status'],
    doneAt: row.doneAt?.toISOString() ?? null,
    createdById: row.createdById,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: canEditTask(viewer, row),
  };
}

/** A sale assigns themselves, a leader also their team (GOD anyone active). */
async function checkAssignee(db: Database, viewer: CrmViewer, assigneeId: number): Promise<void> {
  if (!viewer.god && !actsFor(viewer, assigneeId)) {
    throw notPermitted(CRM_MESSAGES.assigneeNotAllowed);
  }
  const account = await findAccountById(db, assigneeId);
  if (!account?.active) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, CRM_MESSAGES.saleNotFound, {
      fields: [{ field: 'assigneeId', message: CRM_MESSAGES.saleNotFound }],
    });
  }
}

async function taskView(db: Database, viewer: CrmViewer, id: number): Promise<Task> {
  const row = await findTask(db, id);
  if (!row || !canSeeTask(viewer, row)) throw notFound(CRM_MESSAGES.taskNotFound);
  return toTask(row, viewer);
}

function snapshot(row: TaskRow) {
  return {
    title: row.title,
    description: row.description,
    customerId: row.customerId,
    assigneeId: row.assigneeId,
    dueAt: row.dueAt,
    priority: row.priority,
    status: row.status,
    doneAt: row.doneAt,
  };
}

export async function createTask(db: Database, viewer: CrmViewer, body: CreateTask): Promise<Task> {
  await editCustomer(db, viewer, body.customerId);
  const assigneeId = body.assigneeId ?? viewer.id;
  await checkAssignee(db, viewer, assigneeId);
  const id = await db.transaction(async (tx) => {
    const newId = await insertTask(tx, {
      ...body,
      assigneeId,
      dueAt: body.dueAt ? new Date(body.dueAt) : null,
      doneAt: body.status === 'DONE' ? new Date() : null,
      createdById: viewer.id,
    });
    const after = await findTask(tx, newId);
    await recordAudit(tx, viewer.actor, {
      action: 'create',
      entity: 'crm_task',
      entityId: newId,
      after: after && snapshot(after),
    });
    return newId;
  });
  return taskView(db, viewer, id);
}

async function editableTask(db: Database, viewer: CrmViewer, id: number): Promise<TaskRow> {
  const row = await findTask(db, id);
  if (!row || !canSeeTask(viewer, row)) throw notFound(CRM_MESSAGES.taskNotFound);
  if (!canEditTask(viewer, row)) throw notPermitted();
  return row;
}

export async function updateTaskById(
  db: Database,
  viewer: CrmViewer,
  id: number,
  body: UpdateTask,
): Promise<Task> {
  const before = await editableTask(db, viewer, id);
  if (body.assigneeId !== undefined && body.assigneeId !== before.assigneeId) {
    await checkAssignee(db, viewer, body.assigneeId);
  }
  const change: Partial<TaskInsert> = {};
  if (body.title !== undefined) change.title = body.title;
  if (body.description !== undefined) change.description = body.description;
  if (body.assigneeId !== undefined) change.assigneeId = body.assigneeId;
  if (body.dueAt !== undefined) change.dueAt = body.dueAt ? new Date(body.dueAt) : null;
  if (body.priority !== undefined) change.priority = body.priority;
  if (body.status !== undefined && body.status !== before.status) {
    change.status = body.status;
    change.doneAt = body.status === 'DONE' ? new Date() : null;
  }
  if (Object.keys(change).length > 0) {
    await db.transaction(async (tx) => {
      await updateTask(tx, id, change);
      const after = await findTask(tx, id);
      await recordAudit(tx, viewer.actor, {
        action: 'update',
        entity: 'crm_task',
        entityId: id,
        before: snapshot(before),
        after: after && snapshot(after),
      });
    });
  }
  return taskView(db, viewer, id);
}

export async function deleteTaskById(
  db: Database,
  viewer: CrmViewer,
  id: number,
): Promise<DeleteTaskResult> {
  const before = await editableTask(db, viewer, id);
  await db.transaction(async (tx) => {
    await deleteTask(tx, id);
    await recordAudit(tx, viewer.actor, {
      action: 'delete',
      entity: 'crm_task',
      entityId: id,
      before: snapshot(before),
    });
  });
  return { id };
}

export async function searchTasks(
  db: Database,
  viewer: CrmViewer,
  search: TaskSearch,
): Promise<TaskPage> {
  const { rows, total } = await findTasks(db, {
    customerId: search.customerId,
    assigneeId: search.assigneeId,
    status: search.status,
    actingIds: viewer.readAll ? null : viewer.actingIds,
    page: search.page,
    pageSize: search.pageSize,
  });
  return {
    items: rows.map((row) => toTask(row, viewer)),
    total,
    page: search.page,
    pageSize: search.pageSize,
  };
}
