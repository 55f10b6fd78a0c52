// Master data the screens share (sellers, warehouses, retail products, accounting items, addresses,
// customer types, users): loaded on demand, kept in browser storage, with one loading flag that is
// on while any fetch is pending. A list kept longer than MASTER_DATA_MAX_AGE_MS, or kept from before
// the last sign-in, is asked for again with its entity tag (304 when it has not changed); signing
// out forgets it all.
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
  CRM_API,
  MASTER_DATA_API,
  USERS_API,
} from '@backoffice/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore } from '../session-store';

export const MASTER_DATA_STORAGE_KEY = 'backoffice-master-data';
/** How long a kept list is used as it is before it is checked again with the server. */
export const MASTER_DATA_MAX_AGE_MS = 10 * 60_000;

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

/** When a kept list was last known current, and the entity tag the server gave it. */
interface ListCheck {
  checkedAt: number;
  etag: string | null;
}

/** `force` asks the server even for a list checked a moment ago (after a change the user made). */
interface LoadOptions {
  force?: boolean;
}

interface MasterDataState extends MasterData {
  /** By list and parameters (the key of a load). */
  checks: Record<string, ListCheck>;
  /** Who the lists were last fetched for: another user signing in starts from nothing. */
  owner: string | null;
  /** Fetches pending; `loading` is on while it is above zero. */
  pending: number;
  loading: boolean;
  loadSellers: (options?: LoadOptions) => Promise<void>;
  loadWarehouses: (options?: LoadOptions) => Promise<void>;
  loadKiotvietProducts: (parentCategoryId?: number, options?: LoadOptions) => Promise<void>;
  loadMisaInventoryItems: (options?: LoadOptions) => Promise<void>;
  loadAddresses: (options?: LoadOptions) => Promise<void>;
  loadCustomerTypes: (options?: LoadOptions) => Promise<void>;
  loadUsers: (options?: LoadOptions) => Promise<void>;
  /** Every kept list is checked with the server the next time a screen asks for it. */
  markStale: () => void;
  /** Forgets every list (signing out). */
  clear: () => void;
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
/** Moves on at each `clear`: a fetch begun before it keeps nothing of what it brings. */
let generation = 0;

export const useMasterDataStore = create<MasterDataState>()(
  persist(
    (set, get) => {
      interface ListRequest<K extends keyof MasterData> {
        key: K;
        url: string;
        keep?: (rows: MasterData[K]) => MasterData[K];
        params?: Record<string, unknown>;
      }
      function load<K extends keyof MasterData>(
        request: ListRequest<K>,
        options: LoadOptions = {},
      ): Promise<void> {
        const id = `${request.key}:${JSON.stringify(request.params ?? {})}`;
        const state = get();
        const check = state.checks[id];
        const kept = check !== undefined && state[request.key].length > 0;
        if (kept && !options.force && Date.now() - check.checkedAt < MASTER_DATA_MAX_AGE_MS) {
          return Promise.resolve();
        }
        const running = inFlight.get(id);
        if (running) return running;
        const fetching = fetchList(id, request, kept ? check.etag : null).finally(() => {
          inFlight.delete(id);
        });
        inFlight.set(id, fetching);
        return fetching;
      }
      async function fetchList<K extends keyof MasterData>(
        id: string,
        { key, url, keep = (rows) => rows, params }: ListRequest<K>,
        etag: string | null,
      ): Promise<void> {
        const asked = generation;
        set((state) => ({ pending: state.pending + 1, loading: true }));
        try {
          // The HTTP client loads with the first fetch, not with the app shell that restores this store.
          const { api } = await import('../api-client');
          const response = await api.get<MasterData[K]>(url, {
            params,
            // A request naming its copy bypasses the browser's own cache and sees the 304.
            ...(etag !== null && { headers: { 'If-None-Match': etag } }),
            validateStatus: (status) => status === 200 || status === 304,
          });
          const checkedAt = Date.now();
          if (asked !== generation) return;
          if (response.status === 304) {
            set((state) => ({ checks: { ...state.checks, [id]: { checkedAt, etag } } }));
          } else {
            const tag: unknown = response.headers.etag;
            set((state) => {
              const kept: Partial<MasterDataState> = {
                [key]: keep(response.data),
                owner: useSessionStore.getState().user?.username ?? null,
                checks: {
                  ...state.checks,
                  [id]: { checkedAt, etag: typeof tag === 'string' ? tag : null },
                },
              };
              return kept;
            });
          }
        } finally {
          if (asked === generation) {
            set((state) => ({ pending: state.pending - 1, loading: state.pending - 1 > 0 }));
          }
        }
      }
      return {
        ...empty,
        checks: {},
        owner: null,
        pending: 0,
        loading: false,
        loadSellers: (options) =>
          load({ key: 'sellers', url: MASTER_DATA_API.activeSellers, keep: keepSellers }, options),
        loadWarehouses: (options) =>
          load({ key: 'warehouses', url: MASTER_DATA_API.warehouses }, options),
        loadKiotvietProducts: (parentCategoryId = DEFAULT_PARENT_CATEGORY_ID, options) =>
          load(
            {
              key: 'kiotvietProducts',
              url: MASTER_DATA_API.productsUnderCategory,
              params: { parentCategoryId },
            },
            options,
          ),
        loadMisaInventoryItems: (options) =>
          load(
            {
              key: 'misaInventoryItems',
              url: MASTER_DATA_API.inventoryItems,
              keep: keepActiveItems,
            },
            options,
          ),
        loadAddresses: (options) => load({ key: 'addresses', url: CRM_API.address }, options),
        loadCustomerTypes: (options) =>
          load({ key: 'customerTypes', url: CRM_API.customerTypes }, options),
        loadUsers: (options) => load({ key: 'users', url: USERS_API.users }, options),
        markStale: () => {
          set((state) => ({
            checks: Object.fromEntries(
              Object.entries(state.checks).map(([id, check]) => [id, { ...check, checkedAt: 0 }]),
            ),
          }));
        },
        // Forgets the lists and the fetches under way: what they bring is no longer asked for.
        clear: () => {
          generation += 1;
          inFlight.clear();
          set({ ...empty, checks: {}, owner: null, pending: 0, loading: false });
        },
      };
    },
    {
      name: MASTER_DATA_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ pending: _pending, loading: _loading, ...data }) => data,
    },
  ),
);

/**
 * Follows the session: signing out forgets the lists; signing in (again) has them checked with the
 * server the next time a screen asks, or forgotten when someone else signs in. Both stores restore
 * from browser storage when created, so a page load is not taken for a sign-in.
 */
useSessionStore.subscribe((session, before) => {
  if (session.token === before.token) return;
  const store = useMasterDataStore.getState();
  const username = session.user?.username ?? null;
  if (session.token === null || username === null) {
    store.clear();
    return;
  }
  if (store.owner !== null && store.owner !== username) store.clear();
  else store.markStale();
});
