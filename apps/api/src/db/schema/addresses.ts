import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';

// Vietnam's administrative units (General Statistics Office codes): province > district > ward.

export const addressProvinces = pgTable('address_provinces', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  /** Tỉnh, Thành phố Trung ương. */
  type: text('type').notNull(),
});

export const addressDistricts = pgTable(
  'address_districts',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    provinceCode: varchar('province_code', { length: 2 })
      .notNull()
      .references(() => addressProvinces.code),
    name: text('name').notNull(),
    /** Quận, Huyện, Thị xã, Thành phố. */
    type: text('type').notNull(),
  },
  (table) => [index('address_districts_province_idx').on(table.provinceCode)],
);

export const addressWards = pgTable(
  'address_wards',
  {
    code: varchar('code', { length: 5 }).primaryKey(),
    districtCode: varchar('district_code', { length: 3 })
      .notNull()
      .references(() => addressDistricts.code),
    name: text('name').notNull(),
    /** Phường, Xã, Thị trấn. */
    type: text('type').notNull(),
  },
  (table) => [index('address_wards_district_idx').on(table.districtCode)],
);
