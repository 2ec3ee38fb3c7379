/**
 * The audio of one upload the server has not confirmed taking, oldest first: frames sent that
 * `audio_processed` does not cover yet, and frames held while no socket is ready. Positions are
 * the server's count of the upload's bytes (contracts/speech.ts), so after a reconnect the server's
 * first count says exactly which of the sent frames it already has. Bounded to `maxBytes`; beyond
 * it the oldest audio is dropped.
 */
export class UploadQueue {
  private unconfirmed: { frame: ArrayBuffer; end: number }[] = [];
  private held: ArrayBuffer[] = [];
  /** The server's count once every frame sent so far is taken. */
  private position = 0;
  private total = 0;
  /** Bytes of audio dropped to keep within the bound. */
  dropped = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  /** A frame captured while no socket is ready to send it. */
  hold(frame: ArrayBuffer): void {
    this.held.push(frame);
    this.add(frame.byteLength);
  }

  /** A frame just sent on the current socket. */
  sent(frame: ArrayBuffer): void {
    this.position += frame.byteLength;
    this.unconfirmed.push({ frame, end: this.position });
    this.add(frame.byteLength);
  }

  /** The server took `bytes` of the upload so far. */
  confirm(bytes: number): void {
    let taken = 0;
    while (taken < this.unconfirmed.length && (this.unconfirmed[taken]?.end ?? Infinity) <= bytes) {
      this.total -= this.unconfirmed[taken]?.frame.byteLength ?? 0;
      taken++;
    }
    this.unconfirmed.splice(0, taken);
  }

  /**
   * A new socket's start, once the server said it already took `taken` bytes of the upload: what
   * is left to send, joined into frames of at most `maxFrameBytes` (fewer messages after a long
   * gap). Sent frames the server has are dropped, to the byte. A count that does not fall within
   * the sent frames (0 from a server that does not know the upload) means the server has none of
   * them: everything is sent again, counted on from `taken`.
   */
  resume(taken: number, maxFrameBytes: number): ArrayBuffer[] {
    const first = this.unconfirmed[0];
    const start = first ? first.end - first.frame.byteLength : this.position;
    let skip = taken >= start && taken <= this.position ? taken - start : 0;
    const frames: ArrayBuffer[] = [];
    for (const { frame } of this.unconfirmed) {
      if (skip >= frame.byteLength) skip -= frame.byteLength;
      else {
        frames.push(skip > 0 ? frame.slice(skip) : frame);
        skip = 0;
      }
    }
    frames.push(...this.held);
    this.unconfirmed = [];
    this.held = [];
    this.position = taken;
    this.total = 0;
    return join(frames, maxFrameBytes);
  }

  private add(bytes: number): void {
    this.total += bytes;
    while (this.total > this.maxBytes) {
      const oldest = this.unconfirmed.shift()?.frame ?? this.held.shift();
      if (!oldest) break;
      this.total -= oldest.byteLength;
      this.dropped += oldest.byteLength;
    }
  }
}

function join(frames: ArrayBuffer[], maxFrameBytes: number): ArrayBuffer[] {
  const joined: ArrayBuffer[] = [];
  let group: ArrayBuffer[] = [];
  let size = 0;
  const close = () => {
    if (group.length === 0) return;
    const out = new Uint8Array(size);
    let offset = 0;
    for (const frame of group) {
      out.set(new Uint8Array(frame), offset);
      offset += frame.byteLength;
    }
    joined.push(group.length === 1 && group[0] ? group[0] : out.buffer);
    group = [];
    size = 0;
  };
  for (const frame of frames) {
    if (size + frame.byteLength > maxFrameBytes) close();
    group.push(frame);
    size += frame.byteLength;
  }
  close();
  return joined;
}
