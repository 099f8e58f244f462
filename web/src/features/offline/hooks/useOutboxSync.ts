/**
 * Sends the answers waiting in the outbox (contract 8.5) for the logged-in user `userId`: at once
 * when the app starts, when the network returns and when an answer is queued, and again after
 * 5 s, 10 s, 20 s ... (at most 5 minutes) while some still wait. `onSent` runs after a flush that
 * sent any. Answers the number still waiting.
 */
import { useEffect, useRef, useState } from 'react';
import { flushOutbox, setOutboxOwner } from '../../../lib/offline/outbox.ts';
import { retryDelayMs } from '../../../lib/offline/sendOutcome.ts';
import { useWaitingAnswers } from './useWaitingAnswers.ts';

export function useOutboxSync(userId: number | null, online: boolean, onSent: () => void): number {
  const waiting = useWaitingAnswers();
  const [failures, setFailures] = useState(0);
  const sent = useRef(onSent);
  sent.current = onSent;

  useEffect(() => setOutboxOwner(userId), [userId]);
  // All sent: the next queued answer goes at once again.
  useEffect(() => {
    if (waiting === 0) setFailures(0);
  }, [waiting]);

  useEffect(() => {
    if (userId === null || !online || waiting === 0) return;
    let live = true;
    const timer = setTimeout(() => {
      flushOutbox(userId).then(
        (report) => {
          if (report.sent > 0) sent.current();
          if (live) setFailures((count) => (report.waiting > 0 ? count + 1 : 0));
        },
        () => live && setFailures((count) => count + 1),
      );
    }, failures === 0 ? 0 : retryDelayMs(failures - 1));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, online, waiting, failures]);

  return waiting;
}
