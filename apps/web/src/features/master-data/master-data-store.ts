// Master data the screens share (sellers, warehouses, retail products, accounting items, addresses,
// customer types, users): loaded on demand, kept in browser storage, with one loading flag that is
// on while any fetch is pending.
import {
  type Address,
  type CustomerType,
  DEFAULT_PARENT_CATEGORY_ID,
  type KiotvietProduct,
  type MisaInventoryItem,
  SELLER_PRIORITY_CUTOFF,
  type Seller,
  type UserSummary,
  type Warehouse,
} from '@backoffice/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const MASTER_DATA_STORAGE_KEY = 'backoffice-master-data';

/** The sellers kept: priority 10 or less, by priority ascending (then name). */
export function keepSellers(sellers: readonly Seller[]): Seller[] {
  return sellers
    .filter((seller) => seller.priority <= SELLER_PRIORITY_CUTOFF)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name, 'vi'));
}

/** The accounting items kept: those not flagged inactive. */
export function keepActiveItems(items: readonly MisaInventoryItem[]): MisaInventoryItem[] {
  return items.filter((item) => !item.inactive);
}

interface MasterData {
  sellers: Seller[];
  warehouses: Warehouse[];
  kiotvietProducts: KiotvietProduct[];
  misaInventoryItems: MisaInventoryItem[];
  addresses: Address[];
  customerTypes: CustomerType[];
  users: UserSummary[];
}

interface MasterDataState extends MasterData {
  /** Fetches pending; `loading` is on while it is above zero. */
  pending: number;
  loading: boolean;
  loadSellers: () => Promise<void>;
  loadWarehouses: () => Promise<void>;
  loadKiotvietProducts: (parentCategoryId?: number) => Promise<void>;
  loadMisaInventoryItems: () => Promise<void>;
  loadAddresses: () => Promise<void>;
  loadCustomerTypes: () => Promise<void>;
  loadUsers: () => Promise<void>;
}

const empty: MasterData = {
  sellers: [],
  warehouses: [],
  kiotvietProducts: [],
  misaInventoryItems: [],
  addresses: [],
  customerTypes: [],
  users: [],
};

/**
 * The fetches under way, by list and parameters: a screen whose components each ask for a list at
 * once (the CRM's table, filters and drawers) makes one request, and every caller waits for it.
 */
const inFlight = new Map<string, Promise<void>>();

export const useMasterDataStore = create<MasterDataState>()(
  persist(
    (set) => {
      function load<K extends keyof MasterData>(
        key: K,
        url: string,
        keep: (rows: MasterData[K]) => MasterData[K] = (rows) => rows,
        params?: Record<string, unknown>,
      ): Promise<void> {
        const id = `${key}:${JSON.stringify(params ?? {})}`;
        const running = inFlight.get(id);
        if (running) return running;
        const fetching = fetchList(key, url, keep, params).finally(() => {
          inFlight.delete(id);
        });
        inFlight.set(id, fetching);
        return fetching;
      }
      async function fetchList<K extends keyof MasterData>(
        key: K,
        url: string,
        keep: (rows: MasterData[K]) => MasterData[K],
        params?: Record<string, unknown>,
      ): Promise<void> {
        set((state) => ({ pending: state.pending + 1, loading: true }));
        try {
          // The HTTP client loads with the first fetch, not with the app shell that restores this store.
          const { api } = await import('../../lib/api-client');
          const { data } = await api.get<MasterData[K]>(url, { params });
          set({ [key]: keep(data) } as Pick<MasterData, K>);
        } finally {
          set((state) => ({ pending: state.pending - 1, loading: state.pending - 1 > 0 }));
        }
      }
      return {
        ...empty,
        pending: 0,
        loading: false,
        loadSellers: () => load('sellers', '/api/v1/thuocsi/seller/status/active', keepSellers),
        loadWarehouses: () => load('warehouses', '/api/v1/thuocsi/warehouse'),
        loadKiotvietProducts: (parentCategoryId = DEFAULT_PARENT_CATEGORY_ID) =>
          load('kiotvietProducts', '/api/v1/kiotviet/product/find-by-parent-category', undefined, {
            parentCategoryId,
          }),
        loadMisaInventoryItems: () =>
          load('misaInventoryItems', '/api/v1/misa/inventory-item', keepActiveItems),
        loadAddresses: () => load('addresses', '/api/v1/crm/address'),
        loadCustomerTypes: () => load('customerTypes', '/api/v1/crm/customer/types'),
        loadUsers: () => load('users', '/api/v1/crm/user'),
      };
    },
    {
      name: MASTER_DATA_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ pending: _pending, loading: _loading, ...data }) => data,
    },
  ),
);
