import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The browser's WebSocket as the panel uses it, played by the test (the network boundary). */
export class FakeLiveSocket {
  static readonly OPEN = 1;
  static sockets: FakeLiveSocket[] = [];
  readonly url: string;
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeLiveSocket.sockets.push(this);
  }

  get query(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  open(): void {
    act(() => this.onopen?.(new Event('open')));
  }

  receive(message: unknown): void {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
  }

  /** The server or the network ends it. */
  end(code: number): void {
    act(() => this.onclose?.(new CloseEvent('close', { code })));
  }
}

/** Puts the fake in place of `WebSocket` for one test (restored by `vi.unstubAllGlobals`). */
export function stubLiveSocket() {
  FakeLiveSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeLiveSocket);
  return {
    sockets: FakeLiveSocket.sockets,
    latest(): FakeLiveSocket {
      const socket = FakeLiveSocket.sockets.at(-1);
      if (!socket) throw new Error('No live socket was opened');
      return socket;
    },
  };
}
