/** Small immutable list operations shared by the builder's and the generator's section lists. */

/** `items` with the item at `index` moved by `delta` places (clamped to the ends); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= items.length || target === index) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** `items` without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** `items` with the item at `index` replaced by `update(item)`. */
export function updateAt<T>(items: readonly T[], index: number, update: (item: T) => T): T[] {
  return items.map((item, position) => (position === index ? update(item) : item));
}

let nextKey = 0;
/** A React key for a new row (unique within this page load). */
export function newRowKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}
