import { boolean, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One sync job per outside system: its settings, the secret encrypted (AES-256-GCM), the schedule.
 * A run holds its job's lock, so a job never runs twice at once, whatever the number of processes.
 */
export const syncJobs = pgTable('sync_jobs', {
  source: varchar('source', { length: 16 }).primaryKey(),
  mode: varchar('mode', { length: 8 }).notNull().default('demo'),
  enabled: boolean('enabled').notNull().default(false),
  intervalMinutes: integer('interval_minutes').notNull().default(60),
  /** The source's settings without the secret. */
  settings: jsonb('settings').notNull(),
  /** iv.tag.ciphertext, base64url; null when no secret is stored. */
  secretEncrypted: text('secret_encrypted'),
  /** thuocsi: the key its order webhook is signed with, encrypted as the secret; null: none. */
  webhookSecretEncrypted: text('webhook_secret_encrypted'),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }),
});
