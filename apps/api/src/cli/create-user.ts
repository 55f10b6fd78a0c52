// Creates a user on any database, e.g. the first administrator of a production PostgreSQL.
// The password is read from NEW_USER_PASSWORD or asked for; the user must change it at first sign-in.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  DEPARTMENTS,
  type DepartmentCode,
  ROLES,
  type RoleCode,
  UserStatus,
  isStrongPassword,
  PASSWORD_RULE_MESSAGE,
} from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { resolveConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../seed/seed';
import { departments, roles, users } from '../db/schema/index';
import { readEnv } from '../env';
import { hashPassword } from '../lib/password';
import { SYSTEM_ACTOR, recordAudit } from '../modules/audit/audit.repository';

const usage = `Usage: npm run user:create -- --username NAME --full-name "Full Name" --department ${DEPARTMENTS.map((d) => d.code).join('|')} --role ${ROLES.map((r) => r.code).join('|')} [--phone 0xxxxxxxxx]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      'full-name': { type: 'string' },
      department: { type: 'string', default: 'ADMIN' },
      role: { type: 'string', default: 'HUMAN' },
      phone: { type: 'string' },
    },
  });
  const username = values.username?.trim();
  const fullName = values['full-name']?.trim();
  const department = DEPARTMENTS.find((d) => d.code === (values.department as DepartmentCode));
  const role = ROLES.find((r) => r.code === (values.role as RoleCode));
  if (!username || !fullName || !department || !role) throw new Error(usage);

  const env = readEnv();
  let password = env.NEW_USER_PASSWORD ?? '';
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Temporary password: ');
    rl.close();
  }
  if (!isStrongPassword(password)) throw new Error(PASSWORD_RULE_MESSAGE);

  const config = await resolveConfig(env);
  const handle = await openDatabase(config.database);
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    const { db } = handle;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    if (taken) throw new Error(`The username "${username}" is taken.`);
    const [dep] = await db.select().from(departments).where(eq(departments.code, department.code));
    const [rol] = await db.select().from(roles).where(eq(roles.code, role.code));
    if (!dep || !rol) throw new Error('Reference data is missing.');
    const [created] = await db
      .insert(users)
      .values({
        username,
        fullName,
        mobilePhone: values.phone ?? null,
        passwordHash: await hashPassword(password),
        status: UserStatus.MUST_CHANGE_PASSWORD,
        active: true,
        departmentId: dep.id,
        roleId: rol.id,
      })
      .returning();
    if (!created) throw new Error('The user was not created.');
    const { passwordHash: _hash, ...after } = created;
    await recordAudit(
      db,
      { ...SYSTEM_ACTOR, username: 'cli' },
      {
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after,
      },
    );
    process.stdout.write(
      `Created ${username} (${role.code}, ${department.code}); they must change the password at first sign-in.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
