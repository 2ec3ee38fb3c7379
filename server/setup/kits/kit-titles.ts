import { NAME_MAX } from '#contracts/common.ts';

const key = (title: string) => title.trim().toLowerCase();

/**
 * A title no record of the kind has yet: the wanted one when free, else "<title> (imported)",
 * then "(imported 2)", "(imported 3)"… An import never takes over an existing record's name.
 */
export function freeTitle(wanted: string, existing: readonly string[]): string {
  const taken = new Set(existing.map(key));
  if (!taken.has(key(wanted))) return wanted;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (imported)' : ` (imported ${n})`;
    const title = `${wanted.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(key(title))) return title;
  }
}
