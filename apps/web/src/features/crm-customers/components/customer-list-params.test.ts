import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  listStateToParams,
  parseListState,
  toSearchPayload,
} from './customer-list-params';

describe('the customer list state', () => {
  it('sends the page zero-based: the pager’s page minus 1', () => {
    expect(toSearchPayload({ ...DEFAULT_LIST_STATE, page: 1 }).page).toBe(0);
    expect(toSearchPayload({ ...DEFAULT_LIST_STATE, page: 3, pageSize: 50 })).toMatchObject({
      page: 2,
      pageSize: 50,
    });
  });

  it('leaves the empty filters out of the payload', () => {
    expect(toSearchPayload({ ...DEFAULT_LIST_STATE, filterText: '   ' })).toEqual({
      page: 0,
      pageSize: 20,
    });
  });

  it('sends every filter of the search payload, the location cascade split by level', () => {
    const payload = toSearchPayload({
      ...DEFAULT_LIST_STATE,
      filterText: ' nha thuoc an khang ',
      tags: ['VIP'],
      typeIds: [1, 2],
      locations: [['79'], ['01', '001'], ['79', '760', '26734']],
      sourceIds: [3],
      categoryId: 5,
      saleId: 12,
      oldNew: 'old',
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(payload).toEqual({
      page: 0,
      pageSize: 20,
      filterText: 'nha thuoc an khang',
      tags: ['VIP'],
      typeIds: [1, 2],
      locationCodes: { province: ['79'], district: ['001'], ward: ['26734'] },
      sourceIds: [3],
      isOld: true,
      customerCategoryId: 5,
      saleId: 12,
      sortField: 'name',
      sortOrder: 'asc',
    });
  });

  it('sends isOld only in "mine", and no sale filter in the pool (it has no owner)', () => {
    const state = { ...DEFAULT_LIST_STATE, oldNew: 'new' as const, saleId: 12 };
    expect(toSearchPayload(state)).toMatchObject({ isOld: false, saleId: 12 });
    expect(toSearchPayload({ ...state, tab: 'ocean' })).not.toHaveProperty('isOld');
    expect(toSearchPayload({ ...state, tab: 'ocean' })).toHaveProperty('saleId', 12);
    expect(toSearchPayload({ ...state, tab: 'pool' })).not.toHaveProperty('saleId');
  });

  it('keeps the state in the address bar and reads it back', () => {
    const state = {
      ...DEFAULT_LIST_STATE,
      tab: 'ocean' as const,
      filterText: 'an khang',
      tags: ['VIP', 'Khách sỉ'],
      typeIds: [2],
      locations: [['79', '760']],
      sourceIds: [1],
      categoryId: 5,
      saleId: 11,
      includeHidden: true,
      page: 4,
      pageSize: 50,
      sortField: 'lastInteractionAt' as const,
      sortOrder: 'asc' as const,
    };
    expect(parseListState(listStateToParams(state), 'mine')).toEqual(state);
  });

  it('falls back to the defaults on anything unreadable', () => {
    const params = new URLSearchParams(
      'tab=elsewhere&page=-2&size=5000&type=abc&loc=79.x&sort=password&category=0',
    );
    expect(parseListState(params, 'ocean')).toEqual({
      ...DEFAULT_LIST_STATE,
      tab: 'ocean',
      pageSize: 200,
    });
  });
});
