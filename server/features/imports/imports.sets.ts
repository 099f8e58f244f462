/**
 * Question sets in an import (docs/contract.md section 7.2): rows with the same Set Title and the
 * same category, topic and source form one set, found again in the bank by those names (title
 * ignoring case), so a re-import creates no second set. A set that is not in the bank is created
 * by its first valid row that gives a Set Text; a row of a set that is neither in the bank nor
 * created by an earlier row and gives no Set Text is an error, "Set Text is required for a new set".
 * Shared by the preview and the import, so both judge the same rows the same way.
 */
import type { SetName } from './imports.repo.ts';

/** What the set rule needs of one row, in file order. */
export interface SetRowFacts {
  /** The row's set, or null when it stands alone. */
  set: SetName | null;
  setText: string;
  /** Whether the row passes every other rule (only such a row can create its set). */
  valid: boolean;
}

/**
 * Walks rows in file order: answers, for each row, whether it lacks the Set Text its new set
 * needs, and the sets to create (key -> the first valid row's name and text, in file order).
 * `exists(key)` says whether a set is already in the bank or created by an earlier batch.
 */
export function planSets(rows: SetRowFacts[], exists: (key: string) => boolean, keyOf: (name: SetName) => string) {
  const toCreate = new Map<string, { name: SetName; body: string }>();
  const missingText = rows.map((row) => {
    if (row.set === null) return false;
    const key = keyOf(row.set);
    if (exists(key) || toCreate.has(key)) return false;
    if (row.setText.trim() === '') return true;
    if (row.valid) toCreate.set(key, { name: row.set, body: row.setText.trim() });
    return false;
  });
  return { missingText, toCreate };
}
