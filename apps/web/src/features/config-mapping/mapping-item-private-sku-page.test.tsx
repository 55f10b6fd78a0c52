import {
  DEFAULT_PARENT_CATEGORY_ID,
  Department,
  MAPPING_MESSAGES,
  Role,
  type KiotvietProduct,
  type MisaInventoryItem,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { setNotificationInstance } from '../../lib/notify';
import { useSessionStore } from '../../lib/session-store';
import { renderAt, signIn, renderScreen, typeInto } from '../../test/render-app';
import { fail, fakeApi, ok, type FakeHandler } from '../../test/fake-api';
import { MappingItemPrivateSkuPage } from './mapping-item-private-sku-page';

// Ant Design screens render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const shown: { kind: string; title: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown }) =>
  shown.push({ kind, title: args.title });

function product(overrides: Partial<KiotvietProduct>): KiotvietProduct {
  return {
    id: 1,
    idf: 9001,
    code: 'SP001',
    name: 'Panadol Extra',
    unit: 'Hộp',
    image: null,
    active: true,
    deleted: false,
    categoryId: 1083490,
    categoryName: 'Giảm đau, hạ sốt',
    msPrivateSkus: [],
    ...overrides,
  };
}

const items: MisaInventoryItem[] = [
  {
    idf: 'a',
    inventoryItemCode: 'VT001',
    inventoryItemName: 'Paracetamol 500mg',
    unit: 'Hộp',
    inactive: false,
  },
  {
    idf: 'b',
    inventoryItemCode: 'VT002',
    inventoryItemName: 'Panadol Extra hộp 12 vỉ',
    unit: 'Hộp',
    inactive: false,
  },
  {
    idf: 'c',
    inventoryItemCode: 'VT003',
    inventoryItemName: 'Thuốc ngừng kinh doanh',
    unit: 'Hộp',
    inactive: true,
  },
];

const unmapped = product({ id: 1, code: 'SP001', name: 'Panadol Extra' });
const mapped = product({ id: 2, code: 'SP002', name: 'Efferalgan 500', msPrivateSkus: ['VT001'] });

function page(list: KiotvietProduct[]) {
  const mappedCount = list.filter((p) => p.msPrivateSkus.length > 0).length;
  return ok({
    items: list,
    total: list.length,
    page: 0,
    pageSize: 20,
    mappedCount,
    unmappedCount: list.length - mappedCount,
  });
}

function setup(routes: Record<string, FakeHandler> = {}) {
  const fake = fakeApi({
    'GET /api/v1/kiotviet/product/search': () => page([unmapped, mapped]),
    'GET /api/v1/misa/inventory-item': () => ok(items),
    ...routes,
  });
  api.defaults.adapter = fake.adapter;
  return fake;
}

async function openScreen() {
  signIn({ role: Role.HUMAN, department: Department.ACCOUNT });
  const view = renderScreen(<MappingItemPrivateSkuPage />);
  await screen.findByRole('heading', { name: 'Ánh xạ mã hàng riêng' });
  return view;
}

/** An option of the open multi-select (the chips of the selected items carry the same title). */
function option(title: string) {
  return waitFor(() => {
    const found = screen
      .queryAllByTitle(title)
      .find((element) => element.classList.contains('ant-select-item-option'));
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
}

const options = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((element) =>
    element.getAttribute('title'),
  );

const row = (text: string) => {
  const cell = screen.getByText(text);
  const tr = cell.closest('tr');
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
  vi.restoreAllMocks();
});

describe('mapping KiotViet products to MISA private SKUs', { timeout: 150_000 }, () => {
  it('lists the products of the default category as the server orders them, unmapped first, with counts', async () => {
    const fake = setup();
    await openScreen();
    expect(await screen.findByText('Panadol Extra')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('SP001');
    expect(rows[1]).toHaveTextContent('SP002');
    expect(within(row('Panadol Extra')).getByText('Chưa ánh xạ')).toBeInTheDocument();
    expect(within(row('Efferalgan 500')).getByText(/VT001/)).toBeInTheDocument();
    expect(screen.getByText('Chưa ánh xạ (1)')).toBeInTheDocument();
    expect(screen.getByText('Đã ánh xạ (1)')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/v1/kiotviet/product/search')[0]?.params).toMatchObject({
      parentCategoryId: DEFAULT_PARENT_CATEGORY_ID,
      mapping: 'all',
      page: 0,
      pageSize: 20,
    });
  });

  it('maps a product to two MISA items: PATCH with msPrivateSkus, the notice, then fresh data', async () => {
    let saved: string[] = [];
    const fake = setup({
      'GET /api/v1/kiotviet/product/search': () =>
        page([product({ ...unmapped, msPrivateSkus: saved }), mapped]),
      'PATCH /api/v1/kiotviet/product/:id': ({ body }) => {
        saved = (body as { msPrivateSkus: string[] }).msPrivateSkus;
        return ok({
          message: MAPPING_MESSAGES.itemUpdated,
          product: product({ ...unmapped, msPrivateSkus: saved }),
        });
      },
    });
    await openScreen();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Mã vật tư MISA của SP001' });
    await user.click(select);
    await user.click(await option('VT001 · Paracetamol 500mg'));
    await user.click(await option('VT002 · Panadol Extra hộp 12 vỉ'));
    const searchesBefore = fake.calls('GET', '/api/v1/kiotviet/product/search').length;
    await user.click(within(row('Panadol Extra')).getByRole('button', { name: /Lưu/ }));

    await waitFor(() => {
      expect(fake.calls('PATCH', '/api/v1/kiotviet/product/1')).toHaveLength(1);
    });
    expect(fake.calls('PATCH', '/api/v1/kiotviet/product/1')[0]?.body).toEqual({
      msPrivateSkus: ['VT001', 'VT002'],
    });
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: 'Cập nhật item thành công' });
    });
    await waitFor(() => {
      expect(fake.calls('GET', '/api/v1/kiotviet/product/search').length).toBeGreaterThan(
        searchesBefore,
      );
    });
    await waitFor(() => {
      expect(within(row('Panadol Extra')).queryByRole('button', { name: /Lưu/ })).toBeNull();
    });
  });

  it('offers only active MISA items, searchable without accents', async () => {
    setup();
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Mã vật tư MISA của SP001' }));
    await option('VT001 · Paracetamol 500mg');
    expect(options()).toEqual(['VT001 · Paracetamol 500mg', 'VT002 · Panadol Extra hộp 12 vỉ']);
    await user.keyboard('hop 12');
    await waitFor(() => {
      expect(options()).toEqual(['VT002 · Panadol Extra hộp 12 vỉ']);
    });
  });

  it('puts back the saved items on cancel, sending nothing', async () => {
    const fake = setup();
    await openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Mã vật tư MISA của SP002' }));
    await user.click(await option('VT002 · Panadol Extra hộp 12 vỉ'));
    await user.click(within(row('Efferalgan 500')).getByRole('button', { name: 'Hủy thay đổi' }));
    expect(within(row('Efferalgan 500')).queryByRole('button', { name: /Lưu/ })).toBeNull();
    expect(fake.calls('PATCH', /product/)).toHaveLength(0);
  });

  it('searches on the server and filters the unmapped ones', async () => {
    const fake = setup();
    await openScreen();
    const user = userEvent.setup();
    await typeInto(user, await screen.findByLabelText('Tìm sản phẩm'), 'panadol');
    await waitFor(() => {
      expect(fake.calls('GET', '/api/v1/kiotviet/product/search').at(-1)?.params).toMatchObject({
        search: 'panadol',
        page: 0,
      });
    });
    await user.click(screen.getByText('Chưa ánh xạ (1)'));
    await waitFor(() => {
      expect(fake.calls('GET', '/api/v1/kiotviet/product/search').at(-1)?.params).toMatchObject({
        search: 'panadol',
        mapping: 'unmapped',
      });
    });
  });

  it('exports the products with their MISA items to Excel', async () => {
    const downloads = captureDownloads();
    setup();
    await openScreen();
    await screen.findByText('Panadol Extra');
    await userEvent.setup().click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows[0]).toEqual([
      'Mã hàng',
      'Tên hàng',
      'ĐVT',
      'Nhóm hàng',
      'Trạng thái',
      'Mã vật tư MISA',
      'Tên vật tư MISA',
    ]);
    expect(sheet.rows[2]).toEqual([
      'SP002',
      'Efferalgan 500',
      'Hộp',
      'Giảm đau, hạ sốt',
      'Đang bán',
      'VT001',
      'Paracetamol 500mg',
    ]);
  });

  it('says when nothing matches, and shows a load error with a retry', async () => {
    let attempts = 0;
    setup({
      'GET /api/v1/kiotviet/product/search': () => {
        attempts += 1;
        return attempts === 1 ? fail(400, 'Từ khóa tối đa 200 ký tự.') : page([]);
      },
    });
    await openScreen();
    expect(await screen.findByText('Từ khóa tối đa 200 ký tự.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có sản phẩm KiotViet')).toBeInTheDocument();
  });

  it('is refused to a SALE user', async () => {
    setup();
    signIn({ role: Role.HUMAN, department: Department.SALE });
    const { router } = renderAt('/config/mapping-item-private-sku');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
