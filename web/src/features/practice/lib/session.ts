/** A practice session's running score (docs/contract.md section 8.3), kept in the page. */

export interface SessionScore {
  answered: number;
  right: number;
  /** When the session started and ended (ms since the epoch; `endedAt` null while it runs). */
  startedAt: number;
  endedAt: number | null;
}

/** A session starting at `now`. */
export function startSession(now: number): SessionScore {
  return { answered: 0, right: 0, startedAt: now, endedAt: null };
}

/** The score after one more answer. */
export function recordAnswer(score: SessionScore, correct: boolean): SessionScore {
  return { ...score, answered: score.answered + 1, right: score.right + (correct ? 1 : 0) };
}

/** The session ended at `now` (an ended session keeps its end). */
export function endSession(score: SessionScore, now: number): SessionScore {
  return score.endedAt === null ? { ...score, endedAt: now } : score;
}

/** Whole-percent accuracy, null before the first answer. */
export function accuracyPercent(score: Pick<SessionScore, 'answered' | 'right'>): number | null {
  return score.answered === 0 ? null : Math.round((score.right / score.answered) * 100);
}

/** Whole seconds from the start to the end (or to `now` while it runs). */
export function sessionSeconds(score: SessionScore, now: number): number {
  return Math.max(0, Math.round(((score.endedAt ?? now) - score.startedAt) / 1000));
}
