// Fifty sales dig the same pool customer at the same moment, twenty times over, on PostgreSQL (PGlite
// has one connection and proves nothing about races): exactly one wins each time, the others get 409.
import { randomBytes } from 'node:crypto';
import { CRM_MESSAGES, type Customer, Department, Role } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config';
import {
  crmCustomers,
  crmPoolEvents,
  crmPoolSettings,
  departments,
  roles,
  users,
} from '../../../db/schema/index';
import { readEnv } from '../../../env';
import { createScratchDatabase } from '../../../test/scratch-database';
import { type TestApp, bearer, startApp } from '../../../test/test-app';
import { insertCustomerRow } from '../crm.testing';

const url = readEnv().DATABASE_URL;
const SALES = 50;
const ROUNDS = 20;

describe.runIf(url)('50 sales digging one pool customer at once (PostgreSQL)', () => {
  let app: TestApp;
  let drop: () => Promise<void>;
  const sales: { id: number; token: string }[] = [];

  beforeAll(async () => {
    const scratch = await createScratchDatabase(url ?? '', 't');
    drop = scratch.drop;
    const config: AppConfig = {
      // One connection per sale, so the fifty transactions really run side by side.
      database: { kind: 'postgres', url: scratch.url, poolMax: SALES },
      jwtSecret: randomBytes(32),
      jwtTtl: '1h',
      seedDemo: true,
      demoPassword: 'demo123',
      trustProxy: false,
      logLevel: 'silent',
      webDistDir: null,
    };
    app = await startApp(config);
    const db = app.ctx.db;
    await db
      .update(crmPoolSettings)
      .set({ maxDigsPerDay: ROUNDS * 2, maxOwnedPerSale: ROUNDS * 2 });
    const [sale] = await db.select().from(departments).where(eq(departments.bit, Department.SALE));
    const [human] = await db.select().from(roles).where(eq(roles.level, Role.HUMAN));
    if (!sale || !human) throw new Error('reference data missing');
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: SALES }, (_, i) => ({
          username: `race_sale_${String(i)}`,
          passwordHash: 'not-used',
          fullName: `Nhân viên đua ${String(i)}`,
          status: 1,
          active: true,
          departmentId: sale.id,
          roleId: human.id,
        })),
      )
      .returning({ id: users.id, username: users.username, fullName: users.fullName });
    for (const user of created) {
      const token = await app.ctx.tokens.sign(
        {
          id: user.id,
          username: user.username,
          fullName: user.fullName,
          mobilePhone: null,
          status: 1,
          active: true,
          judas: [],
          role: Role.HUMAN,
          department: Department.SALE,
        },
        0,
      );
      sales.push({ id: user.id, token });
    }
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('gives the customer to exactly one of them each time; the others get 409, nobody a 5xx', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const customerId = await insertCustomerRow(app, {
        name: `Nhà thuốc Tranh Giành ${String(round)}`,
      });
      const responses = await Promise.all(
        sales.map((sale) =>
          app.inject({
            method: 'POST',
            url: `/api/v1/crm/customer/${String(customerId)}/dig`,
            headers: bearer(sale.token),
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners, `round ${String(round)}: ${statuses.join(',')}`).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(SALES - 1);
      for (const loser of responses.filter((r) => r.statusCode === 409)) {
        expect(loser.json<{ message: string }>().message).toBe(CRM_MESSAGES.dugByOther);
      }
      const winner = winners[0]?.json<Customer>();
      const [stored] = await app.ctx.db
        .select()
        .from(crmCustomers)
        .where(eq(crmCustomers.id, customerId));
      expect(stored?.ownerId).toBe(winner?.ownerId);
      expect(sales.map((s) => s.id)).toContain(stored?.ownerId);
      const digs = await app.ctx.db
        .select()
        .from(crmPoolEvents)
        .where(and(eq(crmPoolEvents.customerId, customerId), eq(crmPoolEvents.type, 'DIG')));
      expect(digs).toHaveLength(1);
    }
  }, 300_000);
});
