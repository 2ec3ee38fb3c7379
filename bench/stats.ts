/** Percentile of already-collected samples (nearest rank). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export function summary(name: string, samples: number[]) {
  return `${name}: n=${samples.length} p50=${ms(percentile(samples, 50))} p99=${ms(percentile(samples, 99))} max=${ms(Math.max(...samples))}`;
}
