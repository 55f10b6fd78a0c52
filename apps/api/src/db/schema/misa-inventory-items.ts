import { boolean, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** MISA accounting inventory items (vật tư hàng hóa); idf is MISA's inventory_item_id. */
export const misaInventoryItems = pgTable('misa_inventory_items', {
  id: serial('id').primaryKey(),
  idf: uuid('idf').notNull().unique(),
  inventoryItemCode: varchar('inventory_item_code', { length: 64 }).notNull().unique(),
  inventoryItemName: text('inventory_item_name').notNull(),
  unit: varchar('unit', { length: 32 }).notNull(),
  inactive: boolean('inactive').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
