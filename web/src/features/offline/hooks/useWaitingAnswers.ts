/** How many answers wait in the outbox on this device (contract 8.5), kept current as answers are queued and sent. */
import { useEffect, useState } from 'react';
import { subscribeOutbox, waitingCount } from '../../../lib/offline/outbox.ts';

export function useWaitingAnswers(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () => {
      waitingCount().then(
        (value) => live && setCount(value),
        () => undefined, // No IndexedDB (a private window in some browsers): nothing waits.
      );
    };
    read();
    const unsubscribe = subscribeOutbox(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return count;
}
