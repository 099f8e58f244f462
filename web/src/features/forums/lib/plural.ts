/** "1 reply", "3 replies": a count with its noun, for the forum lists. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
