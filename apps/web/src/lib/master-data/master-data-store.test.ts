import type { MisaInventoryItem, Seller } from '@backoffice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api';
import { api } from '../api-client';
import { useSessionStore } from '../session-store';
import {
  MASTER_DATA_MAX_AGE_MS,
  keepActiveItems,
  keepSellers,
  useMasterDataStore,
} from './master-data-store';

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
    api.defaults.adapter = fakeApi({
      'GET /api/v1/thuocsi/seller/status/active': async () => {
        await gate;
        return ok([seller(9, 'Chậm', 15), seller(2010, 'Thiên Phúc', 1)]);
      },
    }).adapter;
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
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const empty = async () => {
      await gate;
      return ok([]);
    };
    const fake = fakeApi({ 'GET /api/v1/crm/address': empty, 'GET /api/v1/crm/user': empty });
    api.defaults.adapter = fake.adapter;
    const asked = () => fake.requests.map((request) => request.path);
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
    expect(asked().sort()).toEqual(['/api/v1/crm/address', '/api/v1/crm/user']);
    // Once it has answered (with empty lists, so nothing is kept), asking again fetches again.
    await useMasterDataStore.getState().loadUsers();
    expect(asked().filter((url) => url === '/api/v1/crm/user')).toHaveLength(2);
  });
});

let signIns = 0;
/** A new token of this user, as each sign-in gives (the browser never checks the signature). */
function tokenOf(username: string, id: number): string {
  signIns += 1;
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { id, username, fullName: username, department: 1, role: 1, jti: signIns };
  return `${part({ alg: 'HS256' })}.${part({ ...claims, exp: 4_102_444_800 })}.signature`;
}

const user = (id: number, fullName: string) => ({
  id,
  username: `user${String(id)}`,
  fullName,
  department: 1,
  role: 1,
  active: true,
});

describe('the kept master data', () => {
  /** The calls the server received, with the copy each named, and what it answers next. */
  let calls: { url: string; ifNoneMatch: string | null }[] = [];
  let answer: { etag: string; rows: unknown[] } = { etag: '"v1"', rows: [] };

  beforeEach(() => {
    useSessionStore.getState().logout();
    useSessionStore.getState().login(tokenOf('sale1', 3));
    useMasterDataStore.getState().clear();
    calls = [];
    answer = { etag: '"v1"', rows: [user(1, 'Nguyễn Văn An')] };
    api.defaults.adapter = fakeApi({
      'GET /api/v1/crm/user': (request) => {
        const ifNoneMatch = request.headers['if-none-match'] ?? null;
        calls.push({ url: request.path, ifNoneMatch });
        const current = ifNoneMatch === answer.etag;
        return {
          status: current ? 304 : 200,
          headers: { etag: answer.etag },
          data: current ? '' : answer.rows,
        };
      },
    }).adapter;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const names = () => useMasterDataStore.getState().users.map((u) => u.fullName);

  it('uses a list checked lately as it is, and checks an older one with its tag', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00+07:00'), toFake: ['Date'] });
    await useMasterDataStore.getState().loadUsers();
    await useMasterDataStore.getState().loadUsers();
    expect(calls).toEqual([{ url: '/api/v1/crm/user', ifNoneMatch: null }]);

    vi.setSystemTime(Date.now() + MASTER_DATA_MAX_AGE_MS + 1);
    await useMasterDataStore.getState().loadUsers();
    expect(calls[1]).toEqual({ url: '/api/v1/crm/user', ifNoneMatch: '"v1"' });
    expect(names()).toEqual(['Nguyễn Văn An']);

    // A user created meanwhile: the next check after the age brings the new list.
    answer = { etag: '"v2"', rows: [user(1, 'Nguyễn Văn An'), user(2, 'Trần Thị Bình')] };
    await useMasterDataStore.getState().loadUsers();
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + MASTER_DATA_MAX_AGE_MS + 1);
    await useMasterDataStore.getState().loadUsers();
    expect(calls[2]?.ifNoneMatch).toBe('"v1"');
    expect(names()).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
  });

  it('checks every kept list again after a sign-in, and asks at once when forced', async () => {
    await useMasterDataStore.getState().loadUsers();
    answer = { etag: '"v2"', rows: [user(1, 'Nguyễn Văn An'), user(2, 'Trần Thị Bình')] };
    await useMasterDataStore.getState().loadUsers();
    expect(calls).toHaveLength(1);

    useSessionStore.getState().login(tokenOf('sale1', 3));
    await useMasterDataStore.getState().loadUsers();
    expect(calls[1]?.ifNoneMatch).toBe('"v1"');
    expect(names()).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);

    await useMasterDataStore.getState().loadUsers({ force: true });
    expect(calls[2]?.ifNoneMatch).toBe('"v2"');
    expect(names()).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
  });

  it('forgets every list on sign-out, and when someone else signs in', async () => {
    await useMasterDataStore.getState().loadUsers();
    expect(names()).toEqual(['Nguyễn Văn An']);

    useSessionStore.getState().login(tokenOf('truongnhom', 5));
    expect(names()).toEqual([]);
    await useMasterDataStore.getState().loadUsers();
    expect(calls[1]?.ifNoneMatch).toBeNull();

    useSessionStore.getState().logout();
    expect(names()).toEqual([]);
    expect(useMasterDataStore.getState().checks).toEqual({});
    expect(JSON.parse(localStorage.getItem('backoffice-master-data') ?? '{}')).toMatchObject({
      state: { users: [], addresses: [], checks: {} },
    });
  });

  it('keeps nothing of a fetch under way when cleared (a sign-out), and fetches anew after', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = fakeApi({
      'GET /api/v1/thuocsi/seller/status/active': async () => {
        await gate;
        return ok([seller(2010, 'Thiên Phúc', 1)]);
      },
    });
    api.defaults.adapter = fake.adapter;
    const pending = useMasterDataStore.getState().loadSellers();
    useMasterDataStore.getState().clear();
    expect(useMasterDataStore.getState().loading).toBe(false);
    release();
    await pending;
    expect(useMasterDataStore.getState().sellers).toEqual([]);
    expect(useMasterDataStore.getState().loading).toBe(false);
    await useMasterDataStore.getState().loadSellers();
    expect(useMasterDataStore.getState().sellers.map((s) => s.idf)).toEqual([2010]);
    expect(fake.requests).toHaveLength(2);
  });
});
