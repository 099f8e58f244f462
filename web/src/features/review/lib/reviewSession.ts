/**
 * The review session, kept for the browser session: the due question ids in the order walked, so
 * the question page can offer the next due question and, after the last, the "Review done" summary.
 */
const key = 'reviewSession';

/** Starts a session over `ids` (replacing any earlier one). */
export function saveReviewSession(ids: readonly number[]): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(ids));
  } catch {
    /* storage full or blocked: the question page then shows no session bar */
  }
}

/** The session's ids; empty when there is none or the entry is unreadable. */
export function loadReviewSession(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Ends the session. */
export function clearReviewSession(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}

/** Where `questionId` stands in `ids`: its 1-based position, the count and the next id (null after the last); null when not in it. */
export function placeInSession(ids: readonly number[], questionId: number): { position: number; count: number; nextId: number | null } | null {
  const index = ids.indexOf(questionId);
  if (index === -1) return null;
  return { position: index + 1, count: ids.length, nextId: ids[index + 1] ?? null };
}
