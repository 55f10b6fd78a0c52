// The text search's shortcuts (look at the newest customers first, then search the rare words
// through the index) must answer exactly what the plain query answers, page by page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type CustomerSearchFilter, searchCustomerIds } from './customers.repository';

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const base: Omit<CustomerSearchFilter, 'terms' | 'page' | 'recentWindow'> = {
  scope: { kind: 'ocean', pendingOwnerIds: null },
  viewerId: 1,
  includeHidden: true,
  sortField: 'id',
  sortOrder: 'desc',
  pinnedFirst: false,
  pageSize: 7,
  countCap: 100_000,
};

/** Every id whose text has each term (any of its alternatives), newest first: the plain query. */
async function reference(
  terms: string[][],
  order: 'asc' | 'desc',
  pool = false,
): Promise<number[]> {
  const conditions = terms.map(
    (alternatives) =>
      sql`(${sql.join(
        alternatives.map((term) => sql`search_doc like '%' || search_text(${term}) || '%'`),
        sql` or `,
      )})`,
  );
  const result = await app.ctx.db.execute(sql`
    select id from crm_customers
    where deleted_at is null
      ${pool ? sql`and collection = 'POOL' and approval_status = 'APPROVED'` : sql``}
      and ${sql.join(conditions, sql` and `)}
    order by id ${order === 'asc' ? sql`asc` : sql`desc`}`);
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}

describe('text search shortcuts', () => {
  const cases: { label: string; terms: string[][] }[] = [
    { label: 'a common word', terms: [['nha']] },
    { label: 'common words together', terms: [['nha'], ['thuoc']] },
    { label: 'a rarer name', terms: [['an'], ['khang']] },
    { label: 'a rare word with a common one', terms: [['phong'], ['ha long']] },
    { label: 'alternatives (corrected typos)', terms: [['thanh', 'thao'], ['binh']] },
    { label: 'digits of a phone', terms: [['0903']] },
    { label: 'nothing', terms: [['khongcoai']] },
  ];
  for (const { label, terms } of cases) {
    for (const window of [5, 60, 4000]) {
      it(`answers as the plain query: ${label}, window ${String(window)}`, async () => {
        for (const order of ['desc', 'asc'] as const) {
          const all = await reference(terms, order);
          for (const page of [0, 1, 3]) {
            const result = await searchCustomerIds(app.ctx.db, {
              ...base,
              sortOrder: order,
              terms,
              page,
              recentWindow: window,
            });
            expect(result.ids, `${order} page ${String(page)}`).toEqual(
              all.slice(page * base.pageSize, (page + 1) * base.pageSize),
            );
            expect(result.total).toBe(all.length);
          }
        }
      });
    }
  }

  it('answers as the plain query within the pool', async () => {
    const all = await reference([['nha'], ['thuoc']], 'desc', true);
    const result = await searchCustomerIds(app.ctx.db, {
      ...base,
      scope: { kind: 'pool' },
      terms: [['nha'], ['thuoc']],
      page: 2,
      recentWindow: 40,
    });
    expect(result.ids).toEqual(all.slice(14, 21));
    expect(result.total).toBe(all.length);
  });

  it('caps the count, saying so', async () => {
    const all = await reference([['nha']], 'desc');
    expect(all.length).toBeGreaterThan(30);
    for (const window of [5, 4000]) {
      const result = await searchCustomerIds(app.ctx.db, {
        ...base,
        terms: [['nha']],
        page: 0,
        countCap: 30,
        recentWindow: window,
      });
      expect(result).toMatchObject({ total: 30, capped: true });
      expect(result.ids).toEqual(all.slice(0, 7));
    }
  });

  it('answers every page past the cap, to the last one, as the plain query', async () => {
    const all = await reference([['nha']], 'desc');
    const countCap = 10;
    const lastPage = Math.ceil(all.length / base.pageSize) - 1;
    expect(lastPage).toBeGreaterThan(3);
    for (const window of [5, 4000]) {
      for (const page of [2, 3, lastPage]) {
        const result = await searchCustomerIds(app.ctx.db, {
          ...base,
          terms: [['nha']],
          page,
          countCap,
          recentWindow: window,
        });
        expect(result.ids, `window ${String(window)} page ${String(page)}`).toEqual(
          all.slice(page * base.pageSize, (page + 1) * base.pageSize),
        );
        expect(result).toMatchObject({ total: countCap, capped: true });
      }
    }
  });
});
