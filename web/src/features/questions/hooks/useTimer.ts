/** The answer timer (spec section 4 "Question attempt"): counts whole seconds up from 0. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { limits } from '@common/limits.ts';

export interface Timer {
  /** Whole seconds shown on the clock. */
  elapsed: number;
  running: boolean;
  /** Resets to 0 and starts counting. */
  start: () => void;
  /** Stops counting; `at` fixes the shown value (the seconds that were submitted). */
  stop: (at?: number) => void;
  /** Whole seconds since start, read now (0 when stopped). */
  read: () => number;
}

/**
 * A stopwatch that ticks every `tickMs`. Time is measured from the start instant, so a
 * throttled background tab still shows the right value on the next tick.
 */
export function useTimer(tickMs: number = limits.timerTickMs): Timer {
  const startedAt = useRef<number | null>(null);
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);

  const read = useCallback(
    () => (startedAt.current === null ? 0 : Math.floor((Date.now() - startedAt.current) / 1000)),
    [],
  );

  const start = useCallback(() => {
    startedAt.current = Date.now();
    setElapsed(0);
    setRunning(true);
  }, []);

  const stop = useCallback(
    (at?: number) => {
      const final = at ?? read();
      startedAt.current = null;
      setElapsed(final);
      setRunning(false);
    },
    [read],
  );

  useEffect(() => {
    if (!running) return undefined;
    const handle = setInterval(() => setElapsed(read()), tickMs);
    return () => clearInterval(handle);
  }, [running, tickMs, read]);

  return { elapsed, running, start, stop, read };
}
