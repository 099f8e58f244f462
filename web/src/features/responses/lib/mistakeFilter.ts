/** Narrowing the error log to one reason, or to the untagged entries. */
import type { ErrorLogEntry, MistakeReason } from '@common/api/errorLog.ts';

/** A reason, 'untagged', or null for every entry. */
export type MistakeFilter = MistakeReason | 'untagged' | null;

/** The entries that match `filter`. */
export function filterMistakes(entries: readonly ErrorLogEntry[], filter: MistakeFilter): readonly ErrorLogEntry[] {
  if (filter === null) return entries;
  const reason = filter === 'untagged' ? null : filter;
  return entries.filter((entry) => entry.reason === reason);
}
