/**
 * The Azure Speech service's WebSocket messages, as the Speech SDK speaks them (shared/integrations.md
 * §5): text frames are `Header: value` lines, a blank line, then a JSON body; binary frames are
 * `[uint16 BE header length][header lines][payload]`, audio when `Path: audio`.
 */
export type SpeechWireMessage = { headers: Record<string, string>; body: Buffer };

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A binary frame: the audio the SDK uploads (an empty payload ends the stream). */
export function parseBinaryFrame(frame: Buffer): SpeechWireMessage | undefined {
  if (frame.length < 2) return undefined;
  const headerLength = frame.readUInt16BE(0);
  if (frame.length < 2 + headerLength) return undefined;
  return {
    headers: parseHeaders(frame.toString('utf8', 2, 2 + headerLength)),
    body: frame.subarray(2 + headerLength),
  };
}

/** A text frame: `speech.config`, `speech.context`, `telemetry`. */
export function parseTextFrame(frame: string): SpeechWireMessage {
  const split = frame.indexOf('\r\n\r\n');
  const head = split < 0 ? frame : frame.slice(0, split);
  return { headers: parseHeaders(head), body: Buffer.from(split < 0 ? '' : frame.slice(split + 4)) };
}

/** A service message, echoing the request id the SDK matches it by. */
export const serviceMessage = (path: string, requestId: string, body: unknown) =>
  `Path: ${path}\r\nContent-Type: application/json; charset=utf-8\r\nX-RequestId: ${requestId}\r\n\r\n${JSON.stringify(body)}`;

/** Offsets and durations on the wire are in 100-nanosecond ticks. */
export const ticks = (ms: number) => Math.round(ms * 10_000);
