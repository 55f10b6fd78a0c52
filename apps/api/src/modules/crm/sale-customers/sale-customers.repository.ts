import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { crmSaleCustomerCategories, crmSaleCustomers } from '../../../db/schema';

export async function findSaleCustomer(db: Database, saleId: number, customerId: number) {
  const [row] = await db
    .select({
      customerId: crmSaleCustomers.customerId,
      saleId: crmSaleCustomers.saleId,
      state: crmSaleCustomers.state,
      categoryId: crmSaleCustomers.categoryId,
      categoryName: crmSaleCustomerCategories.name,
      pinned: crmSaleCustomers.pinned,
      hidden: crmSaleCustomers.hidden,
      doNotCall: crmSaleCustomers.doNotCall,
      updatedAt: crmSaleCustomers.updatedAt,
    })
    .from(crmSaleCustomers)
    .leftJoin(
      crmSaleCustomerCategories,
      eq(crmSaleCustomerCategories.id, crmSaleCustomers.categoryId),
    )
    .where(and(eq(crmSaleCustomers.saleId, saleId), eq(crmSaleCustomers.customerId, customerId)))
    .limit(1);
  return row;
}
export type SaleCustomerRow = NonNullable<Awaited<ReturnType<typeof findSaleCustomer>>>;

export interface SaleCustomerChange {
  state?: string;
  categoryId?: number | null;
  pinned?: boolean;
  hidden?: boolean;
  doNotCall?: boolean;
}

/** Creates the sale's row of the customer or changes it. */
export async function upsertSaleCustomer(
  db: Database,
  saleId: number,
  customerId: number,
  change: SaleCustomerChange,
): Promise<void> {
  const stamp = change.state !== undefined ? { stateChangedAt: new Date() } : {};
  await db
    .insert(crmSaleCustomers)
    .values({ saleId, customerId, ...change, ...stamp })
    .onConflictDoUpdate({
      target: [crmSaleCustomers.saleId, crmSaleCustomers.customerId],
      set: { ...change, ...stamp, updatedAt: new Date() },
    });
}

export async function listCategories(db: Database, saleId: number) {
  return db
    .select({
      id: crmSaleCustomerCategories.id,
      saleId: crmSaleCustomerCategories.saleId,
      name: crmSaleCustomerCategories.name,
      color: crmSaleCustomerCategories.color,
      customers: count(crmSaleCustomers.customerId),
      createdAt: crmSaleCustomerCategories.createdAt,
      updatedAt: crmSaleCustomerCategories.updatedAt,
    })
    .from(crmSaleCustomerCategories)
    .leftJoin(
      crmSaleCustomers,
      and(
        eq(crmSaleCustomers.categoryId, crmSaleCustomerCategories.id),
        eq(crmSaleCustomers.saleId, crmSaleCustomerCategories.saleId),
      ),
    )
    .where(eq(crmSaleCustomerCategories.saleId, saleId))
    .groupBy(crmSaleCustomerCategories.id)
    .orderBy(asc(crmSaleCustomerCategories.name), asc(crmSaleCustomerCategories.id));
}
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export async function findCategory(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(crmSaleCustomerCategories)
    .where(eq(crmSaleCustomerCategories.id, id))
    .limit(1);
  return row;
}

/** Whether this sale has another category of this name (case-insensitive). */
export async function categoryNameTaken(
  db: Database,
  saleId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: crmSaleCustomerCategories.id })
    .from(crmSaleCustomerCategories)
    .where(
      and(
        eq(crmSaleCustomerCategories.saleId, saleId),
        sql`lower(${crmSaleCustomerCategories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${crmSaleCustomerCategories.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(
  db: Database,
  saleId: number,
  values: { name: string; color: string | null },
): Promise<number> {
  const [row] = await db
    .insert(crmSaleCustomerCategories)
    .values({ saleId, ...values })
    .returning({ id: crmSaleCustomerCategories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(
  db: Database,
  id: number,
  values: { name: string; color: string | null },
): Promise<void> {
  await db
    .update(crmSaleCustomerCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(crmSaleCustomerCategories.id, id));
}

/** Deletes the category; the customers in it simply leave it (the foreign key sets null). */
export async function deleteCategory(db: Database, id: number): Promise<void> {
  await db.delete(crmSaleCustomerCategories).where(eq(crmSaleCustomerCategories.id, id));
}
