import {
  Department,
  MAPPING_MESSAGES,
  Role,
  type MarketplaceInvoice,
  type MisaVoucher,
  type VoucherSuggestion,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setNotificationInstance } from '../../lib/notify';
import { useSessionStore } from '../../lib/session-store';
import { renderAt, signIn, renderScreen, typeInto, waitUntilLoaded } from '../../test/render-app';
import { fail, fakeApi, ok, type FakeHandler } from '../../test/fake-api';
import { TsInvoiceToMisaVoucherPage } from './ts-invoice-to-misa-voucher-page';

// Ant Design screens render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const shown: { kind: string; title: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown }) =>
  shown.push({ kind, title: args.title });

function voucher(overrides: Partial<MisaVoucher> = {}): MisaVoucher {
  return {
    id: 501,
    refId: '6a1f3c2e-0000-4000-8000-000000000501',
    voucherNo: 'BH00501',
    voucherDate: '2026-11-03',
    customerName: 'Nhà thuốc An Khang',
    description: 'Bán hàng thuocsi',
    totalAmount: 1_050_000,
    invoiceId: null,
    invoiceNo: null,
    ...overrides,
  };
}

function invoice(overrides: Partial<MarketplaceInvoice> = {}): MarketplaceInvoice {
  return {
    id: 11,
    invoiceNo: '0000123',
    series: '1C25TAA',
    invoiceDate: '2026-11-02',
    orderCode: 'DH-2026-0123',
    sellerId: 2010,
    sellerName: 'Dược phẩm Công ty',
    buyerName: 'Nhà thuốc An Khang',
    buyerTaxCode: '0312345678',
    amountBeforeVat: 1_000_000,
    vatAmount: 50_000,
    totalAmount: 1_050_000,
    voucher: null,
    mappedAt: null,
    mappedBy: null,
    ...overrides,
  };
}

const {
  invoiceId: _i,
  invoiceNo: _n,
  ...bookedVoucher
} = voucher({
  id: 502,
  voucherNo: 'BH00502',
  totalAmount: 2_000_000,
});
const mappedInvoice = invoice({
  id: 12,
  invoiceNo: '0000124',
  totalAmount: 2_000_000,
  voucher: bookedVoucher,
  mappedAt: '2026-11-04T03:00:00.000Z',
  mappedBy: 'ketoan',
});

function invoicePage(list: MarketplaceInvoice[]) {
  const mappedCount = list.filter((item) => item.voucher).length;
  return ok({
    items: list,
    total: list.length,
    page: 0,
    pageSize: 20,
    mappedCount,
    unmappedCount: list.length - mappedCount,
  });
}

const suggestion: VoucherSuggestion = {
  voucher: voucher(),
  amountDifference: 0,
  dayDifference: 1,
  score: 98,
};

function setup(routes: Record<string, FakeHandler> = {}) {
  const fake = fakeApi({
    'GET /api/v1/thuocsi/invoice': () => invoicePage([invoice(), mappedInvoice]),
    'GET /api/v1/thuocsi/invoice/:id/voucher-suggestions': () => ok([suggestion]),
    'GET /api/v1/misa/voucher': () =>
      ok({ items: [voucher({ id: 503, voucherNo: 'BH00503' })], total: 1, page: 0, pageSize: 20 }),
    'GET /api/v1/thuocsi/seller/status/active': () => ok([]),
    ...routes,
  });
  api.defaults.adapter = fake.adapter;
  return fake;
}

async function openScreen() {
  signIn({ role: Role.HUMAN, department: Department.ACCOUNT });
  const view = renderScreen(<TsInvoiceToMisaVoucherPage />);
  await screen.findByRole('heading', { name: 'Hóa đơn sàn - chứng từ MISA' });
  return view;
}

const rowOf = (text: string) => {
  const tr = screen.getByText(text).closest('tr');
  if (!tr) throw new Error(`no row for ${text}`);
  return tr;
};

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance({
    error: capture('error'),
    success: capture('success'),
    info: capture('info'),
  } as never);
  useSessionStore.getState().logout();
});
afterEach(() => {
  api.defaults.adapter = undefined;
});

describe('mapping marketplace invoices to MISA vouchers', { timeout: 150_000 }, () => {
  it('lists invoices with their voucher; an unmapped one is marked for highlighting', async () => {
    const fake = setup();
    await openScreen();
    // The number is shown with its series.
    expect(await screen.findByText('1C25TAA-0000123')).toBeInTheDocument();
    const unmappedRow = rowOf('1C25TAA-0000123');
    const marker = within(unmappedRow).getByText('Chưa ghép');
    expect(marker).toHaveClass('unmapped-marker');
    expect(within(unmappedRow).getByRole('button', { name: 'Ghép hóa đơn 0000123' })).toBeEnabled();
    const mappedRow = rowOf('1C25TAA-0000124');
    expect(within(mappedRow).getByText('BH00502')).toBeInTheDocument();
    expect(within(mappedRow).queryByText('Chưa ghép')).toBeNull();
    expect(screen.getByText('Chưa ghép (1)')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/v1/thuocsi/invoice')[0]?.params).toMatchObject({
      mapping: 'all',
      page: 0,
      pageSize: 20,
    });
  });

  it('maps an invoice to a suggested voucher: PUT with voucherId, the notice, then fresh data', async () => {
    let mapped = false;
    const fake = setup({
      'GET /api/v1/thuocsi/invoice': () =>
        invoicePage([
          mapped ? invoice({ voucher: bookedVoucher, mappedBy: 'ketoan' }) : invoice(),
          mappedInvoice,
        ]),
      'PUT /api/v1/thuocsi/invoice/:id/misa-voucher': () => {
        mapped = true;
        return ok({ message: MAPPING_MESSAGES.invoiceMapped, invoice: invoice() });
      },
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ghép hóa đơn 0000123' }));
    const dialog = await screen.findByRole('dialog');
    const suggested = await within(dialog).findByRole('listitem', { name: 'Chứng từ BH00501' });
    expect(within(suggested).getByText('khớp số tiền')).toBeInTheDocument();
    expect(within(suggested).getByText('+1 ngày')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/v1/thuocsi/invoice/11/voucher-suggestions')).toHaveLength(1);
    await user.click(within(suggested).getByRole('button', { name: /Ghép/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/thuocsi/invoice/11/misa-voucher')[0]?.body).toEqual({
        voucherId: 501,
      });
    });
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: MAPPING_MESSAGES.invoiceMapped });
    });
    await waitFor(() => {
      expect(screen.queryByText('Chưa ghép')).toBeNull();
    });
  });

  it('maps to a voucher found by search when no suggestion fits', async () => {
    const fake = setup({
      'GET /api/v1/thuocsi/invoice/:id/voucher-suggestions': () => ok([]),
      // The search answers after a moment, as a server does: the table shows the rows it had,
      // dimmed, in the meantime.
      'GET /api/v1/misa/voucher': async ({ params }) => {
        if (params.search) await new Promise((resolve) => setTimeout(resolve, 300));
        return ok({
          items: [voucher({ id: 503, voucherNo: 'BH00503' })],
          total: 1,
          page: 0,
          pageSize: 20,
        });
      },
      'PUT /api/v1/thuocsi/invoice/:id/misa-voucher': () =>
        ok({ message: MAPPING_MESSAGES.invoiceMapped, invoice: invoice() }),
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ghép hóa đơn 0000123' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Không có chứng từ chưa ghép nào gần số tiền/),
    ).toBeInTheDocument();
    await typeInto(user, within(dialog).getByLabelText('Tìm chứng từ'), 'BH005');
    await waitFor(() => {
      expect(fake.calls('GET', '/api/v1/misa/voucher').at(-1)?.params).toMatchObject({
        search: 'BH005',
        mapping: 'unmapped',
      });
    });
    // The table keeps the rows of the last answer, dimmed, until those of the search arrive.
    await waitUntilLoaded(dialog);
    const found = within(dialog).getByText('BH00503').closest('tr');
    if (!found) throw new Error('no voucher row');
    await user.click(within(found).getByRole('button', { name: /Ghép/ }));
    await waitFor(() => {
      expect(fake.calls('PUT', '/api/v1/thuocsi/invoice/11/misa-voucher')[0]?.body).toEqual({
        voucherId: 503,
      });
    });
  });

  it("shows the server's refusal when the voucher already books another invoice", async () => {
    setup({
      'PUT /api/v1/thuocsi/invoice/:id/misa-voucher': () =>
        fail(409, MAPPING_MESSAGES.voucherTaken),
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ghép hóa đơn 0000123' }));
    const dialog = await screen.findByRole('dialog');
    const suggested = await within(dialog).findByRole('listitem', { name: 'Chứng từ BH00501' });
    await user.click(within(suggested).getByRole('button', { name: /Ghép/ }));
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'error', title: MAPPING_MESSAGES.voucherTaken });
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('unmaps after confirming', async () => {
    const fake = setup({
      'DELETE /api/v1/thuocsi/invoice/:id/misa-voucher': () =>
        ok({ message: MAPPING_MESSAGES.invoiceUnmapped, invoice: invoice({ id: 12 }) }),
    });
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bỏ ghép hóa đơn 0000124' }));
    expect(fake.calls('DELETE', /misa-voucher/)).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Bỏ ghép' }));
    await waitFor(() => {
      expect(fake.calls('DELETE', '/api/v1/thuocsi/invoice/12/misa-voucher')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: MAPPING_MESSAGES.invoiceUnmapped });
    });
  });

  it('filters the unmapped ones and searches', async () => {
    const fake = setup();
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Chưa ghép (1)'));
    await typeInto(user, screen.getByLabelText('Tìm hóa đơn'), 'DH-2026');
    await waitFor(() => {
      expect(fake.calls('GET', '/api/v1/thuocsi/invoice').at(-1)?.params).toMatchObject({
        mapping: 'unmapped',
        search: 'DH-2026',
        page: 0,
      });
    });
  });

  it('says when there is no invoice, and shows a load error with a retry', async () => {
    let attempts = 0;
    setup({
      'GET /api/v1/thuocsi/invoice': () => {
        attempts += 1;
        return attempts === 1 ? fail(400, 'Ngày phải có dạng YYYY-MM-DD.') : invoicePage([]);
      },
    });
    await openScreen();
    expect(await screen.findByText('Ngày phải có dạng YYYY-MM-DD.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có hóa đơn sàn nào')).toBeInTheDocument();
  });

  it('is refused to a SALE user', async () => {
    setup();
    signIn({ role: Role.HUMAN, department: Department.SALE });
    const { router } = renderAt('/config/ts-invoice-to-misa-voucher');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
