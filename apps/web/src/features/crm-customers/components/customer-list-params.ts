// The state of the customer list (tab, filters, page, sort), kept in the address bar so that coming
// back from a customer finds the list as it was, and turned into the search payload of the API.
import {
  CustomerListKind,
  type CustomerSearchInput,
  CustomerSortField,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '@backoffice/shared';

export const CUSTOMER_TABS = ['mine', 'pool', 'ocean'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

export const TAB_KIND: Record<CustomerTab, CustomerListKind> = {
  mine: CustomerListKind.MY,
  pool: CustomerListKind.IN_POOL,
  ocean: CustomerListKind.IN_OCEAN,
};

export const TAB_LABELS: Record<CustomerTab, string> = {
  mine: 'Khách của tôi',
  pool: 'Kho khách chung',
  ocean: 'Tất cả khách hàng',
};

/** The same, short enough for a phone. */
export const TAB_SHORT_LABELS: Record<CustomerTab, string> = {
  mine: 'Của tôi',
  pool: 'Kho chung',
  ocean: 'Tất cả',
};

/** The old/new switch of "mine". */
export type OldNew = 'all' | 'old' | 'new';

export interface CustomerListState {
  tab: CustomerTab;
  oldNew: OldNew;
  filterText: string;
  tags: string[];
  typeIds: number[];
  /** Cascader paths: [province], [province, district] or [province, district, ward] codes. */
  locations: string[][];
  sourceIds: number[];
  categoryId: number | null;
  saleId: number | null;
  includeHidden: boolean;
  /** One-based, as the pager shows it. */
  page: number;
  pageSize: number;
  sortField: CustomerSortField | null;
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_LIST_STATE: CustomerListState = {
  tab: 'mine',
  oldNew: 'all',
  filterText: '',
  tags: [],
  typeIds: [],
  locations: [],
  sourceIds: [],
  categoryId: null,
  saleId: null,
  includeHidden: false,
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
  sortField: null,
  sortOrder: 'desc',
};

const SORT_FIELDS = new Set<string>(Object.values(CustomerSortField));

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function ids(values: string[]): number[] {
  return values.map(positiveInt).filter((value): value is number => value !== null);
}

/** Reads the list state from the address bar; anything unreadable falls back to the default. */
export function parseListState(
  params: URLSearchParams,
  defaultTab: CustomerTab,
): CustomerListState {
  const tabParam = params.get('tab');
  const tab = CUSTOMER_TABS.find((candidate) => candidate === tabParam) ?? defaultTab;
  const oldNewParam = params.get('old');
  const sortParam = params.get('sort');
  const pageSize = positiveInt(params.get('size')) ?? PAGE_SIZE_DEFAULT;
  return {
    tab,
    oldNew: oldNewParam === 'old' || oldNewParam === 'new' ? oldNewParam : 'all',
    filterText: params.get('q') ?? '',
    tags: params.getAll('tag').filter((tag) => tag.trim() !== ''),
    typeIds: ids(params.getAll('type')),
    locations: params
      .getAll('loc')
      .map((path) => path.split('.'))
      .filter((path) => path.length >= 1 && path.length <= 3 && path.every((c) => /^\d+$/.test(c))),
    sourceIds: ids(params.getAll('source')),
    categoryId: positiveInt(params.get('category')),
    saleId: positiveInt(params.get('sale')),
    includeHidden: params.get('hidden') === '1',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: Math.min(pageSize, PAGE_SIZE_MAX),
    sortField:
      sortParam !== null && SORT_FIELDS.has(sortParam) ? (sortParam as CustomerSortField) : null,
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The address bar's form of the state: only what differs from the default. */
export function listStateToParams(state: CustomerListState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', state.tab);
  if (state.oldNew !== 'all') params.set('old', state.oldNew);
  if (state.filterText.trim() !== '') params.set('q', state.filterText);
  for (const tag of state.tags) params.append('tag', tag);
  for (const id of state.typeIds) params.append('type', String(id));
  for (const path of state.locations) params.append('loc', path.join('.'));
  for (const id of state.sourceIds) params.append('source', String(id));
  if (state.categoryId !== null) params.set('category', String(state.categoryId));
  if (state.saleId !== null) params.set('sale', String(state.saleId));
  if (state.includeHidden) params.set('hidden', '1');
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('size', String(state.pageSize));
  if (state.sortField !== null) {
    params.set('sort', state.sortField);
    params.set('order', state.sortOrder);
  }
  return params;
}

/** Cascader paths as the payload's province/district/ward code lists. */
export function locationCodesOf(paths: readonly string[][]): CustomerSearchInput['locationCodes'] {
  const province: string[] = [];
  const district: string[] = [];
  const ward: string[] = [];
  for (const path of paths) {
    const code = path.at(-1);
    if (code === undefined) continue;
    if (path.length === 1) province.push(code);
    else if (path.length === 2) district.push(code);
    else ward.push(code);
  }
  if (province.length + district.length + ward.length === 0) return undefined;
  return {
    ...(province.length > 0 && { province }),
    ...(district.length > 0 && { district }),
    ...(ward.length > 0 && { ward }),
  };
}

/**
 * The customer search payload of the state: page sent zero-based (the pager's page minus 1), the
 * empty filters left out, isOld only in "mine", the sale filter not in the pool (it has no owner).
 */
export function toSearchPayload(state: CustomerListState): CustomerSearchInput {
  const text = state.filterText.trim();
  const locationCodes = locationCodesOf(state.locations);
  return {
    page: state.page - 1,
    pageSize: state.pageSize,
    ...(text !== '' && { filterText: text }),
    ...(state.tags.length > 0 && { tags: state.tags }),
    ...(state.typeIds.length > 0 && { typeIds: state.typeIds }),
    ...(locationCodes && { locationCodes }),
    ...(state.sourceIds.length > 0 && { sourceIds: state.sourceIds }),
    ...(state.tab === 'mine' && state.oldNew !== 'all' && { isOld: state.oldNew === 'old' }),
    ...(state.categoryId !== null && { customerCategoryId: state.categoryId }),
    ...(state.saleId !== null && state.tab !== 'pool' && { saleId: state.saleId }),
    ...(state.includeHidden && { includeHidden: true }),
    ...(state.sortField !== null && { sortField: state.sortField, sortOrder: state.sortOrder }),
  };
}

/** How many filters are set (besides the text), for the badge of the filter button. */
export function activeFilterCount(state: CustomerListState): number {
  return [
    state.tags.length > 0,
    state.typeIds.length > 0,
    state.locations.length > 0,
    state.sourceIds.length > 0,
    state.categoryId !== null,
    state.saleId !== null && state.tab !== 'pool',
  ].filter(Boolean).length;
}
