import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener<E> = ((event: E) => void) | null;

/**
 * The browser's WebSocket, played by the test (the network boundary): the test opens, feeds
 * and closes each socket the code creates. Every socket is kept in `sockets`, oldest first.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** How the page closed it, if it did. */
  closedByClient: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: Listener<Event> = null;
  onmessage: Listener<MessageEvent> = null;
  onerror: Listener<Event> = null;
  onclose: Listener<CloseEvent> = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.sockets.push(this);
  }

  /** The query of the address it was opened with. */
  get query(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedByClient = { code, reason };
    this.finish(code ?? 1000, reason ?? '');
  }

  /** What the page sent on it, oldest first. */
  readonly sent: (string | ArrayBufferLike | Blob | ArrayBufferView)[] = [];

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    // As browsers do: an error before it opens, nothing sent once it is closing or closed.
    if (this.readyState === FakeWebSocket.CONNECTING) {
      throw new DOMException('Still in CONNECTING state', 'InvalidStateError');
    }
    if (this.readyState === FakeWebSocket.OPEN) this.sent.push(data);
  }

  /** The JSON messages it sent, parsed. */
  get sentJson(): unknown[] {
    return this.sent.filter((d) => typeof d === 'string').map((d) => JSON.parse(d));
  }

  // ---- What the server (or the network) does ----

  open(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  receive(message: unknown): void {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
  }

  /** The connection fails: an error, then an abnormal close (1006), as browsers report it. */
  fail(): void {
    act(() => {
      this.onerror?.(new Event('error'));
      this.finish(1006, '');
    });
  }

  serverClose(code: number, reason = ''): void {
    act(() => this.finish(code, reason));
  }

  private finish(code: number, reason: string): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, reason, wasClean: code === 1000 }));
  }
}

/** Puts the fake in place of `WebSocket` for one test (restored by `vi.unstubAllGlobals`). */
export function stubWebSocket() {
  FakeWebSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return {
    sockets: FakeWebSocket.sockets,
    latest(): FakeWebSocket {
      const socket = FakeWebSocket.sockets.at(-1);
      if (!socket) throw new Error('No WebSocket was opened');
      return socket;
    },
  };
}
