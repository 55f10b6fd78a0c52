import {
  ADV_ORDER_API,
  ADV_ORDER_MESSAGES,
  type AdvOrder,
  type AdvOrderAcknowledgeResult,
  type AdvOrderAcknowledgement,
  type AdvOrderPage,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { liveChannel } from '../../lib/live-channel';
import { setNotificationInstance } from '../../lib/notify';
import { fakeApi, ok } from '../../test/fake-api';
import { FakeSocket, orderEvent } from '../../test/fake-socket';
import { renderScreen, signIn, waitUntilLoaded } from '../../test/render-app';
import { AdvOrderNotifyPage, MUTE_RING, NEW_TAG } from './adv-order-notify-page';

configure({ asyncUtilTimeout: 10_000 });

const order = (code: string, minutesAgo: number, extra: Partial<AdvOrder> = {}): AdvOrder => ({
  code,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  sellerId: 2010,
  sellerName: 'Dược phẩm Minh Anh',
  customerCode: 'MP-0912',
  customerName: 'Nhà thuốc Hòa Bình',
  province: 'Tỉnh Long An',
  status: 'NEW',
  source: 'ADVERTISING',
  campaign: 'Facebook tháng 11',
  amount: 1_200_000,
  lines: 2,
  quantity: 5,
  crmCustomerId: null,
  acknowledgement: null,
  ...extra,
});

const ack = (code: string, byName = 'Lê Thu Hà'): AdvOrderAcknowledgement => ({
  code,
  byId: 3,
  byName,
  at: new Date().toISOString(),
});

/** The notices the page shows (an acknowledgement, one someone else made first). */
const shown: string[] = [];
const capture = (args: { title: string }) => shown.push(args.title);

describe('the advertising orders to acknowledge', () => {
  let api: ReturnType<typeof fakeApi>;
  /** The server's orders, and the acknowledgements it keeps. */
  let orders: AdvOrder[];
  let acknowledged: Map<string, AdvOrderAcknowledgement>;
  beforeEach(() => {
    shown.length = 0;
    setNotificationInstance({ success: capture, error: capture, info: capture } as never);
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signIn({ id: 3, username: 'ketoan', department: 4, role: 1 });
    orders = [order('TSO-3', 2), order('TSO-2', 20), order('TSO-1', 90)];
    acknowledged = new Map([['TSO-1', ack('TSO-1')]]);
    const read = (o: AdvOrder): AdvOrder => {
      const found = acknowledged.get(o.code);
      return { ...o, acknowledgement: found ? { ...found } : null };
    };
    api = fakeApi({
      [`GET ${ADV_ORDER_API.list}`]: (request) => {
        const codes =
          typeof request.params.codes === 'string' ? request.params.codes.split(',') : null;
        const state = request.params.state;
        const all = orders.map(read);
        const items = all.filter(
          (o) =>
            (!codes || codes.includes(o.code)) &&
            (state === 'all' ||
              (state === 'acknowledged' ? o.acknowledgement !== null : o.acknowledgement === null)),
        );
        const waiting = all.filter((o) => o.acknowledgement === null);
        const page: AdvOrderPage = {
          items,
          next: null,
          pending: {
            count: waiting.length,
            amount: waiting.reduce((sum, o) => sum + o.amount, 0),
          },
          today: { count: all.length, amount: all.reduce((sum, o) => sum + o.amount, 0) },
          lastEventId: 70,
        };
        return ok(page);
      },
      [`POST ${ADV_ORDER_API.acknowledge}`]: (request) => {
        const { codes } = request.body as { codes: string[] };
        const result: AdvOrderAcknowledgeResult = { acknowledged: [], already: [] };
        for (const code of codes) {
          const before = acknowledged.get(code);
          if (before) result.already.push(before);
          else {
            acknowledged.set(code, ack(code));
            result.acknowledged.push(ack(code));
          }
        }
        return ok(result);
      },
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    liveChannel.close();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const waitingFigure = () =>
    screen.getAllByRole('listitem').find((item) => item.textContent.includes('Chưa xác nhận'));

  it('acknowledges two ticked at once: they leave the waiting list and the count follows', async () => {
    renderScreen(<AdvOrderNotifyPage />, '/adv/order-notify');
    await waitUntilLoaded();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('TSO-3'),
      expect.stringContaining('TSO-2'),
    ]);
    expect(screen.getByRole('radio', { name: 'Chưa xác nhận (2)' })).toBeChecked();
    expect(waitingFigure()).toHaveTextContent(/Chưa xác nhận\s*2/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Chọn đơn TSO-3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn đơn TSO-2' }));
    await user.click(screen.getByRole('button', { name: /Xác nhận 2 đơn đã chọn/ }));
    await waitFor(() => {
      expect(shown).toContain(ADV_ORDER_MESSAGES.acknowledged(2));
    });
    expect(api.calls('POST', ADV_ORDER_API.acknowledge).map((c) => c.body)).toEqual([
      { codes: ['TSO-3', 'TSO-2'] },
    ]);
    expect(await screen.findByText('Không còn đơn quảng cáo nào chờ xác nhận')).toBeInTheDocument();
    await waitFor(() => {
      expect(waitingFigure()).toHaveTextContent(/Chưa xác nhận\s*0/);
    });
    // They are among the acknowledged, with who did it.
    await user.click(screen.getByText('Đã xác nhận'));
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(3);
    });
    expect(bodyRows()[0]).toHaveTextContent(/TSO-3.*Lê Thu Hà/);
  });

  it('brings a new order to the top, rings until a colleague acknowledges it, and says who did', async () => {
    renderScreen(<AdvOrderNotifyPage />, '/adv/order-notify');
    await waitUntilLoaded();
    await waitFor(() => {
      expect(FakeSocket.opened[0]?.sent[0]).toMatchObject({ type: 'hello', after: 70 });
    });
    const socket = FakeSocket.opened[0] as FakeSocket;
    socket.push({ type: 'ready', lastEventId: 70 });
    const fresh = order('TSO-4', 0, { campaign: 'Zalo tháng 11' });
    orders.unshift(fresh);
    socket.push(orderEvent(71, 'order.created', fresh, 'adv-orders'));
    await waitFor(() => {
      expect(bodyRows()[0]).toHaveTextContent(new RegExp(`TSO-4.*${NEW_TAG}.*Zalo tháng 11`));
    });
    expect(screen.getByRole('button', { name: MUTE_RING })).toBeInTheDocument();
    await waitFor(() => {
      expect(waitingFigure()).toHaveTextContent(/Chưa xác nhận\s*3/);
    });
    // A colleague acknowledges it in another tab: it leaves, and so does the ring.
    acknowledged.set('TSO-4', ack('TSO-4', 'Nguyễn Quốc Anh'));
    socket.push({
      type: 'event',
      id: 72,
      topic: 'adv-orders',
      kind: 'order.acknowledged',
      at: new Date().toISOString(),
      data: { ...ack('TSO-4', 'Nguyễn Quốc Anh') },
    });
    await waitFor(() => {
      expect(bodyRows().map((row) => row.textContent)).toEqual([
        expect.stringContaining('TSO-3'),
        expect.stringContaining('TSO-2'),
      ]);
    });
    expect(screen.queryByRole('button', { name: MUTE_RING })).toBeNull();
    // One acknowledged before the click is said to be someone else's.
    acknowledged.set('TSO-2', ack('TSO-2', 'Nguyễn Quốc Anh'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Xác nhận đơn TSO-2' }));
    await waitFor(() => {
      expect(shown).toContain(ADV_ORDER_MESSAGES.already('TSO-2', 'Nguyễn Quốc Anh'));
    });
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(1);
    });
  });
});
