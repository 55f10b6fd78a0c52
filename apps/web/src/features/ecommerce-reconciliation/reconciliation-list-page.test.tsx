import {
  RECONCILIATION_API,
  type SettlementPage,
  type SettlementSummary,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api as client } from '../../lib/api-client';
import { fakeApi, ok } from '../../test/fake-api';
import { renderScreen, signIn, waitUntilLoaded } from '../../test/render-app';
import { ReconciliationListPage } from './reconciliation-list-page';

const settlement = (
  id: number,
  state: SettlementSummary['state'],
  open: number,
): SettlementSummary => ({
  id,
  code: `DS-2010-2026110${String(id)}`,
  sellerId: 2010,
  sellerName: 'Dược phẩm Thuận Phát',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-15',
  paidAt: '2026-11-20T03:00:00.000Z',
  payoutStatus: 'PAID',
  gross: 12_500_000,
  fees: 500_000,
  net: 11_950_000,
  matched: { count: 40, amount: 11_000_000 },
  unmatched: { count: 3, amount: -120_000 },
  open: { count: open, amount: open ? -45_000 : 0 },
  state,
});

describe('the settlements to reconcile', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    signIn({ id: 3, username: 'ketoan', department: 2, role: 1 });
    const all = [settlement(1, 'OPEN', 2), settlement(2, 'RESOLVED', 0)];
    api = fakeApi({
      [`GET ${RECONCILIATION_API.settlements}`]: (request) => {
        const items = all.filter((s) => !request.params.state || s.state === request.params.state);
        const page: SettlementPage = {
          items,
          total: items.length,
          page: 0,
          pageSize: 20,
          totals: {
            settlements: items.length,
            gross: items.reduce((n, s) => n + s.gross, 0),
            fees: items.reduce((n, s) => n + s.fees, 0),
            net: items.reduce((n, s) => n + s.net, 0),
            open: { count: 2, amount: -45_000 },
            states: { OPEN: 1, RESOLVED: 1, MATCHED: 0 },
          },
        };
        return ok(page);
      },
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
  });

  it('lists the settlements with what is open, the totals, and narrows them by state', async () => {
    renderScreen(<ReconciliationListPage />, '/ecommerce/reconciliation');
    await waitUntilLoaded();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      /DS-2010-20261101.*01-11-2026 – 15-11-2026.*Còn chênh lệch.*12\.500\.000 ₫.*-45\.000 ₫.*2 dòng/,
    );
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'DS-2010-20261101' }),
    ).toHaveAttribute('href', '/ecommerce/reconciliation/1');
    const kpi = (label: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent.startsWith(label));
    expect(kpi('Thực nhận')).toHaveTextContent('23.900.000 ₫');
    expect(kpi('Chênh lệch còn mở')).toHaveTextContent(/-45\.000 ₫.*2 dòng chờ xử lý/);
    const user = userEvent.setup();
    await user.click(screen.getByText('Còn chênh lệch (1)'));
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    });
    expect(api.calls('GET', RECONCILIATION_API.settlements).at(-1)?.params).toMatchObject({
      state: 'OPEN',
      page: 0,
    });
  });
});
