import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Products of the thuocsi marketplace catalogue; code is thuocsi's product code. */
export const tsProducts = pgTable(
  'ts_products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    activeIngredient: text('active_ingredient').notNull(),
    /** Selling unit: Hộp, Chai, Tuýp... */
    unit: varchar('unit', { length: 32 }).notNull(),
    /** Packing as printed: "Hộp 10 vỉ x 10 viên". */
    packing: text('packing').notNull(),
    /** Viên nén, Viên nang, Siro, Kem bôi... */
    dosageForm: varchar('dosage_form', { length: 64 }).notNull(),
    /** Prescription only (Rx) or over the counter (OTC). */
    prescription: boolean('prescription').notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    manufacturer: text('manufacturer').notNull(),
    country: varchar('country', { length: 64 }).notNull(),
    /** Số đăng ký, e.g. VD-12345-20. */
    registrationNumber: varchar('registration_number', { length: 32 }).notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ts_products_category_idx').on(table.category)],
);
