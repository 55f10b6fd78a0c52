// Reference data (departments, roles, addresses, customer types) for every database; demo users and
// demo master data only for the embedded default and tests.
import { DEPARTMENTS, MemberSubtype, ROLES, UserPropertyCode } from '@backoffice/shared';
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../lib/password';
import { SYSTEM_ACTOR, recordAudit } from '../modules/audit/audit.repository';
import type { Database } from '../db/client';
import {
  DEMO_CATEGORIES,
  DEMO_INVENTORY_ITEMS,
  inventoryItemGuid,
  DEMO_PRODUCTS,
  DEMO_SELLERS,
  DEMO_WAREHOUSES,
} from '../demo-data/master-data';
import { DEMO_USERS, type DemoUser } from './demo-users';
import {
  addressDistricts,
  addressProvinces,
  addressWards,
  customerTypes,
  departments,
  kiotvietCategories,
  kiotvietProducts,
  misaInventoryItems,
  roles,
  thuocsiSellers,
  thuocsiWarehouses,
  userProperties,
  users,
} from '../db/schema/index';
import { readAdminUnits } from './reference-data/admin-units';
import { CUSTOMER_TYPES } from './reference-data/customer-types';

/** Rows per insert statement of the address tree. */
const CHUNK_ROWS = 1000;

function chunks<T>(rows: readonly T[], size = CHUNK_ROWS): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/**
 * Inserts rows of text columns, leaving alone those already there. The rows travel as one JSON
 * parameter rather than thousands of bound values, which PGlite takes several times faster.
 */
async function insertTextRows(
  db: Pick<Database, 'execute'>,
  table: PgTable,
  rows: readonly Record<string, string>[],
): Promise<void> {
  const keys = Object.keys(rows[0] ?? {});
  if (keys.length === 0) return;
  const columns = getTableColumns(table);
  const targets = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return sql.identifier(column.name);
  });
  const fields = keys.map((key) => sql.identifier(key));
  const record = keys.map((key) => sql`${sql.identifier(key)} text`);
  await db.execute(
    sql`insert into ${table} (${sql.join(targets, sql`, `)})
      select ${sql.join(fields, sql`, `)}
      from json_to_recordset(${JSON.stringify(rows)}::json) as row_data (${sql.join(record, sql`, `)})
      on conflict do nothing`,
  );
}

export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(departments)
    .values(DEPARTMENTS.map(({ code, bit, name }) => ({ code, bit, name })))
    .onConflictDoUpdate({
      target: departments.code,
      set: { bit: sql`excluded.bit`, name: sql`excluded.name` },
    });
  await db
    .insert(roles)
    .values(ROLES.map(({ code, level, name }) => ({ code, level, name })))
    .onConflictDoUpdate({
      target: roles.code,
      set: { level: sql`excluded.level`, name: sql`excluded.name` },
    });
  await db
    .insert(customerTypes)
    .values(CUSTOMER_TYPES.map(({ code, name }) => ({ code, name })))
    .onConflictDoNothing({ target: customerTypes.code });
  await seedAddresses(db);
}

/**
 * The province/district/ward tree of the committed seed file. Skipped when every ward is there
 * already (each start-up); otherwise adds what is missing and leaves existing rows as they are.
 */
export async function seedAddresses(db: Database): Promise<void> {
  const units = await readAdminUnits();
  const [present] = await db.select({ n: count() }).from(addressWards);
  if (present?.n === units.wards.length) return;
  await db.transaction(async (tx) => {
    for (const rows of chunks(units.provinces)) await insertTextRows(tx, addressProvinces, rows);
    for (const rows of chunks(units.districts)) await insertTextRows(tx, addressDistricts, rows);
    for (const rows of chunks(units.wards)) await insertTextRows(tx, addressWards, rows);
  });
}

/**
 * The demo sellers, warehouses, KiotViet categories and products and MISA items that are missing;
 * rows already there stay as they are. Returns how many rows were added.
 */
export async function seedDemoMasterData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const sellers = await tx
      .insert(thuocsiSellers)
      .values([...DEMO_SELLERS])
      .onConflictDoNothing()
      .returning({ id: thuocsiSellers.id });
    const warehouses = await tx
      .insert(thuocsiWarehouses)
      .values([...DEMO_WAREHOUSES])
      .onConflictDoNothing()
      .returning({ id: thuocsiWarehouses.id });
    const categories = await tx
      .insert(kiotvietCategories)
      .values([...DEMO_CATEGORIES])
      .onConflictDoNothing()
      .returning({ id: kiotvietCategories.id });
    const products = await tx
      .insert(kiotvietProducts)
      .values([...DEMO_PRODUCTS])
      .onConflictDoNothing()
      .returning({ id: kiotvietProducts.id });
    const items = await tx
      .insert(misaInventoryItems)
      .values(
        DEMO_INVENTORY_ITEMS.map((item) => ({
          ...item,
          idf: inventoryItemGuid(item.inventoryItemCode),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: misaInventoryItems.id });
    return [sellers, warehouses, categories, products, items].reduce(
      (sum, rows) => sum + rows.length,
      0,
    );
  });
}

/** Adds the demo users that are missing; users already there, and what was done to them, stay. */
export function seedDemoUsers(db: Database, password: string): Promise<number> {
  return seedUsers(db, DEMO_USERS, password);
}

/**
 * Adds the users of `accounts` that are missing, all with this password, and each leader's team
 * (audited as seeded); users already there stay as they are. How many were added.
 */
export async function seedUsers(
  db: Database,
  accounts: readonly DemoUser[],
  password: string,
): Promise<number> {
  const existing = new Set(
    (await db.select({ username: sql<string>`lower(${users.username})` }).from(users)).map(
      (row) => row.username,
    ),
  );
  const missing = accounts.filter((user) => !existing.has(user.username));
  if (missing.length === 0) return 0;

  const passwordHash = await hashPassword(password);
  const departmentIds = new Map(
    (await db.select().from(departments)).map((row) => [row.code, row.id]),
  );
  const roleIds = new Map((await db.select().from(roles)).map((row) => [row.code, row.id]));

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        missing.map((user) => ({
          username: user.username,
          passwordHash,
          fullName: user.fullName,
          mobilePhone: user.mobilePhone,
          status: user.status,
          active: user.active,
          departmentId: departmentIds.get(user.department) ?? 0,
          roleId: roleIds.get(user.role) ?? 0,
        })),
      )
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) {
      const { passwordHash: _hash, ...after } = row;
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: 'seed',
        entity: 'user',
        entityId: row.id,
        after,
      });
    }

    const ids = new Map(
      (await tx.select({ id: users.id, username: users.username }).from(users)).map((row) => [
        row.username.toLowerCase(),
        row.id,
      ]),
    );
    const members = missing.flatMap((leader) =>
      (leader.disciples ?? []).flatMap((disciple) => {
        const userId = ids.get(leader.username);
        const refUserId = ids.get(disciple);
        return userId && refUserId
          ? [
              {
                userId,
                refUserId,
                code: UserPropertyCode.MEMBER,
                subtype: MemberSubtype.DISCIPLE,
                value: String(refUserId),
              },
            ]
          : [];
      }),
    );
    if (members.length > 0) await tx.insert(userProperties).values(members);
  });
  return missing.length;
}
