import { useEffect, useEffectEvent, useState } from 'react';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { saveAnswer } from '../../api/attempts.ts';
import { SaveQueue, type FailureKind, type SaveQueueStatus } from '../../lib/attempt/saveQueue.ts';

/** 409 ends (the section has ended), other 4xx are dropped; a network failure, 408, 429 and 5xx are retried. */
function classify(error: unknown): FailureKind {
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status === 409) return 'ended';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  return 'rejected';
}

/** The localStorage key of attempt `attemptId`'s unsent saves. */
const storageKeyOf = (attemptId: number) => `mockTests.attempt.${attemptId}.unsentSaves`;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface SaveQueueHandle {
  /** The queue, created on mount (null before). */
  queue: SaveQueue | null;
  status: SaveQueueStatus;
  /** The browser says it has no connection. */
  browserOffline: boolean;
}

/**
 * The save queue of attempt `attemptId` (lib/attempt/saveQueue.ts) for as long as the page shows
 * it: PUTs each question's change, keeps unsent ones in localStorage, retries them when the
 * browser comes back `online`. `onEnded` runs when the server answered 409 "This section has
 * ended"; `onRejected` when it refused a change otherwise (the change is dropped).
 */
export function useSaveQueue(attemptId: number, handlers: { onEnded: () => void; onRejected: (error: unknown) => void }): SaveQueueHandle {
  const [queue, setQueue] = useState<SaveQueue | null>(null);
  const [status, setStatus] = useState<SaveQueueStatus>({ pending: 0, sending: false, offline: false });
  const [browserOffline, setBrowserOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const onEnded = useEffectEvent(() => handlers.onEnded());
  const onRejected = useEffectEvent((error: unknown) => handlers.onRejected(error));

  useEffect(() => {
    const created = new SaveQueue({
      send: (questionId, patch) => saveAnswer(attemptId, questionId, patch),
      classify,
      storage: browserStorage(),
      storageKey: storageKeyOf(attemptId),
      onStatus: setStatus,
      onEnded: () => onEnded(),
      onRejected: (_id, error) => onRejected(error),
    });
    setQueue(created);
    // Started a tick later: a queue disposed at once (React's StrictMode re-run) must not resend what storage held.
    const starting = setTimeout(() => created.start(), 0);
    const online = () => {
      setBrowserOffline(false);
      created.flush();
    };
    const offline = () => setBrowserOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      clearTimeout(starting);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      created.dispose();
    };
  }, [attemptId]);

  return { queue, status, browserOffline };
}
