import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { LEADER, commonRoutes, seedMasterData } from '../crm-fake-api.testing';
import { CustomerFilters } from './customer-filters';
import { DEFAULT_LIST_STATE } from './customer-list-params';
import type { CrmViewer } from './use-crm-viewer';
import { fakeApi } from '../../../test/fake-api';

const leader: CrmViewer = {
  id: LEADER.id,
  name: LEADER.fullName,
  god: false,
  leader: true,
  sale: true,
  inSaleDepartment: true,
  readAll: false,
  actingIds: [LEADER.id],
};

function renderFilters() {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomerFilters
        state={{ ...DEFAULT_LIST_STATE, tab: 'ocean' }}
        viewer={leader}
        onChange={onChange}
      />
    </QueryClientProvider>,
  );
  return { onChange };
}

/** The titles of the options the open Select offers. */
const selectOptions = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((element) => element.getAttribute('title'));

/** The paths a Cascader offers for what was typed, as 'Province / District'. */
const cascaderPaths = () =>
  screen.queryAllByRole('menuitemcheckbox').map((element) => element.textContent);

beforeEach(() => {
  seedMasterData();
  api.defaults.adapter = fakeApi(commonRoutes).adapter;
});
afterEach(() => {
  api.defaults.adapter = undefined;
});

describe('the customer filters search their options without accents', () => {
  it('offers Hà Nội in the location filter for "ha noi", and picks it', async () => {
    const { onChange } = renderFilters();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Khu vực' }), 'ha noi');
    await waitFor(() => {
      expect(cascaderPaths()).toContain('Thành phố Hà Nội');
    });
    expect(cascaderPaths()).not.toContain('Thành phố Hồ Chí Minh');

    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Thành phố Hà Nội' }));
    expect(onChange).toHaveBeenLastCalledWith({ locations: [['01']] });
  });

  it('finds a district by the words of its whole path, in any order', async () => {
    renderFilters();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Khu vực' }), 'ba dinh HA NOI');
    await waitFor(() => {
      expect(cascaderPaths()).toEqual([
        'Thành phố Hà Nội / Quận Ba Đình',
        'Thành phố Hà Nội / Quận Ba Đình / Phường Trúc Bạch',
      ]);
    });
  });

  it('offers "Nhà thuốc" in the customer type filter for "nha thuoc"', async () => {
    renderFilters();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Loại khách hàng' }), 'nha thuoc');
    await waitFor(() => {
      expect(selectOptions()).toEqual(['Nhà thuốc']);
    });
  });

  it('finds a source, a tag and an owner typed without accents', async () => {
    renderFilters();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Nguồn khách hàng' }), 'duoc gioi');
    await waitFor(() => {
      expect(selectOptions()).toEqual(['Được giới thiệu']);
    });
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('combobox', { name: 'Nhãn' }), 'khach si');
    await waitFor(() => {
      expect(selectOptions()).toContain('Khách sỉ');
    });
    expect(selectOptions()).not.toContain('VIP');
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('combobox', { name: 'Nhân viên phụ trách' }), 'bao hoang');
    await waitFor(() => {
      expect(selectOptions()).toContain(LEADER.fullName);
    });
  });
});
