import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per username and address, for throttling across every API process: an attempt is
 * written before its password is checked and removed when it succeeds, so what stays are failures.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_key_idx').on(table.usernameKey, table.ip, table.failedAt),
    index('login_failures_ip_idx').on(table.ip, table.failedAt),
  ],
);
