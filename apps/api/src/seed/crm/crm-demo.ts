// The CRM's reference data (customer sources, the pool settings row, usual tags) for every database,
// and its demo data: Vietnamese pharmacies, drugstores, clinics, hospitals and pharmaceutical
// companies spread over the demo sales, the pool and the ocean, with states, interactions and tasks.
// Generated inside the database from the row number with a fixed integer hash and fixed word lists,
// so every run makes the same customers (times are relative to `now`), a few thousand load in
// about a second on PGlite and a million in minutes on PostgreSQL.
import { POOL_SETTINGS_DEFAULTS } from '@backoffice/shared';
import { type SQL, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  crmCustomerOwners,
  crmCustomerSources,
  crmCustomers,
  crmPoolSettings,
  crmSearchWords,
  crmTags,
  customerTypes,
  users,
} from '../../db/schema/index';
import {
  BRANDS,
  IDENTITY_SALT,
  KINDS,
  PHONE_PREFIXES,
  PROVINCE_DRAW,
} from '../../demo-data/identity';

export const CUSTOMER_SOURCES: readonly { code: string; name: string }[] = [
  { code: 'MARKETPLACE', name: 'Sàn thuocsi' },
  { code: 'REFERRAL', name: 'Được giới thiệu' },
  { code: 'COLD_CALL', name: 'Gọi điện chào hàng' },
  { code: 'WALK_IN', name: 'Khách tự liên hệ' },
  { code: 'WEBSITE', name: 'Website, Zalo OA' },
  { code: 'EVENT', name: 'Hội thảo, sự kiện' },
  { code: 'RETAIL', name: 'Cửa hàng bán lẻ' },
  { code: 'OTHER', name: 'Khác' },
];

export const USUAL_TAGS: readonly string[] = [
  'VIP',
  'Khách sỉ',
  'Khách lẻ',
  'Chuỗi nhà thuốc',
  'Thuốc kê đơn',
  'Thực phẩm chức năng',
  'Vật tư y tế',
  'Thanh toán chậm',
  'Giao gấp',
  'Mới mở',
];

/** Sources, the pool settings row and the usual tags: what every database needs. */
export async function seedCrmReferenceData(db: Database): Promise<void> {
  await db
    .insert(crmCustomerSources)
    .values([...CUSTOMER_SOURCES])
    .onConflictDoNothing({ target: crmCustomerSources.code });
  await db
    .insert(crmPoolSettings)
    .values({ id: 1, ...POOL_SETTINGS_DEFAULTS })
    .onConflictDoNothing();
  await db
    .insert(crmTags)
    .values(USUAL_TAGS.map((name) => ({ name })))
    .onConflictDoNothing();
}

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = [
  'Thị',
  'Văn',
  'Minh',
  'Ngọc',
  'Thanh',
  'Hữu',
  'Đức',
  'Thu',
  'Quốc',
  'Gia',
  'Hoàng',
  'Kim',
];
const GIVEN = [
  'Anh',
  'Bình',
  'Châu',
  'Dung',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hòa',
  'Hùng',
  'Hương',
  'Khoa',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Ngọc',
  'Nhung',
  'Phúc',
  'Phương',
  'Quân',
  'Quỳnh',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thành',
  'Trang',
  'Trung',
  'Tuấn',
  'Vy',
  'Yến',
];
/** A person's full name, the n-th of the demo's names (the same for the same n). */
export function personName(n: number): string {
  const of = (names: readonly string[], k: number) => names[k % names.length] ?? '';
  return `${of(FAMILY, n)} ${of(MIDDLE, Math.floor(n / FAMILY.length))} ${of(GIVEN, n * 7 + 3)}`;
}

const STREETS = [
  'Nguyễn Trãi',
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Cách Mạng Tháng Tám',
  'Nguyễn Văn Cừ',
  'Lê Văn Sỹ',
  'Điện Biên Phủ',
  'Võ Văn Tần',
  'Phan Đình Phùng',
  'Hoàng Văn Thụ',
  'Nguyễn Huệ',
  'Trường Chinh',
  'Quang Trung',
  'Nguyễn Thị Minh Khai',
  'Lạc Long Quân',
  'Âu Cơ',
  'Kim Mã',
  'Giải Phóng',
  'Tôn Đức Thắng',
  'Bạch Đằng',
  'Phạm Văn Đồng',
  'Lê Duẩn',
  'Hùng Vương',
  'Trần Phú',
  'Nguyễn Du',
  'Ngô Quyền',
  'Lê Hồng Phong',
  'Phan Chu Trinh',
];
const SOURCE_SHARES = [
  'MARKETPLACE',
  'MARKETPLACE',
  'MARKETPLACE',
  'MARKETPLACE',
  'REFERRAL',
  'REFERRAL',
  'COLD_CALL',
  'COLD_CALL',
  'COLD_CALL',
  'WALK_IN',
  'WEBSITE',
  'EVENT',
  'RETAIL',
  'OTHER',
];
const INTERACTIONS: readonly [string, string][] = [
  ['CALL', 'Đã gọi điện giới thiệu chương trình khuyến mãi tháng này.'],
  ['COMMENT', 'Khách hẹn tuần sau ghé lại xem hàng mẫu.'],
  ['MESSAGE', 'Đã gửi báo giá nhóm kháng sinh qua Zalo.'],
  ['CALL', 'Khách phản hồi giá cao hơn nhà cung cấp khác, cần xin thêm chiết khấu.'],
  ['VISIT', 'Đã ghé thăm, khách quan tâm nhóm thực phẩm chức năng.'],
  ['COMMENT', 'Khách đặt thử đơn nhỏ trên thuocsi.'],
  ['CALL', 'Nhắc khách thanh toán công nợ tháng trước.'],
  ['MESSAGE', 'Khách cần hóa đơn VAT cho đơn hàng gần nhất.'],
  ['VISIT', 'Giới thiệu dòng vật tư y tế mới cho phòng khám.'],
  ['COMMENT', 'Chủ nhà thuốc đi vắng, hẹn gọi lại buổi chiều.'],
];
const TASK_TITLES = [
  'Gọi lại tư vấn sản phẩm mới',
  'Gửi báo giá theo yêu cầu',
  'Ghé thăm nhà thuốc',
  'Nhắc thanh toán công nợ',
  'Xác nhận đơn hàng tuần này',
  'Cập nhật giấy phép kinh doanh dược',
];
const STATES = ['NEW', 'CONTACTED', 'INTERESTED', 'ORDERED', 'LOST', 'CONTACTED', 'INTERESTED'];

/** A well-mixed 32-bit integer of (n, salt): the same on every database and every run. */
export function mix(n: SQL, salt: number): SQL {
  const a = sql`((${n})::bigint * 2654435761 + ${salt * 40503 + 12345}::bigint) % 4294967296`;
  return sql`(((${a}) # ((${a}) >> 15)) * 73244475 % 4294967296)`;
}

/** Element of a text array chosen by a hash. */
function pick(values: readonly string[], hash: SQL): SQL {
  return sql`(${sql.param([...values])}::text[])[1 + (${hash}) % ${values.length}]`;
}

export interface CrmDemoOptions {
  /** How many customers to add. */
  customers: number;
  /** Numbering of the generated rows starts after this (to add more later without clashes). */
  offset?: number;
  /** The sales who own customers, in turn. */
  ownerIds: readonly number[];
  /** Percent of customers owned by the sales, and in the pool; the rest is the ocean. */
  ownedPercent?: number;
  poolPercent?: number;
  /** Times are relative to this. */
  now?: Date;
  /** Rows per INSERT statement. */
  batch?: number;
  /**
   * Whether the customers get a made-up order history (isOld, last order date). Off for the demo,
   * whose marketplace orders are loaded next and set both from the orders that exist.
   */
  orderHistory?: boolean;
  /** Told how many customers are in after each batch. */
  onBatch?: (added: number) => void;
}

/** Adds generated customers (and, for the owned and part of the pool, states, interactions, tasks). */
export async function generateCrmCustomers(db: Database, options: CrmDemoOptions): Promise<void> {
  const now = (options.now ?? new Date()).toISOString();
  const owned = options.ownedPercent ?? 20;
  const pool = options.poolPercent ?? 30;
  const batch = options.batch ?? 50_000;
  const owners = [...options.ownerIds];
  const start = options.offset ?? 0;
  const orderHistory = options.orderHistory ?? true;
  for (let from = start; from < start + options.customers; from += batch) {
    const to = Math.min(start + options.customers, from + batch) - 1;
    await db.transaction(async (tx) => {
      // The word list is filled once below rather than row by row by the trigger.
      await tx.execute(sql`select set_config('crm.bulk_load', 'on', true)`);
      await insertCustomerBatch(tx, { from, to, owners, owned, pool, now, orderHistory });
    });
    options.onBatch?.(to + 1 - start);
  }
  await refreshSearchWords(db);
  await refreshOwnerHistory(db);
}

/**
 * Opens the ownership history of every owned customer that has none (those of a bulk load, which
 * the trigger leaves): owned since its owned_since.
 */
export async function refreshOwnerHistory(db: Database): Promise<void> {
  // A customer with an open row is left by the conflict on its key (a probe of the index, where a
  // test of the table would read the rows the statement itself adds, again for every customer).
  await db.execute(sql`
    insert into ${crmCustomerOwners} (customer_id, sale_id, owned_from)
    select c.id, c.owner_id, coalesce(c.owned_since, c.created_at)
    from ${crmCustomers} c
    where c.owner_id is not null and c.deleted_at is null
    on conflict (customer_id) where owned_until is null do nothing`);
}

/** Adds to the word list (typo correction) the words of every customer's search text. */
export async function refreshSearchWords(db: Database): Promise<void> {
  await db.execute(sql`
    insert into ${crmSearchWords} (word)
    select distinct part
    from ${crmCustomers}, regexp_split_to_table(${crmCustomers.searchDoc}, '[^[:alpha:]]+') as part
    where length(part) between 3 and 64
    on conflict do nothing`);
}

async function insertCustomerBatch(
  db: Database,
  p: {
    from: number;
    to: number;
    owners: number[];
    owned: number;
    pool: number;
    now: string;
    orderHistory: boolean;
  },
): Promise<void> {
  // Each row's hashes are computed once, in the series below.
  const h = (salt: number) => sql`g.${sql.identifier(`h${salt}`)}`;
  const hashes = sql.join(
    Array.from(
      { length: 28 },
      (_, k) => sql`${mix(sql`n`, k + 1)} as ${sql.identifier(`h${k + 1}`)}`,
    ),
    sql`, `,
  );
  const kind = sql`(${h(IDENTITY_SALT.KIND)}) % ${KINDS.length}`;
  const prefixes = KINDS.map(([prefix]) => prefix);
  const typeCodes = KINDS.map(([, code]) => code);
  const placement = sql`(${h(9)}) % 100`;
  const ownerIndex = sql`(${h(10)}) % ${Math.max(1, p.owners.length)}`;
  const hasOwner = p.owners.length > 0 ? sql`${placement} < ${p.owned}` : sql`false`;
  const inPool =
    p.owners.length > 0
      ? sql`${placement} >= ${p.owned} and ${placement} < ${p.owned + p.pool}`
      : sql`${placement} < ${p.pool}`;
  const ownerId = sql`(${sql.param(p.owners.length > 0 ? p.owners : [0])}::int[])[1 + ${ownerIndex}]`;
  const now = sql`${p.now}::timestamptz`;
  const days = (hash: SQL, range: number) => sql`((${hash}) % ${range}) * interval '1 day'`;
  const pending = sql`(${hasOwner}) and (${h(11)}) % 40 = 0`;

  await db.execute(sql`
    insert into ${crmCustomers} (name, contact_name, mobile_phone, email, street, ward_code,
      customer_type_id, source_id, tags, is_old, collection, owner_id, owned_since,
      approval_status, created_by_id, approved_at, last_owner_id, released_at,
      last_interaction_at, last_order_at, created_at, updated_at)
    select
      ${pick(prefixes, kind)} || ' ' || ${pick(BRANDS, h(IDENTITY_SALT.BRAND))}
        || case when (${h(IDENTITY_SALT.BRANCH)}) % 10 < 3
          then ' ' || (2 + (${h(IDENTITY_SALT.BRANCH_NO)}) % 9)::text else '' end,
      ${pick(FAMILY, h(5))} || ' ' || ${pick(MIDDLE, h(6))} || ' ' || ${pick(GIVEN, h(7))},
      (${sql.param(PHONE_PREFIXES)}::text[])[1 + g.i % ${PHONE_PREFIXES.length}]
        || lpad(((g.i / ${PHONE_PREFIXES.length})::bigint * 3417119 + 1234567)::bigint % 10000000 || '', 7, '0'),
      case when (${h(8)}) % 5 = 0
        then 'lienhe' || g.i::text || '@' || ${pick(['gmail.com', 'yahoo.com', 'outlook.com'], h(12))}
      end,
      case when (${h(13)}) % 4 = 0 then 'Số ' else '' end || (1 + (${h(14)}) % 350)::text || ' '
        || ${pick(STREETS, h(15))},
      wards.codes[1 + (${h(17)}) % array_length(wards.codes, 1)],
      (types.map ->> ${pick(typeCodes, kind)})::int,
      (sources.map ->> ${pick(SOURCE_SHARES, h(18))})::int,
      case (${h(19)}) % 6
        when 0 then array[${pick(USUAL_TAGS, h(20))}]
        when 1 then array[${pick(USUAL_TAGS, h(20))}, ${pick(USUAL_TAGS, h(21))}]
        else '{}'::text[] end,
      ${p.orderHistory}::boolean and (${h(22)}) % 10 < 4,
      case when ${hasOwner} then 'OWNED' when ${inPool} then 'POOL' else 'OCEAN' end,
      case when ${hasOwner} then ${ownerId} end,
      case when ${hasOwner} then ${now} - ${days(h(23), 25)} end,
      case when ${pending} then 'PENDING' else 'APPROVED' end,
      case when ${hasOwner} then ${ownerId} end,
      case when ${hasOwner} and not (${pending}) then ${now} - ${days(h(23), 25)} end,
      case when ${inPool} and ${p.owners.length > 0} then ${ownerId} end,
      case when ${inPool} then ${now} - ${days(h(24), 60)} - interval '8 days' end,
      case when ${hasOwner} then ${now} - ${days(h(25), 20)} end,
      case when ${p.orderHistory}::boolean and (${h(22)}) % 10 < 4 then ${now} - ${days(h(26), 50)} end,
      ${now} - ${days(h(27), 720)} - interval '30 days',
      ${now} - ${days(h(28), 30)}
    from (select n as i, ${hashes},
        ${pick(PROVINCE_DRAW, mix(sql`n`, IDENTITY_SALT.PROVINCE))} as province
      from generate_series(${p.from}::int, ${p.to}::int) as n) as g
      join (select d.province_code, array_agg(w.code order by w.code) as codes
        from address_wards w join address_districts d on d.code = w.district_code
        group by d.province_code) as wards on wards.province_code = g.province,
      (select jsonb_object_agg(code, id) as map from ${customerTypes}) as types,
      (select jsonb_object_agg(code, id) as map from ${crmCustomerSources}) as sources
    order by g.i`);
}

/**
 * States, interactions and tasks of the generated customers that have an owner (or had one), once:
 * reads the customers without any interaction yet.
 */
export async function generateCrmActivity(db: Database, nowDate: Date = new Date()): Promise<void> {
  const now = sql`${nowDate.toISOString()}::timestamptz`;
  const c = sql`c.id`;
  const types = INTERACTIONS.map(([type]) => type);
  const texts = INTERACTIONS.map(([, text]) => text);
  await db.transaction(async (tx) => {
    // Each statement adds rows to the table its test of "none yet" reads: planned as a nested loop
    // over that table (believed empty), the test would read every row the statement has added so
    // far, again for each customer (hours at a million); a hash of what is there at the start
    // reads it once.
    await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
    await tx.execute(sql`
      insert into crm_sale_customers (sale_id, customer_id, state, state_changed_at, pinned, do_not_call)
      select c.owner_id, c.id, ${pick(STATES, mix(c, 31))}, c.owned_since,
        (${mix(c, 32)}) % 25 = 0, (${mix(c, 33)}) % 60 = 0
      from crm_customers c
      where c.owner_id is not null
        and not exists (select 1 from crm_sale_customers s where s.customer_id = c.id)`);
    await tx.execute(sql`
      insert into crm_interactions (customer_id, author_id, type, content, at, created_at)
      select c.id, coalesce(c.owner_id, c.last_owner_id), ${pick(types, mix(sql`c.id * 7 + n`, 34))},
        ${pick(texts, mix(sql`c.id * 7 + n`, 34))},
        coalesce(c.last_interaction_at, c.released_at)
          - (n - 1) * (interval '3 days' + ((${mix(sql`c.id * 7 + n`, 35)}) % 600) * interval '1 minute'),
        coalesce(c.last_interaction_at, c.released_at)
          - (n - 1) * (interval '3 days' + ((${mix(sql`c.id * 7 + n`, 35)}) % 600) * interval '1 minute')
      from crm_customers c, generate_series(1, 4) as n
      where coalesce(c.owner_id, c.last_owner_id) is not null
        and (c.owner_id is not null or c.id % 3 = 0)
        and n <= 1 + (${mix(c, 36)}) % 4
        and not exists (select 1 from crm_interactions x where x.customer_id = c.id)`);
    // The pool's customers keep the time of their last interaction, as the owned ones do.
    await tx.execute(sql`
      update crm_customers c set last_interaction_at = x.at
      from (select customer_id, max(at) as at from crm_interactions group by customer_id) as x
      where x.customer_id = c.id and c.last_interaction_at is null`);
    await tx.execute(sql`
      insert into crm_tasks (customer_id, title, assignee_id, due_at, priority, status, done_at,
        created_by_id, created_at, updated_at)
      select c.id, ${pick(TASK_TITLES, mix(c, 37))}, c.owner_id,
        date_trunc('hour', ${now}) + ((${mix(c, 38)}) % 21 - 7) * interval '1 day' + interval '2 hours',
        ${pick(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH'], mix(c, 39))},
        case when (${mix(c, 40)}) % 4 = 0 then 'DONE' else 'TODO' end,
        case when (${mix(c, 40)}) % 4 = 0 then ${now} - interval '1 day' end,
        c.owner_id, c.owned_since, c.owned_since
      from crm_customers c
      where c.owner_id is not null and (${mix(c, 41)}) % 3 = 0
        and not exists (select 1 from crm_tasks t where t.customer_id = c.id)`);
  });
}

export const DEMO_CRM_CUSTOMERS = 3000;
const DEMO_OWNERS = ['sale1', 'sale2', 'truongnhom'];

/** The demo customers of the embedded default and the tests, once (skipped when any exists). */
export async function seedCrmDemo(
  db: Database,
  customers: number = DEMO_CRM_CUSTOMERS,
  now: Date = new Date(),
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(crmCustomers);
  if ((existing?.n ?? 0) > 0) return 0;
  const owners = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, DEMO_OWNERS));
  const ownerIds = DEMO_OWNERS.flatMap((name) => {
    const found = owners.find((row) => row.username === name);
    return found ? [found.id] : [];
  });
  await db.transaction(async (tx) => {
    // The marketplace demo loaded next gives the buyers among them their orders, isOld and last
    // order date.
    await generateCrmCustomers(tx, { customers, ownerIds, now, orderHistory: false });
    await generateCrmActivity(tx, now);
  });
  return customers;
}
