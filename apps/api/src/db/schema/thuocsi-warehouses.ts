import { boolean, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The company's warehouses as thuocsi knows them (stock, inbound goods and the chat use them). */
export const thuocsiWarehouses = pgTable('thuocsi_warehouses', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** The province's name, as the address shows it. */
  province: text('province').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
