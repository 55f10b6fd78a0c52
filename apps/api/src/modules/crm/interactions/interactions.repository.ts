import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { crmCustomers, crmInteractions, users } from '../../../db/schema/index';

const columns = {
  id: crmInteractions.id,
  customerId: crmInteractions.customerId,
  type: crmInteractions.type,
  content: crmInteractions.content,
  at: crmInteractions.at,
  authorId: crmInteractions.authorId,
  authorName: users.fullName,
  createdAt: crmInteractions.createdAt,
};

export async function insertInteraction(
  db: Database,
  values: { customerId: number; authorId: number; type: string; content: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(crmInteractions)
    .values(values)
    .returning({ id: crmInteractions.id });
  if (!row) throw new Error('interaction insert returned nothing');
  // The recycling job reads the customer's latest interaction.
  await db
    .update(crmCustomers)
    .set({
      lastInteractionAt: sql`greatest(${crmCustomers.lastInteractionAt}, ${values.at.toISOString()}::timestamptz)`,
    })
    .where(eq(crmCustomers.id, values.customerId));
  return row.id;
}

export async function findInteraction(db: Database, id: number) {
  const [row] = await db
    .select(columns)
    .from(crmInteractions)
    .leftJoin(users, eq(users.id, crmInteractions.authorId))
    .where(eq(crmInteractions.id, id))
    .limit(1);
  return row;
}
export type InteractionRow = NonNullable<Awaited<ReturnType<typeof findInteraction>>>;

/** A customer's interactions, newest first. */
export async function findInteractions(
  db: Database,
  filter: { customerId: number; type?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(crmInteractions.customerId, filter.customerId),
    filter.type ? eq(crmInteractions.type, filter.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(crmInteractions)
      .leftJoin(users, eq(users.id, crmInteractions.authorId))
      .where(where)
      .orderBy(desc(crmInteractions.at), desc(crmInteractions.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db.select({ n: count() }).from(crmInteractions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
