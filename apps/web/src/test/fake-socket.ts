// The browser's WebSocket, played by a screen test (vi.stubGlobal('WebSocket', FakeSocket)): it
// records what the page sends, and the test pushes the server's messages or drops the connection.
import type { LiveServerMessage, LiveTopic, OrderNotice } from '@backoffice/shared';

export class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  /** A message from the server. */
  push(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection lost. */
  drop() {
    this.onclose?.({ code: 1006 });
  }
}

/** The channel's event of an order created or changed, as the server sends it. */
export function orderEvent(
  id: number,
  kind: 'order.created' | 'order.updated',
  order: OrderNotice,
  topic: LiveTopic = 'orders',
): LiveServerMessage {
  return {
    type: 'event',
    id,
    topic,
    kind,
    at: new Date().toISOString(),
    data: {
      code: order.code,
      sellerId: order.sellerId,
      createdAt: order.createdAt,
      status: order.status,
      source: order.source,
      campaign: order.campaign,
      customerCode: order.customerCode,
      customerName: order.customerName,
      province: order.province,
      totalAmount: order.amount,
      lineCount: order.lines,
      quantity: order.quantity,
    },
  };
}
