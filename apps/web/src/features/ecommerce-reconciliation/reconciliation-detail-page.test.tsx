import {
  RECONCILIATION_API,
  RECONCILIATION_MESSAGES,
  type ReconciliationLine,
  type ReconciliationLinePage,
  type SettlementDetail,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api as client } from '../../lib/api-client';
import { setNotificationInstance } from '../../lib/notify';
import { fakeApi, ok } from '../../test/fake-api';
import { renderScreen, signIn, waitUntilLoaded } from '../../test/render-app';
import { ReconciliationDetailPage } from './reconciliation-detail-page';

const line = (key: string, extra: Partial<ReconciliationLine> = {}): ReconciliationLine => ({
  key,
  orderCode: key,
  status: 'DIFFERS',
  theirs: { orderAmount: 1_000_000, fees: -40_000, other: -100_000, net: 860_000 },
  ours: {
    amount: 1_000_000,
    status: 'COMPLETED',
    expectedNet: 960_000,
    invoiceCode: `HD-${key}`,
    invoiceAmount: 1_000_000,
  },
  difference: -100_000,
  suggestedReason: 'REFUND',
  description: null,
  resolution: null,
  reopenedNote: null,
  ...extra,
});

const resolvePath = RECONCILIATION_API.resolve.replace(':id', '7');

describe('a settlement to reconcile', () => {
  let api: ReturnType<typeof fakeApi>;
  let lines: ReconciliationLine[];
  const shown: string[] = [];
  const detail = (): SettlementDetail => {
    const open = lines.filter((l) => l.status !== 'MATCHED' && !l.resolution);
    return {
      id: 7,
      code: 'DS-2010-20261101',
      sellerId: 2010,
      sellerName: 'Dược phẩm Thuận Phát',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-15',
      paidAt: '2026-11-20T03:00:00.000Z',
      payoutStatus: 'PAID',
      gross: 3_000_000,
      fees: 120_000,
      net: 2_680_000,
      matched: { count: 1, amount: 960_000 },
      unmatched: { count: 2, amount: -200_000 },
      open: { count: open.length, amount: open.reduce((n, l) => n + l.difference, 0) },
      state: open.length > 0 ? 'OPEN' : 'RESOLVED',
      statuses: {
        MATCHED: { count: 1, amount: 960_000, open: 0 },
        DIFFERS: { count: 2, amount: -200_000, open: open.length },
        MISSING_OURS: { count: 0, amount: 0, open: 0 },
        MISSING_THEIRS: { count: 0, amount: 0, open: 0 },
      },
    };
  };
  beforeEach(() => {
    shown.length = 0;
    setNotificationInstance({
      success: (args: { title: string }) => shown.push(args.title),
      error: (args: { title: string }) => shown.push(args.title),
      info: (args: { title: string }) => shown.push(args.title),
    } as never);
    signIn({ id: 3, username: 'ketoan', department: 2, role: 1 });
    lines = [
      line('TSO-1'),
      line('TSO-2'),
      line('TSO-3', { status: 'MATCHED', difference: 0, suggestedReason: null }),
    ];
    api = fakeApi({
      [`GET ${RECONCILIATION_API.settlement}`]: () => ok(detail()),
      [`GET ${RECONCILIATION_API.lines}`]: (request) => {
        const items = lines.filter((l) =>
          request.params.open === 'true'
            ? l.status !== 'MATCHED' && !l.resolution
            : l.status === request.params.status,
        );
        const page: ReconciliationLinePage = { items, total: items.length, page: 0, pageSize: 50 };
        return ok(page);
      },
      [`POST ${RECONCILIATION_API.resolve}`]: (request) => {
        const body = request.body as { keys: string[]; reason: 'REFUND'; note?: string };
        lines = lines.map((l) =>
          body.keys.includes(l.key)
            ? {
                ...l,
                resolution: {
                  reason: body.reason,
                  note: body.note ?? null,
                  byName: 'Lê Thu Hà',
                  at: new Date().toISOString(),
                },
              }
            : l,
        );
        return ok(detail());
      },
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
  });

  it('resolves two differences at once with the suggested reason, and the settlement turns resolved', async () => {
    renderScreen(
      <ReconciliationDetailPage />,
      '/ecommerce/reconciliation/7',
      '/ecommerce/reconciliation/:id',
    );
    await waitUntilLoaded();
    expect(await screen.findByRole('heading', { name: 'Kỳ DS-2010-20261101' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cần xử lý (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = screen.getByRole('table');
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /TSO-1.*Lệch số tiền.*860\.000 ₫.*960\.000 ₫.*HĐ HD-TSO-1.*-100\.000 ₫.*Gợi ý: Hoàn tiền/,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Chọn dòng TSO-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn dòng TSO-2' }));
    await user.click(screen.getByRole('button', { name: /Xử lý 2 dòng đã chọn/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hoàn tiền (gợi ý)')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Sàn hoàn cho khách');
    await user.click(within(dialog).getByRole('button', { name: 'Xử lý' }));
    await waitFor(() => {
      expect(shown).toContain(RECONCILIATION_MESSAGES.resolved(2));
    });
    expect(api.calls('POST', resolvePath).map((c) => c.body)).toEqual([
      { keys: ['TSO-1', 'TSO-2'], reason: 'REFUND', note: 'Sàn hoàn cho khách' },
    ]);
    expect(await screen.findByText('Mọi chênh lệch của kỳ này đã được xử lý.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đã xử lý');
    expect(await screen.findByText('Không còn chênh lệch nào chờ xử lý')).toBeInTheDocument();
  });

  it('asks for a reason before resolving', async () => {
    lines = [line('TSO-1'), line('TSO-2', { suggestedReason: 'FEE' })];
    renderScreen(
      <ReconciliationDetailPage />,
      '/ecommerce/reconciliation/7',
      '/ecommerce/reconciliation/:id',
    );
    await waitUntilLoaded();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn dòng TSO-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn dòng TSO-2' }));
    await user.click(screen.getByRole('button', { name: /Xử lý 2 dòng đã chọn/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Xử lý' }));
    expect(await within(dialog).findByText(RECONCILIATION_MESSAGES.reason)).toBeInTheDocument();
    expect(api.calls('POST', resolvePath)).toHaveLength(0);
  });
});
