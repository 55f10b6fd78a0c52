import {
  type ApprovalStatus,
  type CustomerCollection,
  type CustomerSortField,
  type PipelineState,
  type SortOrder,
} from '@backoffice/shared';
import {
  type SQL,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { escapeLike } from '../../../lib/search-words';
import {
  addressDistricts,
  addressProvinces,
  addressWards,
  crmCustomerSources,
  crmCustomers,
  crmPoolEvents,
  crmSaleCustomerCategories,
  crmSaleCustomers,
  crmSearchWords,
  crmTags,
  customerTypes,
  departments,
  users,
} from '../../../db/schema/index';

const owner = alias(users, 'owner');
const creator = alias(users, 'creator');

/** Customers with everything a list or the detail shows, and `viewerId`'s own view of each. */
export async function findCustomerRows(db: Database, viewerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: crmCustomers.id,
      code: crmCustomers.code,
      name: crmCustomers.name,
      contactName: crmCustomers.contactName,
      mobilePhone: crmCustomers.mobilePhone,
      email: crmCustomers.email,
      street: crmCustomers.street,
      wardCode: crmCustomers.wardCode,
      wardName: addressWards.name,
      districtCode: crmCustomers.districtCode,
      districtName: addressDistricts.name,
      provinceCode: crmCustomers.provinceCode,
      provinceName: addressProvinces.name,
      customerTypeId: crmCustomers.customerTypeId,
      customerTypeName: customerTypes.name,
      sourceId: crmCustomers.sourceId,
      sourceName: crmCustomerSources.name,
      tags: crmCustomers.tags,
      isOld: crmCustomers.isOld,
      note: crmCustomers.note,
      collection: crmCustomers.collection,
      ownerId: crmCustomers.ownerId,
      ownerName: owner.fullName,
      ownedSince: crmCustomers.ownedSince,
      approvalStatus: crmCustomers.approvalStatus,
      createdById: crmCustomers.createdById,
      createdByName: creator.fullName,
      createdAt: crmCustomers.createdAt,
      updatedAt: crmCustomers.updatedAt,
      lastInteractionAt: crmCustomers.lastInteractionAt,
      lastOrderAt: crmCustomers.lastOrderAt,
      deletedAt: crmCustomers.deletedAt,
      state: crmSaleCustomers.state,
      categoryId: crmSaleCustomers.categoryId,
      categoryName: crmSaleCustomerCategories.name,
      pinned: crmSaleCustomers.pinned,
      hidden: crmSaleCustomers.hidden,
      doNotCall: crmSaleCustomers.doNotCall,
    })
    .from(crmCustomers)
    .leftJoin(addressWards, eq(addressWards.code, crmCustomers.wardCode))
    .leftJoin(addressDistricts, eq(addressDistricts.code, crmCustomers.districtCode))
    .leftJoin(addressProvinces, eq(addressProvinces.code, crmCustomers.provinceCode))
    .leftJoin(customerTypes, eq(customerTypes.id, crmCustomers.customerTypeId))
    .leftJoin(crmCustomerSources, eq(crmCustomerSources.id, crmCustomers.sourceId))
    .leftJoin(owner, eq(owner.id, crmCustomers.ownerId))
    .leftJoin(creator, eq(creator.id, crmCustomers.createdById))
    .leftJoin(
      crmSaleCustomers,
      and(eq(crmSaleCustomers.customerId, crmCustomers.id), eq(crmSaleCustomers.saleId, viewerId)),
    )
    .leftJoin(
      crmSaleCustomerCategories,
      eq(crmSaleCustomerCategories.id, crmSaleCustomers.categoryId),
    )
    .where(inArray(crmCustomers.id, [...ids]));
}
export type CustomerRow = Awaited<ReturnType<typeof findCustomerRows>>[number];

/** The stored row alone (no joins), optionally locked for the transaction's change. */
export async function findCustomerRecord(db: Database, id: number, lock = false) {
  const query = db.select().from(crmCustomers).where(eq(crmCustomers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type CustomerRecord = typeof crmCustomers.$inferSelect;

/** The customer (not deleted) that has this phone number, other than `exceptId`. */
export async function findCustomerByPhone(db: Database, phone: string, exceptId?: number) {
  const [row] = await db
    .select({
      id: crmCustomers.id,
      code: crmCustomers.code,
      name: crmCustomers.name,
      ownerId: crmCustomers.ownerId,
      ownerName: owner.fullName,
      collection: crmCustomers.collection,
      approvalStatus: crmCustomers.approvalStatus,
    })
    .from(crmCustomers)
    .leftJoin(owner, eq(owner.id, crmCustomers.ownerId))
    .where(
      and(
        eq(crmCustomers.mobilePhone, phone),
        isNull(crmCustomers.deletedAt),
        exceptId === undefined ? undefined : ne(crmCustomers.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export type CustomerInsert = typeof crmCustomers.$inferInsert;

export async function insertCustomer(db: Database, values: CustomerInsert): Promise<number> {
  const [row] = await db.insert(crmCustomers).values(values).returning({ id: crmCustomers.id });
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

export async function updateCustomer(
  db: Database,
  id: number,
  values: Partial<CustomerInsert>,
): Promise<void> {
  await db
    .update(crmCustomers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(crmCustomers.id, id));
}

/** Customers a sale owns now (pending ones included). */
export async function countOwnedBy(db: Database, saleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crmCustomers)
    .where(and(eq(crmCustomers.ownerId, saleId), isNull(crmCustomers.deletedAt)));
  return row?.n ?? 0;
}

export async function wardExists(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: addressWards.code })
    .from(addressWards)
    .where(eq(addressWards.code, code))
    .limit(1);
  return rows.length > 0;
}

export async function customerTypeExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(eq(customerTypes.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function sourceExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: crmCustomerSources.id })
    .from(crmCustomerSources)
    .where(eq(crmCustomerSources.id, id))
    .limit(1);
  return rows.length > 0;
}

/** Adds the tags the picker does not offer yet. */
export async function registerTags(db: Database, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await db
    .insert(crmTags)
    .values(tags.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function listSources(db: Database) {
  return db
    .select({
      id: crmCustomerSources.id,
      code: crmCustomerSources.code,
      name: crmCustomerSources.name,
    })
    .from(crmCustomerSources)
    .orderBy(asc(crmCustomerSources.id));
}

export async function listTags(db: Database) {
  return db.select({ id: crmTags.id, name: crmTags.name }).from(crmTags).orderBy(asc(crmTags.name));
}

export interface PoolEventInsert {
  customerId: number;
  type: string;
  saleId?: number | null;
  actorId?: number | null;
  reason?: string | null;
  detail?: unknown;
  at?: Date;
}

export async function insertPoolEvent(db: Database, event: PoolEventInsert): Promise<void> {
  await db.insert(crmPoolEvents).values({
    customerId: event.customerId,
    type: event.type,
    saleId: event.saleId ?? null,
    actorId: event.actorId ?? null,
    reason: event.reason ?? null,
    detail: event.detail ?? null,
    ...(event.at && { at: event.at }),
  });
}

// ---------------------------------------------------------------------------------------------
// Search

export type CustomerListScope =
  | { kind: 'my'; ownerIds: readonly number[] }
  | { kind: 'pool' }
  /** The ocean: every customer; pending ones only of these owners (all when null). */
  | { kind: 'ocean'; pendingOwnerIds: readonly number[] | null; ownerIds?: readonly number[] };

export interface CustomerSearchFilter {
  scope: CustomerListScope;
  viewerId: number;
  /**
   * What the search box asks, each term a list of alternatives: every term must appear in the
   * customer's text (normalised by search_text() in SQL), as one of its alternatives.
   */
  terms: readonly (readonly string[])[];
  tags?: readonly string[] | undefined;
  typeIds?: readonly number[] | undefined;
  provinces?: readonly string[] | undefined;
  districts?: readonly string[] | undefined;
  wards?: readonly string[] | undefined;
  sourceIds?: readonly number[] | undefined;
  isOld?: boolean | undefined;
  categoryId?: number | undefined;
  state?: PipelineState | undefined;
  approvalStatus?: ApprovalStatus | undefined;
  includeHidden: boolean;
  sortField: CustomerSortField;
  sortOrder: SortOrder;
  pinnedFirst: boolean;
  page: number;
  pageSize: number;
  countCap: number;
  /** How many of the newest customers a text search looks at first (tests make it small). */
  recentWindow?: number;
}

/** The viewer's own sale-customer row of the customer being filtered. */
function ownView(viewerId: number, condition: SQL): SQL {
  return sql`exists (select 1 from ${crmSaleCustomers}
    where ${crmSaleCustomers.saleId} = ${viewerId}
      and ${crmSaleCustomers.customerId} = ${crmCustomers.id}
      and ${condition})`;
}

/**
 * One term of the text: any of its alternatives appears in the customer's text. `indexed: false`
 * keeps the trigram index out of it (a common word makes the index slower than reading the rows).
 */
function termCondition(alternatives: readonly string[], indexed: boolean): SQL | undefined {
  const matches = alternatives.map((term) =>
    // Words under 3 letters have no trigram: they only filter, they never drive the index.
    indexed && term.length >= 3
      ? sql`${crmCustomers.searchDoc} like '%' || search_text(${escapeLike(term)}) || '%'`
      : sql`(${crmCustomers.searchDoc} || '') like '%' || search_text(${escapeLike(term)}) || '%'`,
  );
  return matches.length === 1 ? matches[0] : or(...matches);
}

function textConditions(
  terms: CustomerSearchFilter['terms'],
  indexed: (index: number) => boolean = () => true,
): (SQL | undefined)[] {
  return terms.map((alternatives, index) => termCondition(alternatives, indexed(index)));
}

function searchConditions(filter: CustomerSearchFilter): SQL | undefined {
  return and(...baseConditions(filter), ...textConditions(filter.terms));
}

/** Every condition but the text. */
function baseConditions(filter: CustomerSearchFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [isNull(crmCustomers.deletedAt)];
  const { scope } = filter;
  switch (scope.kind) {
    case 'my':
      conditions.push(
        scope.ownerIds.length > 0 ? inArray(crmCustomers.ownerId, [...scope.ownerIds]) : sql`false`,
      );
      break;
    case 'pool':
      conditions.push(
        eq(crmCustomers.collection, 'POOL' satisfies CustomerCollection),
        eq(crmCustomers.approvalStatus, 'APPROVED' satisfies ApprovalStatus),
      );
      break;
    case 'ocean':
      if (scope.pendingOwnerIds !== null) {
        conditions.push(
          scope.pendingOwnerIds.length > 0
            ? or(
                eq(crmCustomers.approvalStatus, 'APPROVED' satisfies ApprovalStatus),
                inArray(crmCustomers.ownerId, [...scope.pendingOwnerIds]),
              )
            : eq(crmCustomers.approvalStatus, 'APPROVED' satisfies ApprovalStatus),
        );
      }
      if (scope.ownerIds) conditions.push(inArray(crmCustomers.ownerId, [...scope.ownerIds]));
      break;
  }

  if (filter.tags?.length) conditions.push(arrayOverlaps(crmCustomers.tags, [...filter.tags]));
  if (filter.typeIds?.length)
    conditions.push(inArray(crmCustomers.customerTypeId, [...filter.typeIds]));
  // A ward lies in one district, a district in one province: only the finest level picked drives
  // an index; the coarser ones only check (a province's index would add a third of the table).
  const wards = filter.wards ?? [];
  const districts = filter.districts ?? [];
  const provinces = filter.provinces ?? [];
  if (wards.length) conditions.push(inArray(crmCustomers.wardCode, [...wards]));
  if (districts.length) {
    conditions.push(
      wards.length
        ? inArray(sql`(${crmCustomers.districtCode} || '')`, [...districts])
        : inArray(crmCustomers.districtCode, [...districts]),
    );
  }
  if (provinces.length) {
    conditions.push(
      wards.length || districts.length
        ? inArray(sql`(${crmCustomers.provinceCode} || '')`, [...provinces])
        : inArray(crmCustomers.provinceCode, [...provinces]),
    );
  }
  if (filter.sourceIds?.length)
    conditions.push(inArray(crmCustomers.sourceId, [...filter.sourceIds]));
  if (filter.isOld !== undefined) conditions.push(eq(crmCustomers.isOld, filter.isOld));
  if (filter.approvalStatus)
    conditions.push(eq(crmCustomers.approvalStatus, filter.approvalStatus));
  if (filter.categoryId !== undefined) {
    conditions.push(
      ownView(filter.viewerId, sql`${crmSaleCustomers.categoryId} = ${filter.categoryId}`),
    );
  }
  if (filter.state) {
    conditions.push(ownView(filter.viewerId, sql`${crmSaleCustomers.state} = ${filter.state}`));
  }
  if (!filter.includeHidden) {
    conditions.push(sql`not ${ownView(filter.viewerId, sql`${crmSaleCustomers.hidden}`)}`);
  }
  return conditions;
}

const sortColumns = {
  id: crmCustomers.id,
  name: crmCustomers.name,
  code: crmCustomers.code,
  createdAt: crmCustomers.createdAt,
  updatedAt: crmCustomers.updatedAt,
  lastInteractionAt: crmCustomers.lastInteractionAt,
} as const;

function searchOrder(filter: CustomerSearchFilter): SQL[] {
  const order: SQL[] = [];
  if (filter.pinnedFirst) {
    order.push(sql`${ownView(filter.viewerId, sql`${crmSaleCustomers.pinned}`)} desc`);
  }
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  if (filter.sortField !== 'id') {
    const column = sortColumns[filter.sortField];
    order.push(
      filter.sortField === 'lastInteractionAt'
        ? filter.sortOrder === 'asc'
          ? sql`${column} asc nulls last`
          : sql`${column} desc nulls last`
        : direction(column),
    );
  }
  order.push(direction(crmCustomers.id));
  return order;
}

export interface SearchResult {
  ids: number[];
  total: number;
  capped: boolean;
}

/** The ids of one page of the search, in order, and how many match (up to the cap). */
export async function searchCustomerIds(
  db: Database,
  filter: CustomerSearchFilter,
): Promise<SearchResult> {
  if (filter.terms.length > 0 && filter.sortField === 'id' && !filter.pinnedFirst) {
    return searchByRecency(db, filter);
  }
  const where = searchConditions(filter);
  const rows = await db
    .select({ id: crmCustomers.id })
    .from(crmCustomers)
    .where(where)
    .orderBy(...searchOrder(filter))
    .limit(filter.pageSize)
    .offset(filter.page * filter.pageSize);
  const ids = rows.map((row) => row.id);
  if (filter.page === 0 && ids.length < filter.pageSize) {
    return { ids, total: ids.length, capped: false };
  }
  return { ids, ...(await cappedCount(db, where, filter.countCap)) };
}

async function cappedCount(db: Database, where: SQL | undefined, cap: number) {
  const capped = db
    .select({ one: sql`1` })
    .from(crmCustomers)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const total = row?.n ?? 0;
  return { total: Math.min(total, cap), capped: total > cap };
}

/** The planner's estimate of how many customers meet these conditions (no row is read). */
async function estimateRows(db: Database, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(crmCustomers)
    .where(where);
  const result = await db.execute(sql`explain (format json) ${query}`);
  const [first] = (result as { rows: Record<string, unknown>[] }).rows;
  const raw = first ? Object.values(first)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return plan?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** The newest customers (of the filters but the text) a text search looks at first. */
const RECENT_WINDOW = 4000;
/** A word found in more than this share of them is common: the trigram index would not help. */
const COMMON_WORD_SHARE = 0.01;

/**
 * A text search in the newest-first order, fast on a million customers whether the text is common
 * or rare. The planner cannot tell how rare a text is, so this looks first at the newest
 * RECENT_WINDOW customers of the other filters: when the page is among them (a common text), that
 * is the answer, and counting the matches stops early. Otherwise the text is rare, and the whole
 * table is searched through the trigram index on its rare words only (a common word's trigrams
 * cost more to intersect than to check row by row), returning every match up to the cap, sorted.
 */
async function searchByRecency(db: Database, filter: CustomerSearchFilter): Promise<SearchResult> {
  const base = baseConditions(filter);
  const windowSize = filter.recentWindow ?? RECENT_WINDOW;
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const order = filter.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const recentQuery = db
    .select({ id: crmCustomers.id, searchDoc: crmCustomers.searchDoc })
    .from(crmCustomers)
    .where(and(...base))
    .orderBy(direction(crmCustomers.id))
    .limit(windowSize);
  const inRecent = (alternatives: readonly string[]) =>
    or(
      ...alternatives.map(
        (term) => sql`recent.search_doc like '%' || search_text(${escapeLike(term)}) || '%'`,
      ),
    );
  const all = and(...filter.terms.map(inRecent));
  const wanted = (filter.page + 1) * filter.pageSize;
  // One pass over the window: the first ids matching every term, and how often each term matches.
  const result = await db.execute(sql`
    with recent as materialized (${recentQuery})
    select
      (select coalesce(array_agg(page.id order by page.id ${order}), '{}')
       from (select id from recent where ${all} order by id ${order} limit ${wanted}) as page) as ids,
      count(*)::int as seen,
      (count(*) filter (where ${all}))::int as hits
      ${sql.join(
        filter.terms.map(
          (alternatives, index) =>
            sql`, (count(*) filter (where ${inRecent(alternatives)}))::int as ${sql.identifier(`t${String(index)}`)}`,
        ),
      )}
    from recent`);
  const [sample] = (result as { rows: Record<string, unknown>[] }).rows;
  const probe = (sample?.ids as number[] | undefined) ?? [];
  const seen = Number(sample?.seen ?? 0);
  const hits = Number(sample?.hits ?? 0);
  const start = filter.page * filter.pageSize;
  if (seen < windowSize) {
    // The window held every customer of the other filters: it is the whole answer.
    return {
      ids: probe.slice(start),
      total: Math.min(hits, filter.countCap),
      capped: hits > filter.countCap,
    };
  }
  if (probe.length === wanted) {
    // Common enough to fill the page among the newest. When the share of matches among them, over
    // the planner's estimate of the rows of the other filters, clearly passes the cap, the count is
    // that estimate (capped); otherwise it is counted, reading rows (it stops at the cap).
    const ids = probe.slice(start);
    if ((hits / seen) * (await estimateRows(db, and(...base))) >= 2 * filter.countCap) {
      return { ids, total: filter.countCap, capped: true };
    }
    const where = and(...base, ...textConditions(filter.terms, () => false));
    return { ids, ...(await cappedCount(db, where, filter.countCap)) };
  }
  const share = (index: number) => Number(sample?.[`t${String(index)}`] ?? 0) / seen;
  const rows = await db
    .select({ id: crmCustomers.id })
    .from(crmCustomers)
    .where(
      and(...base, ...textConditions(filter.terms, (index) => share(index) <= COMMON_WORD_SHARE)),
    )
    .orderBy(direction(crmCustomers.id))
    // Enough to count to the cap, and to answer a page past it (the pager and the export go on).
    .limit(Math.max(filter.countCap, start + filter.pageSize) + 1);
  return {
    ids: rows.slice(start, start + filter.pageSize).map((row) => row.id),
    total: Math.min(rows.length, filter.countCap),
    capped: rows.length > filter.countCap,
  };
}

// ---------------------------------------------------------------------------------------------
// Ownership

/** Any fixed pair: digs, approvals and assignments to one sale wait here for one another. */
const OWNERSHIP_LOCK_KEY = 4_242_040;

/**
 * Serialises, until the transaction ends, the changes that give customers to this sale, so the
 * owned and daily caps are counted and used up by one transaction at a time.
 */
export async function lockSaleOwnership(db: Database, saleId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${OWNERSHIP_LOCK_KEY}, ${saleId})`);
}

/** A user who may own customers: active, of the SALE department. */
export async function findUserForOwnership(db: Database, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      active: users.active,
      department: departments.bit,
    })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * For each word (normalised), null when some customer's text contains it, else the known words most
 * like it (small typos), best first; an empty list when none is near enough.
 */
export async function nearWords(
  db: Database,
  words: readonly string[],
): Promise<(string[] | null)[]> {
  const result: (string[] | null)[] = [];
  for (const word of words) {
    const known = await db
      .select({ word: crmSearchWords.word })
      .from(crmSearchWords)
      .where(sql`${crmSearchWords.word} like '%' || search_text(${escapeLike(word)}) || '%'`)
      .limit(1);
    if (known.length > 0 || word.length < 3) {
      result.push(null);
      continue;
    }
    const near = await db
      .select({ word: crmSearchWords.word })
      .from(crmSearchWords)
      .where(sql`${crmSearchWords.word} % search_text(${word})`)
      .orderBy(
        sql`similarity(${crmSearchWords.word}, search_text(${word})) desc`,
        asc(crmSearchWords.word),
      )
      .limit(NEAR_WORDS);
    result.push(near.map((row) => row.word));
  }
  return result;
}

/** How many corrections of one word are searched. */
const NEAR_WORDS = 4;
