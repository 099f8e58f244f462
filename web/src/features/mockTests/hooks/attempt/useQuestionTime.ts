import { useCallback, useMemo, useRef } from 'react';

export interface QuestionTime {
  /** Starts counting for `questionId` (the question now shown). */
  start: (questionId: number) => void;
  /** Whole seconds counted for the shown question since the last take. */
  take: () => number;
  /** Stops counting and answers what `take` would. */
  stop: () => number;
}

/**
 * Time on the question shown: counted from the browser's clock while it is on screen and taken in
 * whole seconds with each save (the server adds them up). The fraction of a second left at a take
 * is kept per question and counted on its next visit, so no time is lost to rounding.
 */
export function useQuestionTime(): QuestionTime {
  const shown = useRef<{ questionId: number; since: number } | null>(null);
  const carry = useRef(new Map<number, number>());
  const take = useCallback(() => {
    const current = shown.current;
    if (!current) return 0;
    const now = Date.now();
    const ms = now - current.since + (carry.current.get(current.questionId) ?? 0);
    const seconds = Math.floor(ms / 1000);
    carry.current.set(current.questionId, ms - seconds * 1000);
    shown.current = { questionId: current.questionId, since: now };
    return seconds;
  }, []);
  const start = useCallback((questionId: number) => {
    shown.current = { questionId, since: Date.now() };
  }, []);
  const stop = useCallback(() => {
    const seconds = take();
    shown.current = null;
    return seconds;
  }, [take]);
  return useMemo(() => ({ start, take, stop }), [start, take, stop]);
}
