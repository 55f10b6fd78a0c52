import {
  CUSTOMER_COUNT_CAP,
  CUSTOMER_EXPORT_MAX,
  type CustomerSearchInput,
  PAGE_SIZE_MAX,
} from '@backoffice/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../lib/api-client';
import { customer } from '../crm-fake-api.testing';
import { searchAllCustomers } from './search-customers';
import { fakeApi, ok } from '../../../test/fake-api';

afterEach(() => {
  api.defaults.adapter = undefined;
});

/**
 * The ocean as the API answers it: `size()` customers, newest (highest id) first, counted up to
 * CUSTOMER_COUNT_CAP.
 */
function serveOcean(size: () => number) {
  const fake = fakeApi({
    'POST /api/v1/crm/customer/in-ocean': (request) => {
      const body = request.body as CustomerSearchInput;
      const page = Number(body.page);
      const pageSize = Number(body.pageSize);
      const all = size();
      const start = page * pageSize;
      const count = Math.max(0, Math.min(pageSize, all - start));
      const items = Array.from({ length: count }, (_, index) =>
        customer({ id: all - start - index }),
      );
      return ok({
        items,
        total: Math.min(all, CUSTOMER_COUNT_CAP),
        totalCapped: all > CUSTOMER_COUNT_CAP,
        page,
        pageSize,
        fuzzy: false,
      });
    },
  });
  api.defaults.adapter = fake.adapter;
  return fake;
}

describe('searchAllCustomers (the Excel export)', () => {
  it('reads past the capped count, page by page, until a page comes back short', async () => {
    const fake = serveOcean(() => 3_000);
    const progress: number[] = [];
    const { rows, cut } = await searchAllCustomers('in-ocean', { filterText: 'nha thuoc' }, (n) =>
      progress.push(n),
    );
    expect(rows).toHaveLength(3_000);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3_000);
    expect(cut).toBe(false);
    const asked = fake.calls('POST', '/api/v1/crm/customer/in-ocean').map((call) => call.body);
    expect(asked).toHaveLength(16);
    expect(asked[15]).toEqual({ filterText: 'nha thuoc', page: 15, pageSize: PAGE_SIZE_MAX });
    expect(progress.slice(0, 3)).toEqual([200, 400, 600]);
    expect(progress.at(-1)).toBe(3_000);
  });

  it('stops at CUSTOMER_EXPORT_MAX rows and says that more match', async () => {
    serveOcean(() => CUSTOMER_EXPORT_MAX + 1);
    const { rows, cut } = await searchAllCustomers('in-ocean', {});
    expect(rows).toHaveLength(CUSTOMER_EXPORT_MAX);
    expect(rows[0]?.id).toBe(CUSTOMER_EXPORT_MAX + 1);
    expect(cut).toBe(true);
  });

  it('does not say so when exactly CUSTOMER_EXPORT_MAX match', async () => {
    serveOcean(() => CUSTOMER_EXPORT_MAX);
    const { rows, cut } = await searchAllCustomers('in-ocean', {});
    expect(rows).toHaveLength(CUSTOMER_EXPORT_MAX);
    expect(cut).toBe(false);
  });

  it('takes no customer twice when one is added while it runs', async () => {
    let size = 450;
    const fake = serveOcean(() => size);
    const { rows } = await searchAllCustomers('in-ocean', {}, () => {
      size = 451;
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/in-ocean')).toHaveLength(3);
    expect(rows.map((row) => row.id)).toEqual(
      Array.from({ length: 450 }, (_, index) => 450 - index),
    );
  });
});
