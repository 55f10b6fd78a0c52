import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** KiotViet's product categories, a tree; id is KiotViet's categoryId. */
export const kiotvietCategories = pgTable(
  'kiotviet_categories',
  {
    id: integer('id').primaryKey(),
    /** Not a foreign key: a sync may bring a child before its parent. */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
  },
  (table) => [index('kiotviet_categories_parent_idx').on(table.parentId)],
);

/** Products of the KiotViet retail stores; idf is KiotViet's product id. */
export const kiotvietProducts = pgTable(
  'kiotviet_products',
  {
    id: serial('id').primaryKey(),
    idf: bigint('idf', { mode: 'number' }).notNull().unique(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    unit: varchar('unit', { length: 32 }).notNull(),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    categoryId: integer('category_id'),
    /** The MISA inventory item codes this product is booked as. */
    msPrivateSkus: text('ms_private_skus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kiotviet_products_category_idx').on(table.categoryId)],
);
