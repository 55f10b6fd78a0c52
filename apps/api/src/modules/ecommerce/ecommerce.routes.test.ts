// The seller data calls (deals, combos, stock with X-SELLER-ID) and the two accounting mappings.
import {
  type Combo,
  type Deal,
  ErrorCode,
  type InventoryLot,
  type InvoiceMappingResult,
  type KiotvietProductPage,
  MAPPING_MESSAGES,
  type MarketplaceInvoicePage,
  type MisaVoucherPage,
  NEAR_EXPIRY_DAYS,
  type UpdateMsPrivateSkusResult,
  type VoucherSuggestion,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { queryRows } from '../../lib/query-rows';

const kit = testKit(['giamdoc', 'ketoan', 'hanhchinh', 'marketing', 'sale1']);

function call(
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  username: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return kit.app.inject({
    method,
    url,
    headers: { ...kit.as(username), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

function fieldsOf(body: string): string[] {
  return (JSON.parse(body) as { details: { fields: { field: string }[] } }).details.fields.map(
    (f) => f.field,
  );
}

const seller = { 'x-seller-id': '2010' };

describe('deals and combos of a seller', () => {
  it("gives the board a seller's active and upcoming deals, deal price against the usual one", async () => {
    const response = await call(
      'GET',
      '/api/v1/thuocsi/deal/up-deal-for-seller?sellerId=2010',
      'giamdoc',
      {
        headers: seller,
      },
    );
    expect(response.statusCode).toBe(200);
    const deals = response.json<Deal[]>();
    expect(deals.length).toBeGreaterThanOrEqual(2);
    expect(deals.every((d) => d.sellerId === 2010 && d.status !== 'ENDED')).toBe(true);
    expect(new Set(deals.map((d) => d.status))).toEqual(new Set(['ACTIVE', 'UPCOMING']));
    expect(deals.every((d) => Date.parse(d.endAt) >= Date.now())).toBe(true);
    const starts = deals.map((d) => Date.parse(d.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const deal of deals) {
      expect(deal.dealPrice).toBeLessThan(deal.usualPrice);
      expect(deal.quantitySold).toBeLessThanOrEqual(deal.quantityLimit);
      expect(deal.productName).not.toBe('');
    }
  });

  it('gives its combos with their items', async () => {
    const response = await call(
      'GET',
      '/api/v1/thuocsi/deal/up-combo-for-seller?sellerId=2010',
      'giamdoc',
      {
        headers: seller,
      },
    );
    expect(response.statusCode).toBe(200);
    const combos = response.json<Combo[]>();
    expect(combos.length).toBeGreaterThan(0);
    for (const combo of combos) {
      expect(combo.items.length).toBeGreaterThanOrEqual(2);
      expect(combo.usualTotal).toBe(combo.items.reduce((s, i) => s + i.quantity * i.usualPrice, 0));
      expect(combo.comboPrice).toBeLessThan(combo.usualTotal);
    }
  });

  it('refuses a missing, malformed or different X-SELLER-ID, naming the header', async () => {
    const url = '/api/v1/thuocsi/deal/up-deal-for-seller?sellerId=2010';
    const headerCases: Record<string, string>[] = [
      {},
      { 'x-seller-id': 'abc' },
      { 'x-seller-id': '-3' },
      { 'x-seller-id': '3035' },
    ];
    for (const headers of headerCases) {
      const response = await call('GET', url, 'giamdoc', { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.VALIDATION_ERROR);
      expect(fieldsOf(response.body)).toEqual(['X-SELLER-ID']);
    }
    const noSellerId = await call('GET', '/api/v1/thuocsi/deal/up-combo-for-seller', 'giamdoc', {
      headers: seller,
    });
    expect(noSellerId.statusCode).toBe(400);
    expect(fieldsOf(noSellerId.body)).toEqual(['sellerId']);
    const unknown = await call(
      'GET',
      '/api/v1/thuocsi/deal/up-deal-for-seller?sellerId=777',
      'giamdoc',
      {
        headers: { 'x-seller-id': '777' },
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is for the board only', async () => {
    for (const username of ['ketoan', 'marketing', 'sale1']) {
      const response = await call(
        'GET',
        '/api/v1/thuocsi/deal/up-deal-for-seller?sellerId=2010',
        username,
        {
          headers: seller,
        },
      );
      expect(response.statusCode, username).toBe(403);
    }
  });
});

describe('GET /api/v1/thuocsi/report/warehouse/inventory', () => {
  const url = '/api/v1/thuocsi/report/warehouse/inventory';

  it("gives the seller's lots in a warehouse, earliest expiry first, near expiry marked, valued", async () => {
    const response = await call('GET', `${url}?warehouseCode=WH-HCM`, 'giamdoc', {
      headers: seller,
    });
    expect(response.statusCode).toBe(200);
    const lots = response.json<InventoryLot[]>();
    expect(lots.length).toBeGreaterThan(50);
    expect(lots.every((l) => l.warehouseCode === 'WH-HCM' && l.sellerId === 2010)).toBe(true);
    const expiries = lots.map((l) => l.expiryDate);
    expect(expiries).toEqual([...expiries].sort());
    expect(lots.some((l) => l.nearExpiry)).toBe(true);
    expect(lots.some((l) => !l.nearExpiry)).toBe(true);
    for (const lot of lots) {
      expect(lot.nearExpiry).toBe(lot.daysToExpiry < NEAR_EXPIRY_DAYS);
      expect(lot.stockValue).toBe(lot.quantityOnHand * lot.unitCost);
      expect(lot.registrationNumber).toMatch(/^V[DN]-\d{5}-\d{2}$/);
    }
    const other = await call('GET', `${url}?warehouseCode=WH-HCM`, 'giamdoc', {
      headers: { 'x-seller-id': '3035' },
    });
    expect(other.json<InventoryLot[]>()).toEqual([]);
  });

  it('refuses a missing warehouse or seller, and answers 404 for an unknown warehouse', async () => {
    const noWarehouse = await call('GET', url, 'giamdoc', { headers: seller });
    expect(noWarehouse.statusCode).toBe(400);
    expect(fieldsOf(noWarehouse.body)).toEqual(['warehouseCode']);
    const noSeller = await call('GET', `${url}?warehouseCode=WH-HCM`, 'giamdoc');
    expect(fieldsOf(noSeller.body)).toEqual(['X-SELLER-ID']);
    expect(
      (await call('GET', `${url}?warehouseCode=WH-XX`, 'giamdoc', { headers: seller })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${url}?warehouseCode=WH-HCM`, 'ketoan', { headers: seller })).statusCode,
    ).toBe(403);
  });
});

describe('KiotViet products and their private SKUs', () => {
  it('searches without accents and with small typos, unmapped first', async () => {
    const page = (
      await call('GET', '/api/v1/kiotviet/product/search?pageSize=200', 'ketoan')
    ).json<KiotvietProductPage>();
    expect(page.total).toBe(page.mappedCount + page.unmappedCount);
    const firstMapped = page.items.findIndex((p) => p.msPrivateSkus.length > 0);
    expect(page.items.slice(0, firstMapped).every((p) => p.msPrivateSkus.length === 0)).toBe(true);
    expect(page.items.slice(firstMapped).every((p) => p.msPrivateSkus.length > 0)).toBe(true);

    const typo = (
      await call('GET', '/api/v1/kiotviet/product/search?search=amoxicilin', 'ketoan')
    ).json<KiotvietProductPage>();
    expect(typo.items.map((p) => p.name)).toContain('Amoxicillin 500mg');
    const accents = (
      await call(
        'GET',
        `/api/v1/kiotviet/product/search?search=${encodeURIComponent('nuoc muoi')}`,
        'ketoan',
      )
    ).json<KiotvietProductPage>();
    expect(accents.items.map((p) => p.name)).toContain('Nước muối sinh lý Natri clorid 0,9% 500ml');
    const unmapped = (
      await call(
        'GET',
        '/api/v1/kiotviet/product/search?mapping=unmapped&pageSize=5&page=1',
        'ketoan',
      )
    ).json<KiotvietProductPage>();
    expect(unmapped.items.every((p) => p.msPrivateSkus.length === 0)).toBe(true);
    expect(unmapped.total).toBe(page.unmappedCount);
  });

  it('maps a retail item to two private SKUs, with the spec message and an audit row', async () => {
    const page = (
      await call(
        'GET',
        '/api/v1/kiotviet/product/search?mapping=unmapped&search=losartan',
        'ketoan',
      )
    ).json<KiotvietProductPage>();
    const product = page.items[0];
    if (!product) throw new Error('no unmapped product');
    const response = await call('PATCH', `/api/v1/kiotviet/product/${product.id}`, 'ketoan', {
      payload: { msPrivateSkus: ['VT-LOSA50', 'VT-AMLO5', 'VT-LOSA50'] },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<UpdateMsPrivateSkusResult>();
    expect(result.message).toBe('Cập nhật item thành công');
    expect(result.product).toMatchObject({
      id: product.id,
      msPrivateSkus: ['VT-LOSA50', 'VT-AMLO5'],
    });
    const audit = await queryRows<{ actor: string }>(
      kit.app.ctx.db,
      sql`select actor_username as actor from audit_log
          where entity = 'kiotviet_product' and entity_id = ${String(product.id)}`,
    );
    expect(audit).toEqual([{ actor: 'ketoan' }]);

    const cleared = await call('PATCH', `/api/v1/kiotviet/product/${product.id}`, 'hanhchinh', {
      payload: { msPrivateSkus: [] },
    });
    expect(cleared.json<UpdateMsPrivateSkusResult>().product.msPrivateSkus).toEqual([]);
  });

  it('refuses unknown or retired items and malformed bodies, leaving the mapping as it was', async () => {
    const page = (
      await call('GET', '/api/v1/kiotviet/product/search?search=paracetamol%20500', 'ketoan')
    ).json<KiotvietProductPage>();
    const product = page.items.find((p) => p.name === 'Paracetamol 500mg');
    if (!product) throw new Error('no Paracetamol 500mg');
    const cases: [unknown, string][] = [
      [{ msPrivateSkus: ['VT-KHONGCO'] }, 'msPrivateSkus'],
      [{ msPrivateSkus: ['VT-RANI150'] }, 'msPrivateSkus'],
      [{ msPrivateSkus: 'VT-PARA500' }, 'msPrivateSkus'],
      [{}, 'msPrivateSkus'],
      [{ msPrivateSkus: [''] }, 'msPrivateSkus.0'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PATCH', `/api/v1/kiotviet/product/${product.id}`, 'ketoan', {
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.body)).toEqual([field]);
    }
    const unknown = await call('PATCH', `/api/v1/kiotviet/product/${product.id}`, 'ketoan', {
      payload: { msPrivateSkus: ['VT-KHONGCO', 'VT-PARA500'] },
    });
    expect(unknown.json<{ message: string }>().message).toContain('VT-KHONGCO');
    const after = (
      await call('GET', '/api/v1/kiotviet/product/search?search=paracetamol%20500', 'ketoan')
    ).json<KiotvietProductPage>();
    expect(after.items.find((p) => p.id === product.id)?.msPrivateSkus).toEqual(
      product.msPrivateSkus,
    );
    expect(
      (
        await call('PATCH', '/api/v1/kiotviet/product/999999', 'ketoan', {
          payload: { msPrivateSkus: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', '/api/v1/kiotviet/product/abc', 'ketoan', {
          payload: { msPrivateSkus: [] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses marketing and sales', async () => {
    for (const username of ['marketing', 'sale1']) {
      const response = await call('PATCH', '/api/v1/kiotviet/product/1', username, {
        payload: { msPrivateSkus: [] },
      });
      expect(response.statusCode, username).toBe(403);
    }
  });
});

describe('marketplace invoices and MISA vouchers', () => {
  it('lists invoices unmapped first, with their voucher when mapped', async () => {
    const page = (
      await call('GET', '/api/v1/thuocsi/invoice?pageSize=200', 'ketoan')
    ).json<MarketplaceInvoicePage>();
    expect(page.mappedCount).toBeGreaterThan(0);
    expect(page.unmappedCount).toBeGreaterThan(0);
    expect(page.total).toBe(page.mappedCount + page.unmappedCount);
    expect(
      page.items.slice(0, Math.min(200, page.unmappedCount)).every((i) => i.voucher === null),
    ).toBe(true);
    const mapped = (
      await call('GET', '/api/v1/thuocsi/invoice?mapping=mapped&pageSize=5', 'ketoan')
    ).json<MarketplaceInvoicePage>();
    for (const invoice of mapped.items) {
      expect(invoice.voucher?.totalAmount).toBe(invoice.totalAmount);
      expect(invoice.amountBeforeVat + invoice.vatAmount).toBe(invoice.totalAmount);
    }
    const byOrder = (
      await call(
        'GET',
        `/api/v1/thuocsi/invoice?search=${mapped.items[0]?.orderCode ?? ''}`,
        'ketoan',
      )
    ).json<MarketplaceInvoicePage>();
    expect(byOrder.items.map((i) => i.id)).toContain(mapped.items[0]?.id);
    const bad = await call('GET', '/api/v1/thuocsi/invoice?fromDate=21-11-2026', 'ketoan');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['fromDate']);
  });

  it('suggests the free voucher of the same amount near the date, maps it, refuses it to another invoice, unmaps', async () => {
    const unmapped = (
      await call('GET', '/api/v1/thuocsi/invoice?mapping=unmapped&pageSize=200', 'ketoan')
    ).json<MarketplaceInvoicePage>();
    let target: { id: number; suggestion: VoucherSuggestion } | null = null;
    for (const invoice of unmapped.items) {
      const suggestions = (
        await call('GET', `/api/v1/thuocsi/invoice/${invoice.id}/voucher-suggestions`, 'ketoan')
      ).json<VoucherSuggestion[]>();
      const exact = suggestions.find((s) => s.amountDifference === 0);
      if (exact) {
        expect(suggestions[0]?.amountDifference).toBe(0);
        expect(suggestions.every((s) => Math.abs(s.dayDifference) <= 15)).toBe(true);
        target = { id: invoice.id, suggestion: exact };
        break;
      }
    }
    if (!target) throw new Error('no invoice with an exact voucher');
    const voucherId = target.suggestion.voucher.id;

    const mapped = await call(
      'PUT',
      `/api/v1/thuocsi/invoice/${target.id}/misa-voucher`,
      'ketoan',
      {
        payload: { voucherId },
      },
    );
    expect(mapped.statusCode).toBe(200);
    const result = mapped.json<InvoiceMappingResult>();
    expect(result.message).toBe(MAPPING_MESSAGES.invoiceMapped);
    expect(result.invoice).toMatchObject({
      id: target.id,
      voucher: { id: voucherId },
      mappedBy: 'ketoan',
    });

    const other = unmapped.items.find((i) => i.id !== target.id);
    const taken = await call(
      'PUT',
      `/api/v1/thuocsi/invoice/${other?.id ?? 0}/misa-voucher`,
      'hanhchinh',
      {
        payload: { voucherId },
      },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(MAPPING_MESSAGES.voucherTaken);

    const vouchers = (
      await call('GET', '/api/v1/misa/voucher?mapping=mapped&pageSize=200', 'ketoan')
    ).json<MisaVoucherPage>();
    expect(vouchers.items.find((v) => v.id === voucherId)?.invoiceId).toBe(target.id);

    const unmappedAgain = await call(
      'DELETE',
      `/api/v1/thuocsi/invoice/${target.id}/misa-voucher`,
      'ketoan',
    );
    expect(unmappedAgain.statusCode).toBe(200);
    expect(unmappedAgain.json<InvoiceMappingResult>().invoice).toMatchObject({
      voucher: null,
      mappedAt: null,
    });
    const audit = await queryRows<{ action: string }>(
      kit.app.ctx.db,
      sql`select action from audit_log where entity = 'ts_invoice' and entity_id = ${String(target.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['map', 'unmap']);
  });

  it('answers 404 for an unknown invoice or voucher and 400 for a bad voucher id', async () => {
    expect(
      (
        await call('PUT', '/api/v1/thuocsi/invoice/999999/misa-voucher', 'ketoan', {
          payload: { voucherId: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/api/v1/thuocsi/invoice/1/misa-voucher', 'ketoan', {
          payload: { voucherId: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call('PUT', '/api/v1/thuocsi/invoice/1/misa-voucher', 'ketoan', {
      payload: { voucherId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['voucherId']);
    expect(
      (await call('GET', '/api/v1/thuocsi/invoice/999999/voucher-suggestions', 'ketoan'))
        .statusCode,
    ).toBe(404);
  });

  it.runIf(process.env.DATABASE_URL)(
    'maps one voucher to one invoice only, when two people map it to two invoices at once',
    async () => {
      const unmapped = (
        await call('GET', '/api/v1/thuocsi/invoice?mapping=unmapped&pageSize=2', 'ketoan')
      ).json<MarketplaceInvoicePage>();
      const vouchers = (
        await call('GET', '/api/v1/misa/voucher?mapping=unmapped&pageSize=1', 'ketoan')
      ).json<MisaVoucherPage>();
      const voucherId = vouchers.items[0]?.id ?? 0;
      const answers = await Promise.all(
        unmapped.items.map((invoice, i) =>
          call(
            'PUT',
            `/api/v1/thuocsi/invoice/${invoice.id}/misa-voucher`,
            i ? 'hanhchinh' : 'ketoan',
            {
              payload: { voucherId },
            },
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const [holders] = await queryRows<{ n: number }>(
        kit.app.ctx.db,
        sql`select count(*)::int as n from ts_invoices where misa_voucher_id = ${voucherId}`,
      );
      expect(holders?.n).toBe(1);
    },
  );

  it('is closed to marketing and sales', async () => {
    for (const username of ['marketing', 'sale1']) {
      expect((await call('GET', '/api/v1/thuocsi/invoice', username)).statusCode, username).toBe(
        403,
      );
      expect(
        (await call('DELETE', '/api/v1/thuocsi/invoice/1/misa-voucher', username)).statusCode,
        username,
      ).toBe(403);
    }
  });
});
