import { FakeWebSocket } from '#web/test/fake-web-socket.ts';
import type { AudioSocket } from '../media/browser-media.ts';

/**
 * The test's WebSocket (web/test/fake-web-socket.ts) as an audio upload sees it: binary frames
 * and JSON messages read apart, and a send on a socket that is not open is an error.
 */
export class FakeAudioSocket extends FakeWebSocket implements AudioSocket {
  binaryType: BinaryType = 'blob';

  /** The binary frames sent, as bytes. */
  get frames(): Uint8Array[] {
    return this.sent.filter((data) => data instanceof ArrayBuffer).map((data) => new Uint8Array(data));
  }

  /** The JSON messages sent, parsed. */
  get messages(): unknown[] {
    return this.sentJson;
  }

  override send(data: string | ArrayBuffer): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() on a socket that is not open');
    super.send(data);
  }
}
