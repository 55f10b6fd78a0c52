import { describe, expect, it } from 'vitest';
import {
  AgeDays,
  SaleInvoiceOrdersSearch,
  ageBucketLabels,
  ageBucketOf,
} from './sale-order-invoice';

describe('the unpaid age buckets', () => {
  it('are named from their bounds, the last one open', () => {
    expect(ageBucketLabels([30, 60, 90])).toEqual([
      '0-30 ngày',
      '31-60 ngày',
      '61-90 ngày',
      'Trên 90 ngày',
    ]);
    expect(ageBucketLabels([7])).toEqual(['0-7 ngày', 'Trên 7 ngày']);
  });

  it('hold an age by its bounds, each bound in the bucket it ends', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map((age) => ageBucketOf([30, 60, 90], age))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });

  it('are read from the address, increasing, and refused otherwise', () => {
    expect(AgeDays.parse('15,45')).toEqual([15, 45]);
    expect(AgeDays.parse(['10', '20'])).toEqual([10, 20]);
    expect(AgeDays.parse(undefined)).toBeUndefined();
    for (const bad of ['', '30,', '60,30', '0', '-5', '1e2', '3651', '1,2,3,4,5,6,7', '30,30']) {
      expect(AgeDays.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('filter one sale’s orders by unpaid and age, and refuse what is not a filter', () => {
    const period = { fromDate: '2026-10-01', toDate: '2026-10-31' };
    expect(SaleInvoiceOrdersSearch.parse({ ...period, unpaid: 'true', age: '2' })).toMatchObject({
      unpaid: true,
      age: 2,
      page: 0,
      pageSize: 20,
    });
    expect(SaleInvoiceOrdersSearch.safeParse({ ...period, unpaid: '1' }).success).toBe(false);
    expect(SaleInvoiceOrdersSearch.safeParse({ ...period, saleId: '3' }).success).toBe(false);
  });
});
