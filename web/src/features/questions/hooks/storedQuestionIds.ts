/**
 * The ids of the last question list, kept for the browser session so that previous/next on
 * the detail page can move through it (spec section 2 "Question list").
 */
const storageKey = 'questionIds';

/** Remembers the matching ids of the current list, in list order. */
export function saveQuestionIds(ids: readonly number[]): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    /* storage full or blocked: previous/next then stays on the current question */
  }
}

/** The remembered ids, or an empty list when none are stored or the entry is unreadable. */
export function loadQuestionIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
