import { type SQL, and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { crmCustomers, crmTasks, users } from '../../../db/schema/index';

const assignee = alias(users, 'assignee');
const author = alias(users, 'author');

const columns = {
  id: crmTasks.id,
  title: crmTasks.title,
  description: crmTasks.description,
  customerId: crmTasks.customerId,
  customerName: crmCustomers.name,
  customerOwnerId: crmCustomers.ownerId,
  customerApprovalStatus: crmCustomers.approvalStatus,
  customerDeletedAt: crmCustomers.deletedAt,
  assigneeId: crmTasks.assigneeId,
  assigneeName: assignee.fullName,
  dueAt: crmTasks.dueAt,
  priority: crmTasks.priority,
  status: crmTasks.status,
  doneAt: crmTasks.doneAt,
  createdById: crmTasks.createdById,
  createdByName: author.fullName,
  createdAt: crmTasks.createdAt,
  updatedAt: crmTasks.updatedAt,
};

function selectTasks(db: Database) {
  return db
    .select(columns)
    .from(crmTasks)
    .innerJoin(crmCustomers, eq(crmCustomers.id, crmTasks.customerId))
    .innerJoin(assignee, eq(assignee.id, crmTasks.assigneeId))
    .leftJoin(author, eq(author.id, crmTasks.createdById));
}

export async function findTask(db: Database, id: number) {
  const [row] = await selectTasks(db).where(eq(crmTasks.id, id)).limit(1);
  return row;
}
export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

export type TaskInsert = typeof crmTasks.$inferInsert;

export async function insertTask(db: Database, values: TaskInsert): Promise<number> {
  const [row] = await db.insert(crmTasks).values(values).returning({ id: crmTasks.id });
  if (!row) throw new Error('task insert returned nothing');
  return row.id;
}

export async function updateTask(
  db: Database,
  id: number,
  values: Partial<TaskInsert>,
): Promise<void> {
  await db
    .update(crmTasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(crmTasks.id, id));
}

export async function deleteTask(db: Database, id: number): Promise<void> {
  await db.delete(crmTasks).where(eq(crmTasks.id, id));
}

export interface TaskFilter {
  customerId?: number | undefined;
  assigneeId?: number | undefined;
  status?: string | undefined;
  /** Only tasks assigned to, created by or about a customer owned by these users (null: all). */
  actingIds: readonly number[] | null;
  page: number;
  pageSize: number;
}

/** Open tasks first, then by due time (none last), newest first. */
export async function findTasks(db: Database, filter: TaskFilter) {
  const conditions: (SQL | undefined)[] = [sql`${crmCustomers.deletedAt} is null`];
  if (filter.customerId !== undefined) conditions.push(eq(crmTasks.customerId, filter.customerId));
  if (filter.assigneeId !== undefined) conditions.push(eq(crmTasks.assigneeId, filter.assigneeId));
  if (filter.status) conditions.push(eq(crmTasks.status, filter.status));
  if (filter.actingIds !== null) {
    const ids = [...filter.actingIds];
    conditions.push(
      or(
        inArray(crmTasks.assigneeId, ids),
        inArray(crmTasks.createdById, ids),
        inArray(crmCustomers.ownerId, ids),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(
        sql`case ${crmTasks.status} when 'TODO' then 0 else 1 end`,
        sql`${crmTasks.dueAt} asc nulls last`,
        asc(crmTasks.id),
      )
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db
      .select({ n: count() })
      .from(crmTasks)
      .innerJoin(crmCustomers, eq(crmCustomers.id, crmTasks.customerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
