import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { crmCustomerSources } from './crm-customer-sources';
import { customerTypes } from './crm-customer-types';
import { users } from './users';

/**
 * A customer of the CRM: a pharmacy, clinic, hospital or distributor. A trigger (custom migration)
 * gives the code (KH + id), copies the district and province of the ward, and keeps `search_doc`,
 * the accent-free text the search box matches (name, contact, phone, code, address).
 */
export const crmCustomers = pgTable(
  'crm_customers',
  {
    id: serial('id').primaryKey(),
    /** Set by the trigger when empty: KH + the id on 7 digits. */
    code: varchar('code', { length: 16 }).notNull().default(''),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    /** 10 digits starting with 0; one customer per number (among customers not deleted). */
    mobilePhone: varchar('mobile_phone', { length: 10 }),
    email: text('email'),
    street: text('street'),
    /**
     * A ward of the address tree, checked when written; not a foreign key, so that a new release of
     * the administrative units never blocks or rewrites a customer.
     */
    wardCode: varchar('ward_code', { length: 5 }),
    /** Copied from the ward by the trigger, so that location filters read one table. */
    districtCode: varchar('district_code', { length: 3 }),
    provinceCode: varchar('province_code', { length: 2 }),
    customerTypeId: integer('customer_type_id').references(() => customerTypes.id),
    sourceId: integer('source_id').references(() => crmCustomerSources.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Has ordered before (old) or is a new lead. */
    isOld: boolean('is_old').notNull().default(false),
    note: text('note'),
    /** OWNED (owner set), POOL (released or recycled), OCEAN (never distributed). */
    collection: varchar('collection', { length: 8 }).notNull().default('OCEAN'),
    ownerId: integer('owner_id').references(() => users.id),
    ownedSince: timestamp('owned_since', { withTimezone: true }),
    /** PENDING (a sale's new customer), APPROVED, REJECTED (then also deleted). */
    approvalStatus: varchar('approval_status', { length: 10 }).notNull().default('APPROVED'),
    createdById: integer('created_by_id').references(() => users.id),
    approvedById: integer('approved_by_id').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Who owned it before it went to the pool, and when: the re-dig cooldown reads them. */
    lastOwnerId: integer('last_owner_id').references(() => users.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** Soft delete: restorable, audited. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => users.id),
    /** search_text() of what the search box matches; kept by the trigger. */
    searchDoc: text('search_doc').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crm_customers_code_key').on(table.code),
    uniqueIndex('crm_customers_mobile_phone_key')
      .on(table.mobilePhone)
      .where(sql`${table.deletedAt} is null and ${table.mobilePhone} is not null`),
    index('crm_customers_search_doc_trgm_idx').using('gin', table.searchDoc.op('gin_trgm_ops')),
    index('crm_customers_tags_idx').using('gin', table.tags),
    index('crm_customers_owner_idx')
      .on(table.ownerId, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('crm_customers_collection_idx')
      .on(table.collection, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The pool filtered by district, newest first: the sales' main digging view.
    index('crm_customers_pool_district_idx')
      .on(table.districtCode, table.id)
      .where(sql`${table.collection} = 'POOL' and ${table.deletedAt} is null`),
    index('crm_customers_province_idx').on(table.provinceCode),
    index('crm_customers_district_idx').on(table.districtCode),
    index('crm_customers_ward_idx').on(table.wardCode),
    index('crm_customers_type_idx').on(table.customerTypeId),
    index('crm_customers_source_idx').on(table.sourceId),
    // The customers each sale created in a period (the sales reports' new customers).
    index('crm_customers_created_by_idx')
      .on(table.createdById, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('crm_customers_pending_idx')
      .on(table.createdById)
      .where(sql`${table.approvalStatus} = 'PENDING'`),
    check('crm_customers_collection_check', sql`${table.collection} in ('OWNED', 'POOL', 'OCEAN')`),
    check(
      'crm_customers_owner_check',
      sql`(${table.collection} = 'OWNED') = (${table.ownerId} is not null)`,
    ),
    check(
      'crm_customers_approval_check',
      sql`${table.approvalStatus} in ('PENDING', 'APPROVED', 'REJECTED')`,
    ),
  ],
);
