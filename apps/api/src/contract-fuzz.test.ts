// Hostile input on every route, driven by the contract: for each route's path parameters, query and
// body, fast-check builds requests from the route's own zod schemas, with valid values mixed with
// hostile ones (NUL, lone surrogates, ids past 32 bits, wrong types, very long text, injections)
// at every level. Whatever comes, the answer is never a 5xx, a refusal is a 4xx with the error shape,
// and a 4xx changes no data (no transaction committed while it was answered; checked on PGlite).
// A new route is covered without editing this file. CONTRACT_FUZZ_RUNS sets the cases per route (default 12);
// CONTRACT_FUZZ_SEED replays a run. Besides the random cases, every field of every route is tried
// with each value of CRITICAL.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from './plugins/access';
import { type TestApp, bearer, createTestApp, login } from './test/test-app';

const RUNS = Number(process.env.CONTRACT_FUZZ_RUNS ?? 12);
const SEED = process.env.CONTRACT_FUZZ_SEED ? Number(process.env.CONTRACT_FUZZ_SEED) : undefined;

/** Routes left out: the reference, and sign-out (it would end the caller's session). */
const SKIPPED = [/^\/docs/, /^\/auth\/logout$/];

const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '',
  ' ',
  'x'.repeat(5000),
  '0x10',
  '1e3',
  '-1',
  '١٢٣',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'NaN',
  2 ** 31,
  2 ** 53 - 1,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  [5],
  {},
  { $ne: null },
];

/** Put in each field in turn, the rest of the request as generated: the classes of past 500s. */
const CRITICAL: unknown[] = ['a\u0000b', 'x\ud800', 2 ** 31, 2 ** 53 - 1, true, '0x10', [5]];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const hostile = fc.constantFrom(...HOSTILE);

function words(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const pool = ['Nhà thuốc', 'An Khang', 'ha noi', 'Sài Gòn', '0903123417', 'KH0000001', 'PARA500'];
  return fc
    .oneof(fc.constantFrom(...pool), fc.string({ maxLength: 20 }))
    .map((text) => text.padEnd(minLength, 'a').slice(0, Math.max(minLength, maxLength)));
}

/** Values that follow the schema, as far as its JSON form tells. */
function valid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alt) => valid(alt, depth)));
  }
  if (schema.allOf?.[0]) return valid(schema.allOf[0], depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  }
  switch (types[0] ?? 'any') {
    case 'string':
      if (schema.format === 'date') {
        return fc
          .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      }
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      }
      if (schema.format === 'email') return fc.constantFrom('a@example.vn', 'x.y@example.com');
      if (schema.format === 'uri') return fc.constantFrom('https://api.example.vn', 'http://a.b');
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200));
        } catch {
          return words(schema.minLength, schema.maxLength);
        }
      }
      return words(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -11) + 1;
      const max = Math.max(min, schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1);
      return fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items && depth < 4 ? field(schema.items, depth + 1) : hostile, {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(Math.max(schema.maxItems ?? 3, schema.minItems ?? 0), 3),
      });
    case 'object':
      return object(schema, depth);
    default:
      return fc.oneof(hostile, words());
  }
}

/** A field: mostly valid, sometimes hostile. */
function field(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: valid(schema, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

function object(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, field(value, depth + 1)]),
  );
  return fc.record(shape, {
    requiredKeys: (schema.required ?? []).filter((key) => key in properties),
  });
}

/** The JSON form of a route's zod schema part, or null when it has none. */
function jsonSchemaOf(part: unknown): JsonSchema | null {
  if (!(part instanceof z.ZodType)) return null;
  return z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

interface Case {
  params: Record<string, unknown>;
  query: Record<string, unknown> | null;
  body: unknown;
}

function caseOf(route: RegisteredRoute): fc.Arbitrary<Case> {
  const schema: FastifySchema = route.schema ?? {};
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
  const paramsSchema = jsonSchemaOf(schema.params);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => {
        const own = paramsSchema?.properties?.[name];
        return [name, own ? field(own, 1) : fc.oneof(hostile, words())];
      }),
    ),
  );
  const querySchema = jsonSchemaOf(schema.querystring);
  const bodySchema = jsonSchemaOf(schema.body);
  const query = querySchema ? object(querySchema, 0) : fc.constant(null);
  const body = bodySchema
    ? fc.oneof({ weight: 6, arbitrary: valid(bodySchema, 0) }, { weight: 1, arbitrary: hostile })
    : fc.constant(undefined);
  return fc.record({ params, query, body });
}

/** One case per field and critical value (path parameters, query and top-level body fields). */
function criticalExamples(route: RegisteredRoute, arbitrary: fc.Arbitrary<Case>): [Case][] {
  const [base] = fc.sample(arbitrary, { numRuns: 1, seed: 42 });
  if (!base) return [];
  const schema: FastifySchema = route.schema ?? {};
  const bodyFields = Object.keys(jsonSchemaOf(schema.body)?.properties ?? {});
  const queryFields = Object.keys(jsonSchemaOf(schema.querystring)?.properties ?? {});
  const baseBody =
    typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body)
      ? (base.body as Record<string, unknown>)
      : {};
  const examples: [Case][] = [];
  for (const value of CRITICAL) {
    for (const name of Object.keys(base.params)) {
      examples.push([{ ...base, params: { ...base.params, [name]: value } }]);
    }
    for (const name of queryFields) {
      examples.push([{ ...base, query: { ...(base.query ?? {}), [name]: value } }]);
    }
    for (const name of bodyFields) {
      examples.push([{ ...base, body: { ...baseBody, [name]: value } }]);
    }
  }
  return examples;
}

function queryString(query: Record<string, unknown> | null): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      search.append(
        key,
        typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one ?? ''),
      );
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function urlOf(route: RegisteredRoute, params: Record<string, unknown>): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(JSON.stringify(params[name] ?? 1).replace(/^"(.*)"$/, '$1')),
  );
}

let app: TestApp;
let close: () => Promise<void>;
let token: string;
/**
 * Whether "no data change after a 4xx" can be checked exactly: on PGlite the database has the
 * transaction counter to itself; on a PostgreSQL server the counter is the cluster's, shared with
 * the other test files' databases, so a transaction committed meanwhile may be theirs.
 */
let exactChanges = false;

beforeAll(async () => {
  const built = await createTestApp({ logger: { level: 'error' } });
  ({ app, close } = built);
  exactChanges = built.config.database.kind === 'pglite';
  await app.ready();
  token = await login(app, 'admin');
});
afterAll(async () => close());

/** The next transaction id to be given; read-only statements take none. */
async function nextTransactionId(): Promise<bigint> {
  const result = await app.ctx.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return BigInt((result as { rows: { next: string }[] }).rows[0]?.next ?? '0');
}

/** Whether a transaction that began at or after `from` and before `to` committed. */
async function committedBetween(from: bigint, to: bigint): Promise<boolean> {
  for (let xid = from; xid < to; xid += 1n) {
    const result = await app.ctx.db.execute(
      sql`select pg_xact_status(${xid.toString()}::xid8) as status`,
    );
    if ((result as { rows: { status: string | null }[] }).rows[0]?.status === 'committed') {
      return true;
    }
  }
  return false;
}

describe('every route under hostile input, driven by its contract', () => {
  it('never answers 5xx, refuses with a shaped 4xx, and a 4xx changes no data', async () => {
    const routes = app
      .routeRegistry()
      .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter((route) => !SKIPPED.some((pattern) => pattern.test(route.url)));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const auth = route.url.startsWith('/auth/') ? {} : bearer(token);
      const arbitrary = caseOf(route);
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async ({ params, query, body }) => {
            const before = await nextTransactionId();
            const response = await app.inject({
              method: route.method as 'GET',
              url: urlOf(route, params) + queryString(query),
              headers: auth,
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
              ...(body === undefined
                ? {}
                : { headers: { ...auth, 'content-type': 'application/json' } }),
            });
            const status = response.statusCode;
            let problem: string | null = null;
            if (status >= 500) problem = `answered ${status}: ${response.body.slice(0, 200)}`;
            else if (status >= 400) {
              const shaped = (() => {
                try {
                  return typeof response.json<{ code?: unknown }>().code === 'string';
                } catch {
                  return false;
                }
              })();
              if (!shaped) problem = `answered ${status} without the error shape`;
              else if (exactChanges && !route.url.startsWith('/auth/')) {
                const after = await nextTransactionId();
                if (await committedBetween(before, after))
                  problem = `answered ${status} yet changed data`;
              }
            }
            if (problem) {
              failures.push(
                `${route.method} ${route.url} ${problem} <- ${JSON.stringify({ params, query, body }).slice(0, 300)}`,
              );
            }
            return problem === null;
          }),
          {
            numRuns: RUNS,
            examples: criticalExamples(route, arbitrary),
            ...(SEED === undefined ? {} : { seed: SEED }),
            endOnFailure: true,
          },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
