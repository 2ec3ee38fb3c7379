/**
 * Writes float samples (nominally within ±1) as signed 16-bit little-endian PCM: clamped to ±1,
 * negative values scaled by 0x8000 and positive by 0x7fff so both ends are reachable.
 */
export function writePcm16(samples: Float32Array, target: DataView, byteOffset = 0): void {
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    target.setInt16(byteOffset + 2 * i, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
}

/** The average of the channels (a stereo tab becomes mono); one channel is returned as it is. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0);
  }
  for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) / channels.length;
  return mono;
}
