const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** Nanoseconds per tick unless the file says otherwise (Matroska default). */
const DEFAULT_TIMECODE_SCALE = 1_000_000;

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer; `keepMarker` for element ids, which include it. */
function vint(buffer: Buffer, offset: number, keepMarker: boolean): Vint | undefined {
  const first = buffer[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length || length > 8) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

type Element = { id: number; start: number; end: number; unknownSize: boolean };

function element(buffer: Buffer, offset: number): Element | undefined {
  const id = vint(buffer, offset, true);
  const size = id && vint(buffer, offset + id.length, false);
  if (!id || !size) return undefined;
  const start = offset + id.length + size.length;
  return {
    id: id.value,
    start,
    end: size.unknown ? buffer.length : start + size.value,
    unknownSize: size.unknown,
  };
}

/**
 * Seconds from a WebM's Segment/Info (Duration × TimecodeScale), read from the start of the file.
 * Undefined when the Info comes after the first cluster or has no Duration (live recordings).
 */
export function webmDuration(head: Buffer): number | undefined {
  const header = element(head, 0);
  if (header?.id !== EBML_HEADER) return undefined;
  const segment = element(head, header.end);
  if (segment?.id !== SEGMENT) return undefined;
  let offset = segment.start;
  while (offset < head.length) {
    const child = element(head, offset);
    if (!child || child.id === CLUSTER || child.unknownSize) return undefined;
    if (child.id === INFO) return infoDuration(head, child);
    offset = child.end;
  }
  return undefined;
}

function infoDuration(head: Buffer, info: Element): number | undefined {
  let scale = DEFAULT_TIMECODE_SCALE;
  let ticks: number | undefined;
  for (let offset = info.start; offset < Math.min(info.end, head.length); ) {
    const child = element(head, offset);
    if (!child || child.end > head.length) return undefined;
    const size = child.end - child.start;
    if (child.id === TIMECODE_SCALE && size >= 1 && size <= 6) scale = head.readUIntBE(child.start, size);
    if (child.id === DURATION && size === 4) ticks = head.readFloatBE(child.start);
    if (child.id === DURATION && size === 8) ticks = head.readDoubleBE(child.start);
    offset = child.end;
  }
  if (ticks === undefined || !Number.isFinite(ticks) || ticks <= 0) return undefined;
  return Math.round((ticks * scale) / 1e9);
}
