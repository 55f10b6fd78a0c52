import { describe, expect, it } from 'vitest';
import { type TableDefaults, tableFromAddress, withTable, withoutPage } from './table-in-address';

const customers: TableDefaults = {
  sort: { key: 'revenue', order: 'desc' },
  pageSize: 10,
  sortKeys: ['revenue', 'orders'],
  prefix: 'customers',
};

describe("a table's view in the address", () => {
  it("reads and writes one table of several under its own names, leaving the others' alone", () => {
    const address = new URLSearchParams('fromDate=2026-11-01&page=3&sort=orders&customersPage=2');
    expect(tableFromAddress(address, customers)).toEqual({
      page: 1,
      pageSize: 10,
      sort: { key: 'revenue', order: 'desc' },
    });
    const next = withTable(
      address,
      { page: 4, pageSize: 20, sort: { key: 'orders', order: 'asc' } },
      customers,
    );
    expect(next.toString()).toBe(
      'fromDate=2026-11-01&page=3&sort=orders&customersPage=5&customersSize=20&customersSort=orders&customersOrder=asc',
    );
    // The defaults leave the address.
    expect(
      withTable(next, { page: 0, pageSize: 10, sort: customers.sort }, customers).toString(),
    ).toBe('fromDate=2026-11-01&page=3&sort=orders');
  });

  it('reads a column it does not sort by, or a page that is not one, as the default', () => {
    const address = new URLSearchParams('customersPage=x&customersSort=name&customersSize=7');
    expect(tableFromAddress(address, customers)).toEqual({
      page: 0,
      pageSize: 10,
      sort: { key: 'revenue', order: 'desc' },
    });
  });

  it('starts every table again from its first page, and keeps the rest', () => {
    const address = new URLSearchParams(
      'page=2&customersPage=3&productsPage=4&customersSort=orders&size=50&q=para',
    );
    expect(withoutPage(address).toString()).toBe('customersSort=orders&size=50&q=para');
  });
});
