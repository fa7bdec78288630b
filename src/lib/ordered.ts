// Editors order data-file entries with an `order` field; pages list them that way. Pure.

/** The entries' data sorted by their `order` field. */
export function dataInOrder<T extends { order: number }>(entries: readonly { data: T }[]): T[] {
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}
