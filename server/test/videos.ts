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

/** A box with ISO BMFF's version and flags (both 0) before its content. */
const fullBox = (type: string, ...content: Buffer[]) => box(type, u32(0), ...content);

/** An empty 320×240 AVC video track: every box a player or parser needs, and no samples. */
function videoTrak(timescale: number): Buffer {
  // VisualSampleEntry: reserved, data reference 1, predefined, width × height, 72 dpi, one frame
  // per sample, no compressor name, 24-bit colour
  const entry = [Buffer.alloc(6), Buffer.from([0, 1]), Buffer.alloc(16), Buffer.from([1, 64, 0, 240])];
  const dpi = [u32(0x480000), u32(0x480000), u32(0), Buffer.from([0, 1]), Buffer.alloc(32)];
  const avc1 = box('avc1', ...entry, ...dpi, Buffer.from([0, 24, 0xff, 0xff]));
  const noSamples = [
    fullBox('stts', u32(0)),
    fullBox('stsc', u32(0)),
    fullBox('stsz', u32(0), u32(0)),
    fullBox('stco', u32(0)),
  ];
  const stbl = box('stbl', fullBox('stsd', u32(1), avc1), ...noSamples);
  const dinf = box('dinf', fullBox('dref', u32(1), box('url ', u32(1))));
  const minf = box('minf', box('vmhd', Buffer.from([0, 0, 0, 1]), Buffer.alloc(8)), dinf, stbl);
  const mdhd = fullBox('mdhd', u32(0), u32(0), u32(timescale), u32(0), u32(0x55c40000));
  const hdlr = fullBox('hdlr', u32(0), Buffer.from('vide', 'latin1'), Buffer.alloc(12), Buffer.from([0]));
  return box('trak', box('tkhd', Buffer.from([0, 0, 0, 3]), Buffer.alloc(80)), box('mdia', mdhd, hdlr, minf));
}

export type Mp4Options = { timescale?: number; version?: 0 | 1; brand?: string; payload?: Buffer };

/** `ftyp`, a media payload in a 64-bit `mdat`, then `moov/mvhd` stating `duration` ticks. */
export function tinyMp4(duration: number, options: Mp4Options = {}): Buffer {
  const { timescale = 1000, version = 0, brand = 'isom', payload = Buffer.alloc(256, 7) } = options;
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(`${brand}mp41`, 'latin1'));
  const moov = box('moov', mvhd(version, timescale, duration), videoTrak(timescale));
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
