/** Grouping a question list for display: consecutive questions of one set become one entry. */

/** The fields the grouping reads. */
export interface SetMemberFields {
  id: number;
  setId: number | null;
  setTitle: string | null;
}

/** A stand-alone question, or a run of consecutive questions of the same set (in list order). */
export type ListEntry<T extends SetMemberFields> =
  | { kind: 'question'; question: T }
  | { kind: 'set'; setId: number; title: string; questions: T[] };

/**
 * `items` in order, with each run of consecutive items sharing a non-null `setId` folded into one
 * `set` entry (title from its first item; "Question set" when the title is missing). A set whose
 * questions are not adjacent in the list appears once per run.
 */
export function groupBySet<T extends SetMemberFields>(items: readonly T[]): ListEntry<T>[] {
  const entries: ListEntry<T>[] = [];
  for (const item of items) {
    const last = entries.at(-1);
    if (item.setId === null) {
      entries.push({ kind: 'question', question: item });
    } else if (last?.kind === 'set' && last.setId === item.setId) {
      last.questions.push(item);
    } else {
      entries.push({ kind: 'set', setId: item.setId, title: item.setTitle ?? 'Question set', questions: [item] });
    }
  }
  return entries;
}
