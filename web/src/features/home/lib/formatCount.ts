const indian = new Intl.NumberFormat('en-IN');

/** A count in Indian digit grouping: 123456 -> "1,23,456". */
export function formatCount(value: number): string {
  return indian.format(value);
}
