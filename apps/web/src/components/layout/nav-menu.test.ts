import { describe, expect, it } from 'vitest';
import { selectedPaths } from './nav-menu';

describe('the menu entry of a path', () => {
  it('is the screen itself, never a screen whose path merely starts the same', () => {
    expect(selectedPaths('/ecommerce/seller-detail')).toEqual(['/ecommerce/seller-detail']);
    expect(selectedPaths('/ecommerce/seller')).toEqual(['/ecommerce/seller']);
  });

  it('is the list a detail lies under, or the report a page extends', () => {
    expect(selectedPaths('/crm/customer/42')).toEqual(['/crm/customer']);
    expect(selectedPaths('/ecommerce/seller-summary/2010')).toEqual(['/ecommerce/seller']);
    expect(selectedPaths('/')).toEqual([]);
  });
});
