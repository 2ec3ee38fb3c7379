/** Tiny but well-formed video containers with a known duration, for tests. */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};

/** An ISO BMFF box: 32-bit size, type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** A box with a 64-bit `largesize`, as large `mdat` boxes have. */
function largeBox(type: string, body: Buffer): Buffer {
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), u64(16 + body.length), body]);
}

function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const times =
    version === 1
      ? [u64(0), u64(0), u32(timescale), u64(duration)]
      : [u32(0), u32(0), u32(timescale), u32(duration)];
  const matrix = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));
  const rest = [u32(0x10000), Buffer.from([1, 0]), Buffer.alloc(10), matrix, Buffer.alloc(24), u32(2)];
  return box('mvhd', Buffer.from([version, 0, 0, 0]), ...times, ...rest);
}

export type Mp4Options = { timescale?: number; version?: 0 | 1; brand?: string; payload?: Buffer };

/** `ftyp`, a media payload in a 64-bit `mdat`, then `moov/mvhd` stating `duration` ticks. */
export function tinyMp4(duration: number, options: Mp4Options = {}): Buffer {
  const { timescale = 1000, version = 0, brand = 'isom', payload = Buffer.alloc(256, 7) } = options;
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(`${brand}mp41`, 'latin1'));
  const moov = box('moov', mvhd(version, timescale, duration), box('trak', box('tkhd', Buffer.alloc(84))));
  return Buffer.concat([ftyp, box('free'), largeBox('mdat', payload), moov]);
}

/** An EBML element with an 8-byte size field. */
function el(id: number[], body: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([Buffer.from(id), size, body]);
}

/** A WebM whose Info states `milliseconds` (omitted when undefined, as live recordings do). */
export function tinyWebm(milliseconds: number | undefined): Buffer {
  const header = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], Buffer.from('webm')));
  const scale = el([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])); // 1,000,000 ns
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(milliseconds ?? 0);
  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([scale, milliseconds === undefined ? Buffer.alloc(0) : el([0x44, 0x89], duration)]),
  );
  const cluster = el([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(64, 1));
  const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), unknownSize, info, cluster]);
}
