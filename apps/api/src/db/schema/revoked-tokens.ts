import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tokens signed out before they expire, by their id (jti); a row is of no use once it expires. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
