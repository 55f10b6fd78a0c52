// The pool's settings (one row): how many customers a sale may own and dig a day, and when the
// recycling takes a customer back. The pool applies them; a customer's page shows the recycling dates.
import { POOL_SETTINGS_DEFAULTS, type UpdatePoolSettings } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { crmPoolSettings, users } from '../../../db/schema/index';

const updater = alias(users, 'updater');

/** The settings row; created with the defaults when missing. */
export async function findPoolSettings(db: Database) {
  const read = () =>
    db
      .select({
        maxOwnedPerSale: crmPoolSettings.maxOwnedPerSale,
        maxDigsPerDay: crmPoolSettings.maxDigsPerDay,
        recycleNoInteractionDays: crmPoolSettings.recycleNoInteractionDays,
        recycleNoOrderDays: crmPoolSettings.recycleNoOrderDays,
        redigCooldownDays: crmPoolSettings.redigCooldownDays,
        recycleEnabled: crmPoolSettings.recycleEnabled,
        lastRecycledOn: crmPoolSettings.lastRecycledOn,
        updatedAt: crmPoolSettings.updatedAt,
        updatedById: crmPoolSettings.updatedById,
        updatedByName: updater.fullName,
      })
      .from(crmPoolSettings)
      .leftJoin(updater, eq(updater.id, crmPoolSettings.updatedById))
      .where(eq(crmPoolSettings.id, 1))
      .limit(1);
  const [row] = await read();
  if (row) return row;
  await ensurePoolSettings(db);
  const [created] = await read();
  if (!created) throw new Error('pool settings row missing');
  return created;
}
export type PoolSettingsRow = Awaited<ReturnType<typeof findPoolSettings>>;

export async function ensurePoolSettings(db: Database): Promise<void> {
  await db
    .insert(crmPoolSettings)
    .values({ id: 1, ...POOL_SETTINGS_DEFAULTS })
    .onConflictDoNothing();
}

export async function updatePoolSettings(
  db: Database,
  values: UpdatePoolSettings,
  userId: number,
): Promise<void> {
  await ensurePoolSettings(db);
  await db
    .update(crmPoolSettings)
    .set({ ...values, updatedAt: sql`now()`, updatedById: userId })
    .where(eq(crmPoolSettings.id, 1));
}
