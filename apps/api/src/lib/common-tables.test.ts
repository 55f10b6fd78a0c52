// A statement read through a handle with common tables is put under those it reads, directly or
// through the others, in their order, and under none of the rest.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type CommonTable, underCommonTables, withCommonTables } from './common-tables';

const dialect = new PgDialect();
const table = (name: string, body: string, value: number): CommonTable => ({
  name,
  definition: sql`${sql.identifier(name)} as (select ${value}::int as n ${sql.raw(body)})`,
});

/** The text and values the handle runs `query` as. */
const asRun = (query: ReturnType<typeof sql>) => {
  const db = withCommonTables({ dialect }, [
    table('part_of_sales', '', 1),
    table('sales', 'union all select n from part_of_sales', 2),
    table('buyers', '', 3),
    table('sales_monthly', 'union all select n from sales', 4),
  ]);
  return dialect.sqlToQuery(underCommonTables(db, query));
};

describe('common tables', () => {
  it('are put in front of a statement as far as it reads them', () => {
    const { sql: text, params } = asRun(sql`select n from sales where n > ${0}`);
    expect(text).toMatch(/^with "part_of_sales" as .*, "sales" as /);
    expect(text).not.toContain('"buyers"');
    expect(text).not.toContain('"sales_monthly"');
    expect(params).toEqual([1, 2, 0]);
  });

  it('follow what the tables read, in their order', () => {
    const { sql: text } = asRun(sql`select n from "sales_monthly" join buyers using (n)`);
    expect(text.indexOf('"part_of_sales" as')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('"part_of_sales" as')).toBeLessThan(text.indexOf('"sales" as'));
    expect(text.indexOf('"sales" as')).toBeLessThan(text.indexOf('"buyers" as'));
    expect(text.indexOf('"buyers" as')).toBeLessThan(text.indexOf('"sales_monthly" as'));
  });

  it('leave a statement that reads none of them as it is, a name inside another not read', () => {
    const query = sql`select n from part_of_sales_2 union all select n from monthly_sales`;
    expect(asRun(query)).toEqual(dialect.sqlToQuery(query));
  });
});
