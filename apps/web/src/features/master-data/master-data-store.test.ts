import type { MisaInventoryItem, Seller } from '@backoffice/shared';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { keepActiveItems, keepSellers, useMasterDataStore } from './master-data-store';

const seller = (idf: number, name: string, priority: number): Seller => ({
  idf,
  code: `S${idf}`,
  name,
  priority,
  status: 'ACTIVE',
  isOwner: idf === 2010 || idf === 3035,
});

afterEach(() => {
  api.defaults.adapter = undefined;
});

describe('the seller filter and sort', () => {
  it('keeps sellers of priority 10 or less, by priority ascending, then name', () => {
    const kept = keepSellers([
      seller(1, 'Nhà thuốc Long Châu', 12),
      seller(2010, 'Dược phẩm Thiên Phúc', 1),
      seller(5, 'Bình An', 10),
      seller(3035, 'Thiên Phúc Miền Nam', 2),
      seller(7, 'An Phát', 10),
      seller(8, 'Vượt ngưỡng', 11),
    ]);
    expect(kept.map((s) => [s.idf, s.priority])).toEqual([
      [2010, 1],
      [3035, 2],
      [7, 10],
      [5, 10],
    ]);
  });

  it('drops inactive accounting items', () => {
    const item = (code: string, inactive: boolean): MisaInventoryItem => ({
      idf: code,
      inventoryItemCode: code,
      inventoryItemName: code,
      unit: 'Hộp',
      inactive,
    });
    expect(
      keepActiveItems([item('A', false), item('B', true)]).map((i) => i.inventoryItemCode),
    ).toEqual(['A']);
  });
});

describe('the master data store', () => {
  it('turns the loading flag on while a fetch is pending and keeps the filtered sellers', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const adapter: AxiosAdapter = async (config) => {
      await gate;
      return {
        status: 200,
        statusText: '',
        headers: {},
        config,
        data: [seller(9, 'Chậm', 15), seller(2010, 'Thiên Phúc', 1)],
      };
    };
    api.defaults.adapter = adapter;
    const pending = useMasterDataStore.getState().loadSellers();
    expect(useMasterDataStore.getState().loading).toBe(true);
    release();
    await pending;
    expect(useMasterDataStore.getState().loading).toBe(false);
    expect(useMasterDataStore.getState().sellers.map((s) => s.idf)).toEqual([2010]);
    expect(JSON.parse(localStorage.getItem('backoffice-master-data') ?? '{}')).toMatchObject({
      state: { sellers: [expect.objectContaining({ idf: 2010 })] },
    });
  });

  it('makes one request per list while one is under way, whoever asks', async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.defaults.adapter = async (config) => {
      asked.push(config.url ?? '');
      await gate;
      return { status: 200, data: [], statusText: 'OK', headers: {}, config };
    };
    const store = useMasterDataStore.getState();
    const calls = [
      store.loadAddresses(),
      store.loadAddresses(),
      store.loadUsers(),
      store.loadAddresses(),
      store.loadUsers(),
    ];
    await Promise.resolve();
    release();
    await Promise.all(calls);
    expect(asked.sort()).toEqual(['/api/v1/crm/address', '/api/v1/crm/user']);
    // Once it has answered, asking again fetches again.
    await useMasterDataStore.getState().loadUsers();
    expect(asked.filter((url) => url === '/api/v1/crm/user')).toHaveLength(2);
  });
});
