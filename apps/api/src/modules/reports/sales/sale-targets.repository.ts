// The rows of crm_sale_targets: a month's targets of some sales, and one sale's set or taken away.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { crmSaleTargets, users } from '../../../db/schema';

/** The first day of a month key ('YYYY-MM'). */
export const monthStart = (month: string) => `${month}-01`;

export interface TargetRow {
  saleId: number;
  username: string;
  fullName: string;
  amount: number | null;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** These sales (by id) with their target of the month, if any. */
export async function findMonthTargets(
  db: Database,
  saleIds: readonly number[],
  month: string,
): Promise<TargetRow[]> {
  if (saleIds.length === 0) return [];
  const editor = sql`(select u.username from users u where u.id = ${crmSaleTargets.updatedById})`;
  return db
    .select({
      saleId: users.id,
      username: users.username,
      fullName: users.fullName,
      amount: crmSaleTargets.amount,
      updatedAt: crmSaleTargets.updatedAt,
      updatedBy: sql<string | null>`${editor}`,
    })
    .from(users)
    .leftJoin(
      crmSaleTargets,
      and(eq(crmSaleTargets.saleId, users.id), eq(crmSaleTargets.month, monthStart(month))),
    )
    .where(inArray(users.id, [...saleIds]))
    .orderBy(users.fullName, users.id);
}

/** The sale's target of the month as it stands, locked for the change that follows. */
export async function lockTarget(
  db: Database,
  saleId: number,
  month: string,
): Promise<number | null> {
  const [row] = await db
    .select({ amount: crmSaleTargets.amount })
    .from(crmSaleTargets)
    .where(and(eq(crmSaleTargets.saleId, saleId), eq(crmSaleTargets.month, monthStart(month))))
    .for('update');
  return row?.amount ?? null;
}

/** Sets the sale's target of the month, or takes it away (null). */
export async function writeTarget(
  db: Database,
  target: { saleId: number; month: string; amount: number | null; updatedById: number },
): Promise<void> {
  const key = and(
    eq(crmSaleTargets.saleId, target.saleId),
    eq(crmSaleTargets.month, monthStart(target.month)),
  );
  if (target.amount === null) {
    await db.delete(crmSaleTargets).where(key);
    return;
  }
  await db
    .insert(crmSaleTargets)
    .values({
      saleId: target.saleId,
      month: monthStart(target.month),
      amount: target.amount,
      updatedById: target.updatedById,
    })
    .onConflictDoUpdate({
      target: [crmSaleTargets.saleId, crmSaleTargets.month],
      set: { amount: target.amount, updatedById: target.updatedById, updatedAt: sql`now()` },
    });
}
