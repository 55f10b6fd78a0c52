// The browser's WebSocket, played by a screen test (vi.stubGlobal('WebSocket', FakeSocket)): it
// records what the page sends, and the test pushes the server's messages or drops the connection.
import type { LiveServerMessage } from '@backoffice/shared';

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
