/** A shared once-a-minute re-render, for relative times in discussions. */
import { useSyncExternalStore } from 'react';

const minute = 60_000;
const listeners = new Set<() => void>();
let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick += 1;
    for (const notify of listeners) notify();
  }, minute);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Re-renders the caller once a minute, so relative times ("about 2 hours ago") stay true.
 * Every caller shares one timer, which runs only while someone is listening.
 */
export function useMinuteTick(): number {
  return useSyncExternalStore(subscribe, () => tick);
}
