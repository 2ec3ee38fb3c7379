import { act } from '@testing-library/react';
import type { AudioSocket } from '../media/browser-media.ts';

/**
 * A WebSocket played by the test (the network boundary): it records what the page sends, and
 * the test opens it, feeds it and closes it as the server or the network would.
 */
export class FakeAudioSocket implements AudioSocket {
  binaryType: BinaryType = 'blob';
  readyState = 0;
  readonly sent: (string | ArrayBuffer)[] = [];
  /** How the page closed it, if it did. */
  closedByClient: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  get query(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  /** The binary frames sent, as bytes. */
  get frames(): Uint8Array[] {
    return this.sent.filter((data) => data instanceof ArrayBuffer).map((data) => new Uint8Array(data));
  }

  /** The JSON messages sent, parsed. */
  get messages(): unknown[] {
    return this.sent.filter((data) => typeof data === 'string').map((data) => JSON.parse(data));
  }

  send(data: string | ArrayBuffer): void {
    if (this.readyState !== 1) throw new Error('send() on a socket that is not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === 3) return;
    this.closedByClient = { code, reason };
    this.finish(code ?? 1000, reason ?? '');
  }

  // ---- What the server (or the network) does ----

  open(): void {
    act(() => {
      this.readyState = 1;
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
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason, wasClean: code === 1000 }));
  }
}
