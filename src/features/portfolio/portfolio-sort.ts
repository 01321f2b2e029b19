// The Portfolio table's order: by any column, either way; a building without the
// figure sits last whichever way, and ties keep the buildings' names in order, so the order is stable.

type SortDirection = 'ascending' | 'descending';

export interface SortChoice<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The next choice when a column's header is pressed: a new column starts descending (best first
 *  for most figures), the same column turns round. */
export function nextSort<K extends string>(current: SortChoice<K>, key: K, firstDirection: SortDirection = 'descending'): SortChoice<K> {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => number | string | null,
  nameOf: (row: Row) => string,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return sign * (typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y);
    }
    return nameOf(a).localeCompare(nameOf(b));
  });
}
