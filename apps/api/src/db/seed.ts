// Reference data (departments, roles) for every database; demo users only for the embedded default and tests.
import { DEPARTMENTS, MemberSubtype, ROLES, UserPropertyCode } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import { SYSTEM_ACTOR, recordAudit } from '../modules/audit/audit.repository';
import type { Database } from './client';
import { DEMO_USERS } from './demo-users';
import { departments, roles, userProperties, users } from './schema/index';

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
}

/** Adds the demo users that are missing; users already there, and what was done to them, stay. */
export async function seedDemoUsers(db: Database, password: string): Promise<number> {
  const existing = new Set(
    (await db.select({ username: sql<string>`lower(${users.username})` }).from(users)).map(
      (row) => row.username,
    ),
  );
  const missing = DEMO_USERS.filter((user) => !existing.has(user.username));
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
