// The sales reports on PostgreSQL over generated e-commerce data at several scales (1, 3 and 10
// million order lines by default): every report call through the HTTP API at 10 concurrent requests
// (BENCH_CONCURRENCY)
// for four periods, next to plain SQL computing the same main figures straight from the raw order
// lines and orders (GROUP BY, no rollup) at the same concurrency in the same run. Prints a table per
// scale (p50/p95, raw p95, raw p95 / API p95, the goals), the growth of each p95 across the scales,
// the generation time and the size of the raw and rollup tables; writes bench/results/reports.json.
// Settings: DATABASE_URL (server to create the scratch databases on), BENCH_REPORT_SCALES order
// lines per scale, comma-separated (default 1000000,3000000,10000000), BENCH_REQUESTS per API
// scenario (default 60) after BENCH_WARMUP warm-up requests (default 30), BENCH_RAW_REQUESTS per
// raw SQL scenario after 2 warm-up requests (default 20; 0 runs no raw SQL, to time the API
// alone), BENCH_TIMEOUT_SECONDS
// per API request (default 60), BENCH_CONCURRENCY requests at once (default 10; 1: one user's
// latency), BENCH_FRESH=1 each timed sales call after a change to its data (no answer kept: what
// the first reader after a change waits), BENCH_ONLY the calls to measure, by name, comma-separated (default: every one), BENCH_RAW_TIMEOUT_SECONDS per raw SQL statement (default 600), BENCH_PORT (default: a
// free port),
// BENCH_KEEP_DB=1 keeps the scratch databases and prints their URLs, BENCH_DB_URL reuses such
// databases (comma-separated, one per scale, no generation; the scale is then read from each
// database unless BENCH_REPORT_SCALES gives it; the demo users are added when missing),
// DEMO_PASSWORD (default demo123), BENCH_CRM_CUSTOMERS CRM customers (default 1000000) of
// BENCH_SALES sales (default 100) generated with the orders. The seller and product reports are read
// as the director (giamdoc, BOM), the sales reports as GOD (admin), who reads every sale; their raw
// SQL attributes each order to the sale who owned its buyer then from the ownership history itself.
// Each call's answer is checked against the raw SQL once; then every call is timed, then every raw
// SQL (timed between the calls, the raw SQL's reads of the whole order tables would leave the calls
// a cache of order lines rather than of the rollups they read). The timed calls go over kept-alive
// connections, asking for a compressed answer as a browser does, and read it to its last byte
// without decoding it, so that the load generator takes little of the cores it shares.
// Periods, in Vietnam days: 1 day (yesterday: the generated orders stop at the start of today),
// this month (its 1st to today, so today alone on the 1st), 90 days and 1 year (both up to today),
// each compared with the period before, and 90 days compared with the same days a year before
// (compare=year) and 1 year with last Tết's (compare=tet). The seller's products call takes no
// period: it is measured once ("now"), and reads the offers, not the rollups, so the ratio goal does
// not apply to it; nor to the first page of the orders behind a figure (a seller over a year, a
// product over 90 days: count, sum and the newest 20), whose page is read from the orders. The raw SQL covers the
// compared period too where the call compares with it (its days only), and keeps the sellers and
// products the call keeps; revenue is what buyers pay (a line's share of its order's total).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, unzipSync } from 'node:zlib';
import {
  OWNER_SELLER_IDS,
  REPORT_API,
  type ProductAnalysisDetail,
  type ProductAnalysisPage,
  type ProductByMonthPage,
  type ProductBySellerPricePage,
  type CompareMode,
  type ReportOrdersPage,
  type ReportPeriod,
  type SaleInvoiceOrdersPage,
  type SaleOrderInvoiceReport,
  type SalePerformanceDetail,
  type SalePerformanceReport,
  SELLER_PRIORITY_CUTOFF,
  type SellerProductPage,
  type SellerReport,
  SellerStatus,
  type SellerSummary,
  comparedPeriod,
  previousPeriod,
  productAnalysisPath,
  saleOrderInvoicePath,
  salePerformancePath,
  sellerSummaryPath,
  addDays,
  todayInVietnam,
  vnDay,
} from '@backoffice/shared';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { ROLLUP_TABLES } from '../apps/api/src/modules/ecommerce/rollups.repository';
import { DEMO_SELLERS } from '../apps/api/src/demo-data/master-data';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed';
import { createScratchDatabase, dropDatabaseOf } from '../apps/api/src/test/scratch-database';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleSetting = process.env.BENCH_REPORT_SCALES;
const requests = Number(process.env.BENCH_REQUESTS ?? 60);
const rawRequests = Number(process.env.BENCH_RAW_REQUESTS ?? 20);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 60) * 1000;
const rawTimeoutMs = Number(process.env.BENCH_RAW_TIMEOUT_SECONDS ?? 600) * 1000;
const requestedPort = Number(process.env.BENCH_PORT ?? 0);
const keepDb = process.env.BENCH_KEEP_DB === '1';
const reuseUrls = (process.env.BENCH_DB_URL ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter((url) => url !== '');
const password = process.env.DEMO_PASSWORD ?? 'demo123';
const DEFAULT_SCALES = [1_000_000, 3_000_000, 10_000_000];
/** Requests at once: 10 as the goals are set; 1 gives one user's latency. */
/** The calls measured, by name (every one when empty). */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const CONCURRENCY = Math.max(1, Math.trunc(Number(process.env.BENCH_CONCURRENCY ?? 10)) || 10);
/**
 * Runs of each call before it is timed: enough for every report connection of the server to have
 * prepared the call's statements and settled their plans (PostgreSQL plans a prepared statement
 * afresh at each of its first five runs on a connection), so that the timing is the steady state's.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
/**
 * BENCH_FRESH=1: each timed call of a family whose answers the server keeps follows a change to
 * its data (the family's version moved on before the call, outside its time), so that every answer
 * is computed, none kept: what the first reader after a change waits.
 */
const FRESH = process.env.BENCH_FRESH === '1';
const RAW_WARMUP = 2;
/** The director (BOM): the seller and the product reports are open to it. */
const REPORT_USER = 'giamdoc';
/** The sales reports are the sales department's: read as GOD, who reads every sale. */
const SALES_USER = 'admin';
/** CRM customers and sales generated with the orders (the sales reports' data). */
const crmCustomers = Number(process.env.BENCH_CRM_CUSTOMERS ?? 1_000_000);
const crmSales = Number(process.env.BENCH_SALES ?? 100);
const GOALS = { p95Ms: 100, rawOverApiP95: 30 };

/** The company's first seller account: the seller summary's and the seller products' seller. */
const OWN_SELLER = OWNER_SELLER_IDS[0] ?? 2010;
/** The sellers the price comparison compares: the company's two accounts and three competitors. */
const COMPARED = [
  ...DEMO_SELLERS.filter((seller) => OWNER_SELLER_IDS.includes(seller.idf)),
  ...DEMO_SELLERS.filter(
    (seller) => !OWNER_SELLER_IDS.includes(seller.idf) && seller.status === SellerStatus.ACTIVE,
  ).slice(0, 3),
];

/** Orders in these statuses are not sales (as the rollups count them). */
const COUNTED = `o.status not in ('CANCELLED', 'RETURNED')`;
/** The sellers the seller report keeps (active, priority up to the cut-off). */
const KEPT_SELLERS = `(select s.idf from thuocsi_sellers s
  where s.status = '${SellerStatus.ACTIVE}' and s.priority <= ${String(SELLER_PRIORITY_CUTOFF)})`;

interface Period extends ReportPeriod {
  label: string;
  /** What the calls compare it with (`compare`). */
  compare: CompareMode;
  /** The period compared: the one just before, the same dates a year earlier, or last Tết's. */
  previous: ReportPeriod;
}

interface Statement {
  text: string;
  values: unknown[];
}

type Row = Record<string, unknown>;

/**
 * What a scenario is about: the period (null for a call without one), the product detailed and the
 * day it runs (Vietnam).
 */
interface Scenario {
  period: Period | null;
  productCode: string;
  /** The sale detailed: the one with the most revenue over the year. */
  saleId: number;
  today: string;
}

interface Endpoint {
  name: string;
  /** Who reads it: REPORT_USER unless given. */
  user?: string;
  /** Takes the report period; otherwise measured once, as "now". */
  periodic: boolean;
  /** Reads the rollups (the ratio goal applies). */
  rollups: boolean;
  /** The family of reports whose answers the server keeps while their data stands. */
  family?: 'sales';
  /** Takes no `compare` (a snapshot of prices): measured over the periods compared with none. */
  noComparison?: boolean;
  request: (s: Scenario) => { path: string; headers?: Record<string, string> };
  /** The same main figures from the raw tables, one statement after the other on one connection. */
  raw: (s: Scenario) => Statement[];
  /** One figure read from the API's answer and from the raw SQL's rows, which must agree. */
  check: { figure: string; api: (body: unknown) => number; raw: (results: Row[][]) => number };
}

/** The period of a periodic scenario (every periodic endpoint gets one). */
function periodOf(s: Scenario): Period {
  if (!s.period) throw new Error('a periodic call without a period');
  return s.period;
}

function withQuery(path: string, query: Record<string, string | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return `${path}?${params.toString()}`;
}

const periodQuery = (s: Scenario) => ({
  fromDate: periodOf(s).fromDate,
  toDate: periodOf(s).toDate,
  ...(periodOf(s).compare === 'previous' ? {} : { compare: periodOf(s).compare }),
});
/**
 * $1 the compared period's first day, $2 the period's first day, $3 its last day, $4 the compared
 * period's last day (each numbered from where they start in the statement's values).
 */
const bothPeriods = (s: Scenario) => [
  periodOf(s).previous.fromDate,
  periodOf(s).fromDate,
  periodOf(s).toDate,
  periodOf(s).previous.toDate,
];
/** The days of both periods, of `column`, the values of bothPeriods numbered from `$first`. */
function inBoth(column: string, first: number): string {
  const [before, from, to, beforeEnd] = [first, first + 1, first + 2, first + 3].map(
    (n) => `$${String(n)}::date`,
  );
  return `(${column} between ${before} and ${beforeEnd} or ${column} between ${from} and ${to})`;
}
const num = (value: unknown) => Number(value ?? 0);
const rowWhere = (rows: Row[] | undefined, test: (row: Row) => boolean) => (rows ?? []).find(test);

/** Every report call, one entry each: a new report is measured by adding its entry here. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'seller',
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(REPORT_API.seller, periodQuery(s)) }),
    raw: (s) => [
      {
        text: `with counted as (
            select o.seller_id, o.order_date >= $2::date as current, o.customer_code,
              o.total_amount
            from ts_orders o
            where ${inBoth('o.order_date', 1)} and ${COUNTED}
              and o.seller_id in ${KEPT_SELLERS}
          ),
          orders as (
            select seller_id, current, count(*) as orders, sum(total_amount) as revenue,
              count(distinct customer_code) as buyers
            from counted group by grouping sets ((seller_id, current), (current))
          ),
          lines as (
            select x.seller_id, x.current, sum(x.quantity) as quantity,
              count(distinct x.product_code) as skus
            from (
              select l.seller_id, l.order_date >= $2::date as current, l.quantity, l.product_code
              from ts_order_lines l join ts_orders o on o.code = l.order_code
              where ${inBoth('l.order_date', 1)} and ${COUNTED}
                and l.seller_id in ${KEPT_SELLERS}
            ) x
            group by grouping sets ((x.seller_id, x.current), (x.current))
          )
          select a.seller_id as "sellerId", a.current, a.orders::int as orders,
            a.revenue::text as revenue, a.buyers::int as buyers, b.quantity::text as quantity,
            b.skus::int as skus
          from orders a left join lines b
            on b.seller_id is not distinct from a.seller_id and b.current = a.current
          order by a.current desc, a.seller_id is not null, a.revenue desc`,
        values: bothPeriods(s),
      },
    ],
    check: {
      figure: 'revenue, every seller',
      api: (body) => (body as SellerReport).totals.current.revenue,
      raw: ([rows]) =>
        num(rowWhere(rows, (r) => r.sellerId === null && r.current === true)?.revenue),
    },
  },
  {
    name: 'seller summary',
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(sellerSummaryPath(OWN_SELLER), periodQuery(s)) }),
    raw: (s) => {
      const { fromDate, toDate } = periodOf(s);
      return [
        {
          text: `select x.current, to_char(x.order_date, 'YYYY-MM-DD') as day,
              count(*)::int as orders, sum(x.total_amount)::text as revenue,
              count(distinct x.customer_code)::int as buyers
            from (
              select o.order_date, o.order_date >= $3::date as current, o.customer_code,
                o.total_amount
              from ts_orders o
              where o.seller_id = $1 and ${inBoth('o.order_date', 2)}
                and ${COUNTED}
            ) x
            group by grouping sets ((x.current), (x.order_date))
            order by x.current, x.order_date`,
          values: [OWN_SELLER, ...bothPeriods(s)],
        },
        {
          text: `select l.product_code as "productCode", sum(l.quantity)::text as quantity,
              sum(l.net_amount)::text as revenue, count(distinct l.order_code)::int as orders,
              count(*) over ()::int as skus
            from ts_order_lines l join ts_orders o on o.code = l.order_code
            where l.seller_id = $1 and l.order_date between $2::date and $3::date and ${COUNTED}
            group by l.product_code
            order by sum(l.net_amount) desc, l.product_code limit 10`,
          values: [OWN_SELLER, fromDate, toDate],
        },
        {
          text: `select o.status, o.province, count(*)::int as orders,
              sum(o.total_amount)::text as revenue,
              count(*) filter (where ${COUNTED})::int as "countedOrders",
              coalesce(sum(o.total_amount) filter (where ${COUNTED}), 0)::text as "countedRevenue"
            from ts_orders o
            where o.seller_id = $1 and o.order_date between $2::date and $3::date
            group by grouping sets ((o.status), (o.province))`,
          values: [OWN_SELLER, fromDate, toDate],
        },
        {
          text: `select o.customer_code as "customerCode", count(*)::int as orders,
              sum(o.total_amount)::text as revenue
            from ts_orders o
            where o.seller_id = $1 and o.order_date between $2::date and $3::date and ${COUNTED}
            group by o.customer_code
            order by sum(o.total_amount) desc, o.customer_code limit 10`,
          values: [OWN_SELLER, fromDate, toDate],
        },
      ];
    },
    check: {
      figure: `revenue of seller ${String(OWN_SELLER)}`,
      api: (body) => (body as SellerSummary).totals.current.revenue,
      raw: ([rows]) => num(rowWhere(rows, (r) => r.day === null && r.current === true)?.revenue),
    },
  },
  {
    name: 'seller products',
    periodic: false,
    rollups: false,
    request: () => ({
      path: withQuery(REPORT_API.sellerProducts, { sellerId: String(OWN_SELLER) }),
      headers: { 'x-seller-id': String(OWN_SELLER) },
    }),
    raw: () => [
      {
        text: `select o.product_code as "productCode",
            coalesce(p.name, o.product_code) as "productName", o.status, o.price,
            h.previous_price as "previousPrice", to_char(h.changed_at, 'YYYY-MM-DD') as "changedAt",
            count(*) over ()::int as total
          from ts_offers o
          left join ts_products p on p.code = o.product_code
          left join (
            select x.product_code, max(x.effective_from) as changed_at,
              (array_agg(x.price order by x.effective_from desc))[2] as previous_price
            from ts_offer_prices x where x.seller_id = $1
            group by x.product_code
          ) h on h.product_code = o.product_code
          where o.seller_id = $1
          order by coalesce(p.name, o.product_code), o.product_code
          limit 20`,
        values: [OWN_SELLER],
      },
    ],
    check: {
      figure: `offers of seller ${String(OWN_SELLER)}`,
      api: (body) => (body as SellerProductPage).total,
      raw: ([rows]) => num(rows?.[0]?.total),
    },
  },
  {
    name: 'product analysis',
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(REPORT_API.productAnalysis, periodQuery(s)) }),
    raw: (s) => [
      {
        text: `with sales as (
            select l.product_code,
              sum(l.quantity) filter (where l.order_date >= $2::date) as quantity,
              sum(l.net_amount) filter (where l.order_date >= $2::date) as revenue,
              count(distinct l.order_code) filter (where l.order_date >= $2::date) as orders,
              count(distinct o.customer_code) filter (where l.order_date >= $2::date) as buyers,
              count(distinct l.seller_id) filter (where l.order_date >= $2::date)
                as "sellingSellers",
              sum(l.net_amount) filter (where l.order_date >= $2::date
                and l.seller_id = any($5::int[])) as owner_revenue,
              sum(l.quantity) filter (where l.order_date < $2::date) as previous_quantity,
              sum(l.net_amount) filter (where l.order_date < $2::date) as previous_revenue
            from ts_order_lines l join ts_orders o on o.code = l.order_code
            where ${inBoth('l.order_date', 1)} and ${COUNTED}
            group by l.product_code
          ),
          offers as (
            select f.product_code, count(*)::int as sellers, min(f.price) as min_price,
              max(f.price) as max_price, round(avg(f.price))::int as average_price
            from ts_offers f where f.status = 'ON_SALE'
            group by f.product_code
          ),
          matched as (
            select p.code, p.name, s.quantity, s.revenue, s.orders, s.buyers, s."sellingSellers",
              s.owner_revenue, f.sellers, f.min_price, f.max_price, f.average_price,
              count(*) over ()::int as total,
              sum(s.quantity) over () as total_quantity, sum(s.revenue) over () as total_revenue,
              count(s.revenue) over ()::int as products,
              sum(s.owner_revenue) over () as total_owner_revenue,
              sum(s.previous_quantity) over () as previous_quantity,
              sum(s.previous_revenue) over () as previous_revenue,
              count(s.previous_revenue) over ()::int as previous_products
            from ts_products p
            left join sales s on s.product_code = p.code
            left join offers f on f.product_code = p.code
            where s.product_code is not null or f.product_code is not null
          )
          select m.code as "productCode", m.name as "productName", m.quantity::text as quantity,
            m.revenue::text as revenue, m.orders::int as orders, m.buyers::int as buyers,
            m."sellingSellers"::int as "sellingSellers", m.owner_revenue::text as "ownerRevenue",
            m.sellers, m.min_price as "minPrice", m.max_price as "maxPrice",
            m.average_price as "averagePrice", m.total,
            m.total_quantity::text as "totalQuantity", m.total_revenue::text as "totalRevenue",
            m.products, m.total_owner_revenue::text as "totalOwnerRevenue",
            m.previous_quantity::text as "previousQuantity",
            m.previous_revenue::text as "previousRevenue", m.previous_products as "previousProducts"
          from matched m
          order by m.revenue desc nulls last, m.code
          limit 20`,
        values: [...bothPeriods(s), OWNER_SELLER_IDS],
      },
    ],
    check: {
      figure: 'revenue, every product',
      api: (body) => (body as ProductAnalysisPage).totals.current.revenue,
      raw: ([rows]) => num(rows?.[0]?.totalRevenue),
    },
  },
  {
    name: 'product detail',
    periodic: true,
    rollups: true,
    request: (s) => ({
      path: withQuery(productAnalysisPath(s.productCode), periodQuery(s)),
    }),
    raw: (s) => [
      {
        text: `select x.current, x.seller_id as "sellerId",
            to_char(x.order_date, 'YYYY-MM-DD') as day, sum(x.quantity)::text as quantity,
            sum(x.amount)::text as revenue, count(distinct x.order_code)::int as orders
          from (
            select l.seller_id, l.order_date, l.quantity, l.net_amount as amount, l.order_code,
              l.order_date >= $3::date as current
            from ts_order_lines l join ts_orders o on o.code = l.order_code
            where l.product_code = $1 and ${inBoth('l.order_date', 2)}
              and ${COUNTED}
          ) x
          group by grouping sets ((x.current), (x.current, x.seller_id), (x.current, x.order_date))
          order by x.current, x.seller_id, x.order_date`,
        values: [s.productCode, ...bothPeriods(s)],
      },
    ],
    check: {
      figure: 'revenue of the product',
      api: (body) => (body as ProductAnalysisDetail).totals.current.revenue,
      raw: ([rows]) =>
        num(
          rowWhere(rows, (r) => r.current === true && r.sellerId === null && r.day === null)
            ?.revenue,
        ),
    },
  },
  {
    name: 'product by month',
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(REPORT_API.productByMonth, periodQuery(s)) }),
    raw: (s) => [
      {
        text: `with sold as (
            select l.product_code, date_trunc('month', l.order_date) as month,
              l.order_date >= $2::date as current, sum(l.quantity) as quantity,
              sum(l.net_amount) as revenue
            from ts_order_lines l join ts_orders o on o.code = l.order_code
            where ${inBoth('l.order_date', 1)} and ${COUNTED}
              and l.product_code in (select p.code from ts_products p)
            group by 1, 2, 3
          ),
          products as (
            select product_code, sum(quantity) as quantity, sum(revenue) as revenue
            from sold where current group by product_code
          ),
          page as (
            select product_code from products order by revenue desc, product_code limit 20
          )
          select 'product' as part, s.product_code as "productCode",
            to_char(s.month, 'YYYY-MM') as month, s.quantity::text as quantity,
            s.revenue::text as revenue, null::int as products
          from sold s join page g on g.product_code = s.product_code
          where s.current
          union all
          select 'month', null, to_char(month, 'YYYY-MM'), sum(quantity)::text,
            sum(revenue)::text, count(distinct product_code)::int
          from sold where current group by month
          union all
          select case when current then 'current' else 'previous' end, null, null,
            sum(quantity)::text, sum(revenue)::text, count(distinct product_code)::int
          from sold group by current`,
        values: bothPeriods(s),
      },
    ],
    check: {
      figure: 'revenue, every product',
      api: (body) => (body as ProductByMonthPage).totals.current.revenue,
      raw: ([rows]) => num(rowWhere(rows, (r) => r.part === 'current')?.revenue),
    },
  },
  {
    name: 'product by seller price',
    periodic: true,
    rollups: true,
    noComparison: true,
    request: (s) => ({
      path: withQuery(REPORT_API.productBySellerPrice, {
        ...periodQuery(s),
        sellerCodes: COMPARED.map((seller) => seller.code),
      }),
    }),
    raw: (s) => [
      {
        text: `with offered as (
            select f.product_code,
              min(f.price) filter (where f.seller_id = any($1::int[])) as cheapest_price,
              min(f.price) filter (where f.seller_id = any($2::int[])) as owner_price,
              min(f.price) filter (
                where f.seller_id = any($1::int[]) and not (f.seller_id = any($2::int[]))
              ) as competitor_price
            from ts_offers f
            where f.status = 'ON_SALE'
              and (f.seller_id = any($1::int[]) or f.seller_id = any($2::int[]))
            group by f.product_code
            having bool_or(f.seller_id = any($1::int[]))
          ),
          sold as (
            select l.product_code, sum(l.quantity) as quantity, sum(l.net_amount) as revenue
            from ts_order_lines l join ts_orders o on o.code = l.order_code
            where l.order_date between $3::date and $4::date and ${COUNTED}
              and l.product_code in (select product_code from offered)
            group by l.product_code
          )
          select f.product_code as "productCode", p.name as "productName",
            coalesce(s.quantity, 0)::text as quantity, coalesce(s.revenue, 0)::text as revenue,
            f.cheapest_price as "cheapestPrice", f.owner_price as "ownerPrice",
            f.competitor_price as "competitorPrice",
            f.owner_price - f.competitor_price as difference, count(*) over ()::int as total,
            (count(*) filter (where f.owner_price > f.competitor_price) over ())::int
              as "ownerNotCheapest"
          from offered f
          join ts_products p on p.code = f.product_code
          left join sold s on s.product_code = f.product_code
          order by coalesce(s.revenue, 0) desc, f.product_code
          limit 20`,
        values: [
          COMPARED.map((seller) => seller.idf),
          OWNER_SELLER_IDS,
          periodOf(s).fromDate,
          periodOf(s).toDate,
        ],
      },
    ],
    check: {
      figure: 'products compared',
      api: (body) => (body as ProductBySellerPricePage).total,
      raw: ([rows]) => num(rows?.[0]?.total),
    },
  },
  ordersDrawer(
    'orders of a seller, 1 year',
    (today) => ({ fromDate: addDays(today, -364), toDate: today }),
    () => ({ screen: 'ecommerceSellerSummary', sellerIds: [String(OWN_SELLER)] }),
    () => ({ where: 'o.seller_id = $3', values: [OWN_SELLER] }),
  ),
  ordersDrawer(
    'orders of a product, 90 days',
    (today) => ({ fromDate: addDays(today, -89), toDate: today }),
    (s) => ({ screen: 'ecommerceProductAnalysis', productCode: s.productCode }),
    (s) => ({
      where:
        'exists (select 1 from ts_order_lines l where l.order_code = o.code and l.product_code = $3)',
      values: [s.productCode],
      product: true,
    }),
  ),
  {
    name: 'sale performance',
    family: 'sales',
    user: SALES_USER,
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(REPORT_API.salePerformance, periodQuery(s)) }),
    raw: (s) => [
      {
        text: `with placed as (${saleOrders(inBoth('o.order_date', 1))})
          select sale_id as "saleId", current, to_char(order_date, 'YYYY-MM-DD') as day,
            count(*)::int as orders, sum(total_amount)::text as revenue,
            count(distinct customer_id)::int as buyers
          from (select p.*, p.order_date >= $2::date as current from placed p) x
          where sale_id is not null
          group by grouping sets ((sale_id, current), (current), (current, order_date))`,
        values: bothPeriods(s),
      },
      {
        text: `with bounds as (select ${vnStart('$1')} as start, ${vnStart('$2', 1)} as "end")
          select 'new' as figure, c.created_by_id as "saleId", count(*)::int as count
          from crm_customers c, bounds b
          where c.created_at >= b.start and c.created_at < b."end" and c.deleted_at is null
          group by c.created_by_id
          union all
          select 'dug', e.sale_id, count(distinct e.customer_id)::int from crm_pool_events e, bounds b
          where e.type = 'DIG' and e.at >= b.start and e.at < b."end" group by e.sale_id
          union all
          select 'interactions', i.author_id, count(*)::int from crm_interactions i, bounds b
          where i.at >= b.start and i.at < b."end" group by i.author_id
          union all
          select 'tasks', t.assignee_id, count(*)::int from crm_tasks t, bounds b
          where t.status = 'DONE' and t.done_at >= b.start and t.done_at < b."end"
          group by t.assignee_id`,
        values: [periodOf(s).fromDate, periodOf(s).toDate],
      },
    ],
    check: {
      figure: 'revenue, every sale',
      api: (body) => (body as SalePerformanceReport).totals.current.revenue,
      raw: ([rows]) =>
        num(
          rowWhere(rows, (r) => r.saleId === null && r.current === true && r.day === null)?.revenue,
        ),
    },
  },
  {
    name: 'sale detail',
    family: 'sales',
    user: SALES_USER,
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(salePerformancePath(s.saleId), periodQuery(s)) }),
    raw: (s) => [
      {
        text: `with placed as (${saleOrders(`${inBoth('o.order_date', 1)} and h.sale_id = $5`)})
          select current, to_char(order_date, 'YYYY-MM-DD') as day,
            customer_id as "customerId", count(*)::int as orders,
            sum(total_amount)::text as revenue, count(distinct customer_id)::int as buyers
          from (select p.*, p.order_date >= $2::date as current from placed p) x
          group by grouping sets ((current), (current, order_date), (current, customer_id))
          order by current desc, sum(total_amount) desc`,
        values: [...bothPeriods(s), s.saleId],
      },
      {
        text: `select count(*)::int as interactions, count(distinct i.customer_id)::int as customers
          from crm_interactions i
          where i.author_id = $1 and i.at >= ${vnStart('$2')} and i.at < ${vnStart('$3', 1)}`,
        values: [s.saleId, periodOf(s).fromDate, periodOf(s).toDate],
      },
    ],
    check: {
      figure: 'revenue of the sale',
      api: (body) => (body as SalePerformanceDetail).totals.current.revenue,
      raw: ([rows]) =>
        num(
          rowWhere(rows, (r) => r.current === true && r.day === null && r.customerId === null)
            ?.revenue,
        ),
    },
  },
  {
    name: 'sale order invoice',
    family: 'sales',
    user: SALES_USER,
    periodic: true,
    rollups: true,
    request: (s) => ({ path: withQuery(REPORT_API.saleOrderInvoice, periodQuery(s)) }),
    raw: (s) => [
      {
        text: `with placed as (${saleOrders(inBoth('o.order_date', 1))}),
          owed as (
            select p.*, p.order_date >= $2::date as current,
              case when p.order_date >= $2::date
                then width_bucket($5::date - p.order_date, array[31, 61, 91]) end as bucket,
              least(p.paid_amount, p.total_amount) as paid,
              (select coalesce(sum(v.total_amount), 0) from ts_invoices v
                where v.order_code = p.code) as invoiced
            from placed p where p.sale_id is not null
          )
          select sale_id as "saleId", current, bucket, count(*)::int as orders,
            sum(total_amount)::text as ordered, sum(invoiced)::text as invoiced,
            sum(paid)::text as collected, sum(total_amount - paid)::text as unpaid
          from owed
          group by grouping sets ((sale_id, current), (current), (sale_id, bucket))`,
        values: [...bothPeriods(s), s.today],
      },
    ],
    check: {
      figure: 'unpaid, every sale',
      api: (body) => (body as SaleOrderInvoiceReport).totals.current.unpaid,
      raw: ([rows]) =>
        num(
          rowWhere(rows, (r) => r.saleId === null && r.current === true && r.bucket === null)
            ?.unpaid,
        ),
    },
  },
  {
    name: 'sale invoice orders',
    family: 'sales',
    user: SALES_USER,
    periodic: true,
    rollups: false,
    noComparison: true,
    request: (s) => ({
      path: withQuery(saleOrderInvoicePath(s.saleId), {
        fromDate: periodOf(s).fromDate,
        toDate: periodOf(s).toDate,
      }),
    }),
    raw: (s) => [
      {
        text: `with placed as (${saleOrders('o.order_date between $1::date and $2::date and h.sale_id = $3')})
          select count(*)::int as total, sum(total_amount)::text as ordered,
            sum(total_amount - least(paid_amount, total_amount))::text as unpaid
          from placed`,
        values: [periodOf(s).fromDate, periodOf(s).toDate, s.saleId],
      },
      {
        text: `with placed as (${saleOrders('o.order_date between $1::date and $2::date and h.sale_id = $3')})
          select p.code, p.total_amount, least(p.paid_amount, p.total_amount) as paid,
            (select json_agg(v.code) from ts_invoices v where v.order_code = p.code) as invoices
          from placed p
          order by (p.total_amount > p.paid_amount) desc, p.created_at, p.code
          limit 20`,
        values: [periodOf(s).fromDate, periodOf(s).toDate, s.saleId],
      },
    ],
    check: {
      figure: 'unpaid of the sale',
      api: (body) => (body as SaleInvoiceOrdersPage).sum.unpaid,
      raw: ([rows]) => num(rows?.[0]?.unpaid),
    },
  },
  {
    ...ordersDrawer(
      'orders of a sale, 90 days',
      (today) => ({ fromDate: addDays(today, -89), toDate: today }),
      (s) => ({ screen: 'reportSalePerformance', saleId: String(s.saleId) }),
      (s) => ({
        where: `o.seller_id = any('{${OWNER_SELLER_IDS.join(',')}}'::int[]) and exists (
          select 1 from crm_customer_owners h
          where h.sale_id = $3 and h.owned_from <= o.created_at
            and o.created_at < coalesce(h.owned_until, 'infinity')
            and h.customer_id = coalesce(
              (select c.id from crm_customers c
                where c.mobile_phone = o.customer_phone and c.deleted_at is null),
              (select c.id from crm_customers c where c.code = o.customer_code)))`,
        values: [s.saleId],
      }),
    ),
    user: SALES_USER,
  },
];

/**
 * The company's counted orders (`o`) of `where`, each with the CRM customer its buyer is (the
 * phone of a customer not deleted, else the code) and the sale (`h.sale_id`) who owned that
 * customer when it was placed, read from the ownership history (never the attribution or the
 * rollups the reports read); null for no sale.
 */
function saleOrders(where: string): string {
  return `select o.code, o.order_date, o.created_at, o.total_amount, o.paid_amount,
      b.customer_id, h.sale_id
    from ts_orders o
    left join crm_customers cp on cp.mobile_phone = o.customer_phone and cp.deleted_at is null
    left join crm_customers cc on cc.code = o.customer_code
    cross join lateral (select coalesce(cp.id, cc.id) as customer_id) b
    left join crm_customer_owners h on h.customer_id = b.customer_id
      and h.owned_from <= o.created_at and o.created_at < coalesce(h.owned_until, 'infinity')
    where o.seller_id = any('{${OWNER_SELLER_IDS.join(',')}}'::int[])
      and o.status not in ('CANCELLED', 'RETURNED') and ${where}`;
}

/** The instant a Vietnam day (`param`, a date) starts, `plus` days on. */
const vnStart = (param: string, plus = 0) =>
  `((${param}::date + ${String(plus)})::timestamp at time zone 'Asia/Ho_Chi_Minh')`;

/** The first page of the orders behind a figure (its drawer), over its own period. */
function ordersDrawer(
  name: string,
  period: (today: string) => ReportPeriod,
  keys: (s: Scenario) => Record<string, string | readonly string[]>,
  raw: (s: Scenario) => { where: string; values: unknown[]; product?: boolean },
): Endpoint {
  return {
    name,
    periodic: false,
    rollups: false,
    request: (s) => ({
      path: withQuery(REPORT_API.orders, {
        ...period(s.today),
        ...keys(s),
      }),
    }),
    raw: (s) => {
      const { fromDate, toDate } = period(s.today);
      const { where, values, product } = raw(s);
      // A product's orders count its lines' share of each order's total.
      const amount = product
        ? `(select sum(l.net_amount) from ts_order_lines l
              where l.order_code = o.code and l.product_code = $3)`
        : 'o.total_amount';
      const orders = `from ts_orders o
        where o.order_date between $1::date and $2::date and ${COUNTED} and ${where}`;
      return [
        {
          text: `select count(*)::int as count, sum(${amount})::text as sum ${orders}`,
          values: [fromDate, toDate, ...values],
        },
        {
          text: `select o.code, o.created_at, ${amount} as amount ${orders}
            order by o.created_at desc, o.code desc limit 20`,
          values: [fromDate, toDate, ...values],
        },
      ];
    },
    check: {
      figure: 'sum of the orders',
      api: (body) => (body as ReportOrdersPage).sum,
      raw: ([rows]) => num(rows?.[0]?.sum),
    },
  };
}

// ---- periods ----

function periods(today: string): Period[] {
  const make = (
    label: string,
    fromDate: string,
    toDate: string,
    compare: CompareMode = 'previous',
  ): Period => ({
    label,
    fromDate,
    toDate,
    compare,
    previous: comparedPeriod({ fromDate, toDate }, compare) ?? previousPeriod({ fromDate, toDate }),
  });
  const yesterday = addDays(today, -1);
  return [
    make('1 day', yesterday, yesterday),
    make('this month', `${today.slice(0, 8)}01`, today),
    make('90 days', addDays(today, -89), today),
    make('1 year', addDays(today, -364), today),
    make('90 days, vs a year before', addDays(today, -89), today, 'year'),
    make('1 year, vs last Tết', addDays(today, -364), today, 'tet'),
  ];
}

// ---- measuring ----

interface Timing {
  requests: number;
  concurrency: number;
  failed: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** The first failure: status and body, or the error. */
  firstError: string | null;
}

/** The raw SQL's timing when it is not run (BENCH_RAW_REQUESTS=0). */
const NOT_MEASURED: Timing = {
  requests: 0,
  concurrency: 0,
  failed: 0,
  p50Ms: null,
  p95Ms: null,
  maxMs: null,
  firstError: null,
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Number(ms.toFixed(1));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `warmup` runs, then `total` runs timed, each at up to CONCURRENCY at once (a new one starts as
 * one ends); a run that throws is a failure.
 */
async function measure(
  total: number,
  warmup: number,
  run: () => Promise<void>,
  before?: () => Promise<void>,
): Promise<Timing> {
  const concurrency = Math.max(1, Math.min(CONCURRENCY, total));
  let firstError: string | null = null;
  /** `latencies` null: warm-up, neither timed nor counted. */
  const pass = async (count: number, latencies: number[] | null): Promise<number> => {
    let started = 0;
    let failed = 0;
    const worker = async () => {
      while (started < count) {
        started += 1;
        if (before && latencies) await before();
        const at = performance.now();
        try {
          await run();
          latencies?.push(performance.now() - at);
        } catch (error) {
          failed += 1;
          if (latencies) firstError ??= messageOf(error);
          else log(`  warm-up: ${messageOf(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    return failed;
  };
  await pass(warmup, null);
  const latencies: number[] = [];
  const failed = await pass(total, latencies);
  latencies.sort((a, b) => a - b);
  const ok = latencies.length > 0;
  return {
    requests: total,
    concurrency,
    failed,
    p50Ms: ok ? round(percentile(latencies, 50)) : null,
    p95Ms: ok ? round(percentile(latencies, 95)) : null,
    maxMs: ok ? round(latencies[latencies.length - 1] ?? 0) : null,
    firstError,
  };
}

/** One API call; throws with the status and the start of the body unless it answers 2xx. */
async function call(base: string, token: string, endpoint: Endpoint, s: Scenario) {
  const { path, headers } = endpoint.request(s);
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...headers },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`GET ${path}: ${String(response.status)} ${body.slice(0, 500)}`);
  }
  return body;
}

/**
 * The timed calls' connections: kept open between calls, as a browser keeps them, one for each
 * request at once.
 */
const timedAgent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * One timed API call, as a browser asks it (compressed answer accepted), ended when its last byte
 * is in; the body is not decoded (the answer was checked before timing), so the load generator,
 * on the same cores as the API and the database, spends as little as it can. Throws with the
 * status and the start of the body unless it answers 2xx.
 */
function timedCall(base: string, token: string, endpoint: Endpoint, s: Scenario): Promise<void> {
  const { path, headers } = endpoint.request(s);
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      {
        agent: timedAgent,
        headers: {
          accept: 'application/json',
          'accept-encoding': 'gzip, deflate, br',
          authorization: `Bearer ${token}`,
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (status < 200 || status >= 300) chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          if (status >= 200 && status < 300) {
            resolve();
            return;
          }
          const raw = Buffer.concat(chunks);
          let body = raw.toString();
          try {
            const encoding = response.headers['content-encoding'];
            if (encoding === 'br') body = brotliDecompressSync(raw).toString();
            else if (encoding) body = unzipSync(raw).toString();
          } catch {
            // left as it came
          }
          reject(new Error(`GET ${path}: ${String(status)} ${body.slice(0, 500)}`));
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${path}: timed out`)));
    request.on('error', reject);
  });
}

/** The statements one after the other on one connection (closed after an error, not reused). */
async function runRaw(pool: pg.Pool, statements: Statement[]): Promise<Row[][]> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const results: Row[][] = [];
    for (const statement of statements) {
      results.push((await client.query<Row>(statement.text, statement.values)).rows);
    }
    return results;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(failure);
  }
}

// ---- processes, databases ----

let server: ChildProcess | null = null;
let generator: ChildProcess | null = null;
/** Scratch databases made by this run and not dropped yet. */
const scratch = new Set<string>();
const kept: string[] = [];

function log(message: string): void {
  process.stderr.write(`[reports bench] ${message}\n`);
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

function killChildren(): void {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  if (generator?.pid !== undefined && generator.exitCode === null) {
    try {
      // The generator runs npm, a shell and tsx: its whole process group goes.
      process.kill(-generator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Stops the children and drops the scratch databases left (or tells where they are kept). */
async function cleanup(): Promise<void> {
  killChildren();
  await stopServer();
  for (const url of scratch) {
    scratch.delete(url);
    if (keepDb) {
      kept.push(url);
      continue;
    }
    try {
      await dropDatabaseOf(adminUrl, url);
    } catch (error) {
      log(`could not drop ${new URL(url).pathname.slice(1)}: ${messageOf(error)}`);
    }
  }
  if (kept.length > 0) log(`kept the databases: BENCH_DB_URL=${kept.join(',')}`);
}

/** The generator's result line (what else it prints there is kept too). */
interface Generation {
  orderLines: number;
  orders: number;
  seconds: number;
  linesPerSecond: number;
}

/** Fills the database through the generator CLI; its last line is the JSON of what it did. */
function generate(url: string, scale: number): Promise<Generation> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'run',
        '-s',
        'db:generate-ecommerce',
        '--',
        '--scale',
        String(scale),
        '--crm-customers',
        String(crmCustomers),
        '--sales',
        String(crmSales),
      ],
      {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          DATABASE_URL: url,
          DEMO_PASSWORD: password,
          JWT_SECRET: randomBytes(32).toString('hex'),
        },
      },
    );
    generator = child;
    const lines: string[] = [];
    let partial = '';
    const take = (line: string) => {
      const text = line.trim();
      if (text === '') return;
      lines.push(text);
      log(`  ${text}`);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      parts.forEach(take);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      generator = null;
      take(partial);
      if (code !== 0) {
        reject(new Error(`the generator failed (${signal ?? `exit code ${String(code)}`})`));
        return;
      }
      const last = lines.findLast((line) => line.startsWith('{'));
      try {
        const parsed = JSON.parse(last ?? '') as Partial<Generation>;
        resolve({
          ...parsed,
          orderLines: num(parsed.orderLines),
          orders: num(parsed.orders),
          seconds: num(parsed.seconds),
          linesPerSecond: num(parsed.linesPerSecond),
        });
      } catch {
        reject(new Error(`the generator printed no result line (last line: ${last ?? 'none'})`));
      }
    });
  });
}

async function waitForHealth(base: string, deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error('the server stopped before it was ready');
    }
    try {
      if ((await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

/** The built API on the database, listening on a free port; its base URL. */
async function startServer(url: string): Promise<string> {
  const port = requestedPort || (await freePort());
  const base = `http://127.0.0.1:${String(port)}`;
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      // As many connections as requests at once, and never fewer than the server's default.
      DATABASE_POOL_MAX: String(Math.max(CONCURRENCY, 10)),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  server = child;
  await waitForHealth(base, Date.now() + 120_000, child);
  return base;
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`sign-in as ${username}: ${String(response.status)} ${text}`);
  }
  return (JSON.parse(text) as { token: string }).token;
}

// ---- sizes ----

const RAW_TABLES = ['ts_orders', 'ts_order_lines'];

interface TableSize {
  table: string;
  bytes: number;
  rows: number;
}

async function tableSizes(client: pg.Client): Promise<TableSize[]> {
  const sizes: TableSize[] = [];
  for (const table of [...RAW_TABLES, ...ROLLUP_TABLES]) {
    const { rows } = await client.query<{ bytes: string; rows: string }>(
      `select pg_total_relation_size('${table}')::text as bytes,
        (select count(*) from ${table})::text as rows`,
    );
    sizes.push({ table, bytes: num(rows[0]?.bytes), rows: num(rows[0]?.rows) });
  }
  return sizes;
}

function sizeSummary(sizes: TableSize[]) {
  const of = (tables: readonly string[]) => {
    const picked = sizes.filter((size) => tables.includes(size.table));
    return {
      bytes: picked.reduce((sum, size) => sum + size.bytes, 0),
      rows: picked.reduce((sum, size) => sum + size.rows, 0),
    };
  };
  return { raw: of(RAW_TABLES), rollups: of(ROLLUP_TABLES), tables: sizes };
}

// ---- one scale ----

interface Figure {
  endpoint: string;
  period: string;
  fromDate: string | null;
  toDate: string | null;
  api: Timing;
  raw: Timing;
  /** Raw SQL p95 / API p95. */
  ratio: number | null;
  check: { figure: string; api: number | null; raw: number | null; equal: boolean | null };
  goals: { p95: boolean; ratio: boolean | null };
  failed: boolean;
}

interface ScaleResult {
  scale: number;
  database: 'generated' | 'reused';
  generation: Generation | null;
  today: string;
  /** The Vietnam day the generated orders stop before (the day the data was generated). */
  dataAnchor: string | null;
  productCode: string;
  /** The sale detailed (the one with the most revenue over the year). */
  saleId: number;
  sizes: ReturnType<typeof sizeSummary>;
  figures: Figure[];
}

/** Adds the demo users (the report reader among them); reads the data's scale and anchor day. */
async function prepare(url: string): Promise<{ scale: number | null; anchor: string | null }> {
  const handle = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  try {
    await seedReferenceData(handle.db);
    await seedDemoUsers(handle.db, password);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ entity: string; watermark: string }>(
      `select entity, watermark from sync_cursors where source = 'demo'`,
    );
    const value = (entity: string) => rows.find((row) => row.entity === entity)?.watermark;
    const anchor = value('anchor');
    const scale = value('scale');
    return {
      scale: scale === undefined ? null : Number(scale),
      anchor: anchor === undefined ? null : vnDay(Date.parse(anchor)),
    };
  } finally {
    await client.end();
  }
}

async function measureScale(
  url: string,
  scale: number | null,
  generation: Generation | null,
): Promise<ScaleResult> {
  const data = await prepare(url);
  const today = todayInVietnam();
  if (data.anchor !== null && data.anchor !== today) {
    log(`the data ends before ${data.anchor}: the periods up to ${today} hold days without orders`);
  }
  const sizeClient = new pg.Client({ connectionString: url });
  await sizeClient.connect();
  const sizes = sizeSummary(await tableSizes(sizeClient).finally(() => sizeClient.end()));
  const lines = sizes.tables.find((size) => size.table === 'ts_order_lines')?.rows ?? 0;
  const scaleOf = scale ?? data.scale ?? lines;
  log(`${label(scaleOf)}: ${lines.toLocaleString('en')} order lines; starting the server`);

  const base = await startServer(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: CONCURRENCY,
    statement_timeout: rawTimeoutMs,
  });
  // A connection lost while in use (the database dropped on an interrupt) is told, not thrown.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      log(`raw SQL connection: ${error.message}`);
    });
  });
  pool.on('error', () => {
    // told by the connection's own listener
  });
  try {
    const tokens = new Map<string, string>();
    for (const user of [REPORT_USER, SALES_USER]) tokens.set(user, await signIn(base, user));
    const tokenOf = (endpoint: Endpoint) => tokens.get(endpoint.user ?? REPORT_USER) ?? '';
    const [, , , yearPeriod] = periods(today);
    const yearScenario: Scenario = {
      period: yearPeriod ?? null,
      productCode: '',
      saleId: 0,
      today,
    };
    const analysis = JSON.parse(
      await call(
        base,
        tokenOf(endpointNamed('product analysis')),
        endpointNamed('product analysis'),
        yearScenario,
      ),
    ) as ProductAnalysisPage;
    const productCode = analysis.top[0]?.productCode ?? analysis.items[0]?.productCode;
    if (!productCode) throw new Error('no product sold over the year: nothing to detail');
    log(`product detailed: ${productCode}`);
    const team = JSON.parse(
      await call(
        base,
        tokenOf(endpointNamed('sale performance')),
        endpointNamed('sale performance'),
        yearScenario,
      ),
    ) as SalePerformanceReport;
    const sale = team.rows.find((row) => row.current.revenue > 0);
    if (!sale) throw new Error('no sale sold over the year: nothing to detail');
    log(
      `sale detailed: ${sale.username} (${String(sale.saleId)}), ${String(team.rows.length)} sales`,
    );
    const saleId = sale.saleId;

    // Every call and its raw SQL, each answer checked once; then every call timed, then every raw
    // SQL: the raw SQL reads the whole order tables, and timed between the calls it would leave
    // them a database whose cache holds order lines rather than the rollups they read.
    const measured = ENDPOINTS.filter((e) => only.length === 0 || only.includes(e.name));
    const cases = measured.flatMap((endpoint) =>
      (endpoint.periodic
        ? periods(today).filter((period) => !endpoint.noComparison || period.compare === 'previous')
        : [null]
      ).map((period) => ({
        endpoint,
        period,
        s: { period, productCode, saleId, today } satisfies Scenario,
        name: `${endpoint.name}, ${period?.label ?? 'now'}`,
        apiFigure: null as number | null,
        rawFigure: null as number | null,
        api: NOT_MEASURED,
      })),
    );
    for (const c of cases) {
      try {
        c.apiFigure = c.endpoint.check.api(
          JSON.parse(await call(base, tokenOf(c.endpoint), c.endpoint, c.s)),
        );
      } catch (error) {
        log(`${c.name}: API ${messageOf(error)}`);
      }
      if (rawRequests > 0) {
        try {
          c.rawFigure = c.endpoint.check.raw(await runRaw(pool, c.endpoint.raw(c.s)));
        } catch (error) {
          log(`${c.name}: raw SQL ${messageOf(error)}`);
        }
      }
    }
    for (const c of cases) {
      const family = c.endpoint.family;
      c.api = await measure(
        requests,
        WARMUP,
        () => timedCall(base, tokenOf(c.endpoint), c.endpoint, c.s),
        FRESH && family
          ? async () => {
              await pool.query('update report_versions set version = version + 1 where name = $1', [
                family,
              ]);
            }
          : undefined,
      );
      log(
        `${c.name}: p50 ${String(c.api.p50Ms)} ms, p95 ${String(c.api.p95Ms)} ms` +
          (c.api.failed > 0 ? ' (FAILED)' : ''),
      );
      if (c.api.firstError) log(`  API: ${c.api.firstError}`);
    }
    const figures: Figure[] = [];
    for (const { endpoint, period, s, name, apiFigure, rawFigure, api } of cases) {
      const raw =
        rawRequests > 0
          ? await measure(rawRequests, RAW_WARMUP, async () => {
              await runRaw(pool, endpoint.raw(s));
            })
          : NOT_MEASURED;
      const ratio =
        api.p95Ms !== null && api.p95Ms > 0 && raw.p95Ms !== null
          ? Number((raw.p95Ms / api.p95Ms).toFixed(1))
          : null;
      const failed = api.failed > 0 || raw.failed > 0;
      const figure: Figure = {
        endpoint: endpoint.name,
        period: period?.label ?? 'now',
        fromDate: period?.fromDate ?? null,
        toDate: period?.toDate ?? null,
        api,
        raw,
        ratio,
        check: {
          figure: endpoint.check.figure,
          api: apiFigure,
          raw: rawFigure,
          equal: rawRequests > 0 ? apiFigure !== null && apiFigure === rawFigure : null,
        },
        goals: {
          p95: api.failed === 0 && api.p95Ms !== null && api.p95Ms <= GOALS.p95Ms,
          ratio: endpoint.rollups ? ratio !== null && ratio >= GOALS.rawOverApiP95 : null,
        },
        failed,
      };
      figures.push(figure);
      if (rawRequests > 0) {
        log(
          `${name}: raw p95 ${String(raw.p95Ms)} ms, ${String(ratio)} times the API's` +
            (raw.failed > 0 ? ' (FAILED)' : ''),
        );
      }
      if (raw.firstError) log(`  raw SQL: ${raw.firstError}`);
      if (figure.check.equal === false) {
        log(
          `  ${endpoint.check.figure}: API ${String(apiFigure)} but raw SQL ${String(rawFigure)}`,
        );
      }
    }
    return {
      scale: scaleOf,
      database: generation ? 'generated' : 'reused',
      generation,
      today,
      dataAnchor: data.anchor,
      productCode,
      saleId,
      sizes,
      figures,
    };
  } finally {
    timedAgent.destroy();
    await pool.end();
    await stopServer();
  }
}

function endpointNamed(name: string): Endpoint {
  const endpoint = ENDPOINTS.find((e) => e.name === name);
  if (!endpoint) throw new Error(`the ${name} entry is missing`);
  return endpoint;
}

// ---- output ----

/** 100000 as 100k, 10000000 as 10M. */
function label(scale: number): string {
  if (scale >= 1_000_000) return `${String(Number((scale / 1_000_000).toFixed(1)))}M`;
  if (scale >= 1000) return `${String(Number((scale / 1000).toFixed(1)))}k`;
  return String(scale);
}

const mark = (ok: boolean | null) => (ok === null ? '—' : ok ? '✓' : '✗');
const ms = (value: number | null) => (value === null ? '—' : value);
const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

function printScale(result: ScaleResult): void {
  process.stdout.write(
    `\nReports at ${label(result.scale)} order lines (today ${result.today}, product ${result.productCode}, sale ${String(result.saleId)}; ` +
      `goals: p95 ≤ ${String(GOALS.p95Ms)} ms, raw p95 / API p95 ≥ ${String(GOALS.rawOverApiP95)})\n`,
  );
  console.table(
    result.figures.map((f) => ({
      endpoint: f.endpoint,
      period: f.period,
      'p50 ms': ms(f.api.p50Ms),
      'p95 ms': ms(f.api.p95Ms),
      'raw p95 ms': ms(f.raw.p95Ms),
      ratio: f.ratio ?? '—',
      'p95 ≤ 100': mark(f.goals.p95),
      'ratio ≥ 30': mark(f.goals.ratio),
      'same figure': mark(f.check.equal),
      failures: f.failed ? `API ${String(f.api.failed)}, raw ${String(f.raw.failed)}` : '',
    })),
  );
}

function printGrowth(results: ScaleResult[]): void {
  process.stdout.write('\nAPI p95 (ms) by scale\n');
  const rows = new Map<string, Record<string, string | number>>();
  for (const result of results) {
    for (const f of result.figures) {
      const key = `${f.endpoint}|${f.period}`;
      const row = rows.get(key) ?? { endpoint: f.endpoint, period: f.period };
      row[label(result.scale)] = ms(f.api.p95Ms);
      rows.set(key, row);
    }
  }
  console.table([...rows.values()]);
  process.stdout.write('\nData by scale\n');
  console.table(
    results.map((r) => ({
      'order lines': label(r.scale),
      'generated in s': r.generation?.seconds ?? 'reused',
      'lines/s': r.generation?.linesPerSecond ?? '—',
      'raw MiB': mib(r.sizes.raw.bytes),
      'raw rows': r.sizes.raw.rows,
      'rollup MiB': mib(r.sizes.rollups.bytes),
      'rollup rows': r.sizes.rollups.rows,
      'rollups / raw size': Number((r.sizes.rollups.bytes / r.sizes.raw.bytes).toFixed(3)),
    })),
  );
}

function writeReport(results: ScaleResult[]): void {
  const report = {
    benchmark: 'reports',
    at: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    database: 'PostgreSQL',
    settings: {
      concurrency: CONCURRENCY,
      fresh: FRESH,
      requests,
      warmup: WARMUP,
      rawRequests,
      rawWarmup: RAW_WARMUP,
      timeoutSeconds: timeoutMs / 1000,
      rawTimeoutSeconds: rawTimeoutMs / 1000,
      user: REPORT_USER,
      salesUser: SALES_USER,
      crmCustomers,
      sales: crmSales,
      seller: OWN_SELLER,
      comparedSellers: COMPARED.map((seller) => seller.code),
    },
    goals: GOALS,
    scales: results,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/reports.json', import.meta.url),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}

// ---- main ----

/** The databases to measure: reused ones, or one to generate per scale. */
function targets(): { scale: number | null; url: string | null }[] {
  const scales = scaleSetting
    ? scaleSetting
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== '')
        .map(Number)
    : null;
  for (const scale of scales ?? []) {
    if (!Number.isInteger(scale) || scale < 1) {
      throw new Error(`BENCH_REPORT_SCALES: ${String(scale)} is not a number of order lines`);
    }
  }
  if (reuseUrls.length > 0) {
    if (scales && scales.length !== reuseUrls.length) {
      throw new Error('BENCH_DB_URL and BENCH_REPORT_SCALES must list as many entries');
    }
    return reuseUrls.map((url, index) => ({ scale: scales?.[index] ?? null, url }));
  }
  return (scales ?? DEFAULT_SCALES).map((scale) => ({ scale, url: null }));
}

async function main(): Promise<void> {
  const plan = targets();
  if (!Number.isInteger(requests) || requests < 1) {
    throw new Error('BENCH_REQUESTS must be 1 or more');
  }
  if (!Number.isInteger(rawRequests) || rawRequests < 0) {
    throw new Error('BENCH_RAW_REQUESTS must be 0 or more');
  }
  const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const results: ScaleResult[] = [];
  for (const target of plan) {
    let url = target.url;
    let generation: Generation | null = null;
    if (url === null) {
      const scale = target.scale ?? 0;
      url = (await createScratchDatabase(adminUrl, 'bench_reports')).url;
      scratch.add(url);
      log(`generating ${scale.toLocaleString('en')} order lines in a scratch database`);
      generation = await generate(url, scale);
      log(`data ready in ${String(generation.seconds)} s`);
    }
    const result = await measureScale(url, target.scale, generation);
    results.push(result);
    printScale(result);
    writeReport(results);
    if (scratch.has(url)) {
      scratch.delete(url);
      if (keepDb) kept.push(url);
      else await dropDatabaseOf(adminUrl, url);
    }
  }
  printGrowth(results);
  const failed = results.flatMap((r) =>
    r.figures.filter((f) => f.failed).map((f) => `${label(r.scale)} ${f.endpoint}, ${f.period}`),
  );
  const differing = results.flatMap((r) =>
    r.figures
      .filter((f) => f.check.equal === false)
      .map((f) => `${label(r.scale)} ${f.endpoint}, ${f.period}`),
  );
  if (failed.length > 0) process.stdout.write(`\nFailed scenarios: ${failed.join('; ')}\n`);
  if (differing.length > 0) {
    process.stdout.write(`\nAPI and raw SQL differ on their figure: ${differing.join('; ')}\n`);
  }
  process.stdout.write('\nWritten: bench/results/reports.json\n');
  if (failed.length > 0) process.exitCode = 1;
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', killChildren);

async function run(): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

void run();
