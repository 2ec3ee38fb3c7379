/**
 * The audio of one stream the server has not confirmed taking, oldest first: frames held while
 * the socket is down, and frames sent on the current socket that `audio_processed` (the bytes the
 * server took on it) does not cover yet. A socket that drops may lose what it was still sending,
 * so both are sent again on the next socket. Bounded to `maxBytes`; beyond it the oldest audio
 * is dropped.
 */
export class UploadQueue {
  private unconfirmed: { frame: ArrayBuffer; end: number }[] = [];
  private held: ArrayBuffer[] = [];
  private sentOnSocket = 0;
  private total = 0;
  /** Bytes of audio dropped to keep within the bound. */
  dropped = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  /** A frame captured while the socket is not open. */
  hold(frame: ArrayBuffer): void {
    this.held.push(frame);
    this.add(frame.byteLength);
  }

  /** A frame just sent on the current socket. */
  sent(frame: ArrayBuffer): void {
    this.sentOnSocket += frame.byteLength;
    this.unconfirmed.push({ frame, end: this.sentOnSocket });
    this.add(frame.byteLength);
  }

  /** The server took `bytes` on the current socket so far. */
  confirm(bytes: number): void {
    let taken = 0;
    while (
      taken < this.unconfirmed.length &&
      (this.unconfirmed[taken]?.end ?? Number.POSITIVE_INFINITY) <= bytes
    ) {
      this.total -= this.unconfirmed[taken]?.frame.byteLength ?? 0;
      taken++;
    }
    this.unconfirmed.splice(0, taken);
  }

  /**
   * Everything not confirmed, for a new socket: joined into frames of at most `maxFrameBytes`
   * (fewer messages after a long gap). The queue starts over for the new socket.
   */
  takeAll(maxFrameBytes: number): ArrayBuffer[] {
    const frames = [...this.unconfirmed.map((entry) => entry.frame), ...this.held];
    this.unconfirmed = [];
    this.held = [];
    this.sentOnSocket = 0;
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
