import {
  LIVE_API,
  MASTER_DATA_API,
  ORDER_NOTICE_API,
  type OrderNotice,
  type OrderNoticePage,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { liveChannel } from '../../lib/live-channel';
import { fakeApi, ok } from '../../test/fake-api';
import { FakeSocket, orderEvent } from '../../test/fake-socket';
import { renderScreen, signIn, waitUntilLoaded } from '../../test/render-app';
import { NEW_TAG, OrderNotifyPage } from './order-notify-page';

configure({ asyncUtilTimeout: 10_000 });

const notice = (
  code: string,
  minutesAgo: number,
  extra: Partial<OrderNotice> = {},
): OrderNotice => ({
  code,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  sellerId: 2010,
  sellerName: 'Dược phẩm Minh Anh',
  customerCode: 'MP-0912',
  customerName: 'Nhà thuốc Hòa Bình',
  province: 'Tỉnh Long An',
  status: 'NEW',
  source: 'MARKETPLACE',
  campaign: null,
  amount: 1_200_000,
  lines: 2,
  quantity: 5,
  crmCustomerId: 41,
  ...extra,
});

describe('the order notices', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signIn({ id: 8, username: 'sale1', department: 32, role: 1 });
    const listed = [
      notice('TSO-2', 5),
      notice('TSO-1', 50, { status: 'CONFIRMED', crmCustomerId: null }),
    ];
    api = fakeApi({
      [`GET ${MASTER_DATA_API.activeSellers}`]: () => ok([]),
      [`GET ${ORDER_NOTICE_API.list}`]: (request) => {
        const codes =
          typeof request.params.codes === 'string' ? request.params.codes.split(',') : null;
        const page: OrderNoticePage = {
          items: codes ? codes.map((code) => notice(code, 0, { crmCustomerId: 77 })) : listed,
          next: null,
          today: codes ? { count: 3, amount: 3_600_000 } : { count: 2, amount: 2_400_000 },
          lastEventId: 40,
        };
        return ok(page);
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

  it('lists the last orders, then brings a new one to the top and today’s figures with it, without a reload', async () => {
    renderScreen(<OrderNotifyPage />, '/report/order-notify');
    await waitUntilLoaded();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('TSO-2'), expect.stringContaining('TSO-1')]);
    const today = () =>
      screen.getAllByRole('listitem').find((item) => item.textContent.includes('Đơn hôm nay'));
    expect(today()).toHaveTextContent(/Đơn hôm nay\s*2/);
    // The channel is followed from the list's last event, with the token in the first message.
    await waitFor(() => {
      expect(FakeSocket.opened[0]?.sent[0]).toMatchObject({ type: 'hello', after: 40 });
    });
    const socket = FakeSocket.opened[0] as FakeSocket;
    expect(socket.url).toMatch(new RegExp(`${LIVE_API.socket}$`));
    expect(socket.url).not.toContain('token');
    socket.push({ type: 'ready', lastEventId: 40 });
    expect(await screen.findByRole('status')).toHaveTextContent(/Trực tiếp/);

    socket.push(orderEvent(41, 'order.created', notice('TSO-3', 0, { amount: 1_200_000 })));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
        new RegExp(`TSO-3.*${NEW_TAG}`),
      );
    });
    expect(today()).toHaveTextContent(/Đơn hôm nay\s*3/);
    // Its row is read again for the CRM link the viewer may follow.
    await waitFor(() => {
      expect(api.calls('GET', ORDER_NOTICE_API.list).some((c) => c.params.codes === 'TSO-3')).toBe(
        true,
      );
    });
    // The same event again (a resend) changes nothing.
    socket.push(orderEvent(41, 'order.created', notice('TSO-3', 0)));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('changes a row in place when its order changes, and says when the connection is lost', async () => {
    renderScreen(<OrderNotifyPage />, '/report/order-notify');
    await waitUntilLoaded();
    await waitFor(() => {
      expect(FakeSocket.opened).toHaveLength(1);
    });
    const socket = FakeSocket.opened[0] as FakeSocket;
    socket.push({ type: 'ready', lastEventId: 40 });
    socket.push(orderEvent(41, 'order.updated', notice('TSO-1', 50, { status: 'CANCELLED' })));
    const table = screen.getByRole('table');
    await waitFor(() => {
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/TSO-1.*Đã hủy/);
    });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    socket.drop();
    expect(await screen.findByText(/Mất kết nối/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kết nối lại' })).toBeInTheDocument();
  });

  it('switches the chime on with a click, as browsers ask', async () => {
    renderScreen(<OrderNotifyPage />, '/report/order-notify');
    await waitUntilLoaded();
    const user = userEvent.setup();
    const sound = screen.getByRole('switch', { name: 'Âm báo đơn mới' });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    expect(sound).toBeChecked();
    expect(localStorage.getItem('order-notify-sound')).toBe('on');
  });
});
