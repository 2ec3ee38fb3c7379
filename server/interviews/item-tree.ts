type Flat = { itemId: string; parentItemId: string | null };

/**
 * Nests flat rows (already in display order) by `parentItemId`; a row whose parent is missing
 * stays at the top level, and a cycle can never hang it (each row is placed once).
 */
export function buildTree<R extends Flat, N extends { children: N[] }>(
  rows: R[],
  toNode: (row: R) => N,
): N[] {
  const nodes = new Map<string, N>();
  for (const row of rows) nodes.set(row.itemId, toNode(row));
  const roots: N[] = [];
  const placed = new Set<string>();
  for (const row of rows) {
    const node = nodes.get(row.itemId);
    if (!node || placed.has(row.itemId)) continue;
    placed.add(row.itemId);
    const parent =
      row.parentItemId && row.parentItemId !== row.itemId ? nodes.get(row.parentItemId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
