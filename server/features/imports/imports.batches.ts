/**
 * Groups an async sequence into arrays of `size` (the last may be shorter), reading the next group
 * while the consumer works on the current one, so parsing overlaps with database writes. At most
 * one group is held ahead: memory stays bounded by two groups.
 */
export async function* batchesAhead<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  const readGroup = async (): Promise<T[]> => {
    const group: T[] = [];
    while (group.length < size) {
      const next = await iterator.next();
      if (next.done) break;
      group.push(next.value);
    }
    return group;
  };
  let pending = readGroup();
  try {
    for (;;) {
      const group = await pending;
      if (group.length === 0) return;
      pending = readGroup();
      pending.catch(() => undefined); // surfaced by the next await; never unhandled
      yield group;
    }
  } finally {
    await pending.catch(() => undefined);
    await iterator.return?.();
  }
}
