/** The answer timer (spec section 4 "Question attempt"): counts whole seconds up from 0. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { limits } from '@common/limits.ts';

export interface Timer {
  /** Whole seconds shown on the clock. */
  elapsed: number;
  running: boolean;
  /** Whether the clock has ever started (so a paused timer is not a fresh one). */
  started: boolean;
  /** Resets to 0 and starts counting. */
  start: () => void;
  /** Stops counting and keeps the time (resume carries on from it). */
  pause: () => void;
  /** Carries on counting after a pause. */
  resume: () => void;
  /** Stops counting; `at` fixes the shown value (the seconds that were submitted). */
  stop: (at?: number) => void;
  /** Whole seconds counted so far, read now. */
  read: () => number;
}

/**
 * A stopwatch that ticks every `tickMs` and can pause. Time is measured from instants, so a
 * throttled background tab still shows the right value on the next tick.
 */
export function useTimer(tickMs: number = limits.timerTickMs): Timer {
  const startedAt = useRef<number | null>(null);
  const banked = useRef(0);
  const [running, setRunning] = useState(false);
  const [started, setStarted] = useState(false);
  const [elapsed, setElapsed] = useState(0);

  const read = useCallback(
    () => Math.floor((banked.current + (startedAt.current === null ? 0 : Date.now() - startedAt.current)) / 1000),
    [],
  );

  const start = useCallback(() => {
    banked.current = 0;
    startedAt.current = Date.now();
    setElapsed(0);
    setRunning(true);
    setStarted(true);
  }, []);

  const pause = useCallback(() => {
    if (startedAt.current === null) return;
    banked.current += Date.now() - startedAt.current;
    startedAt.current = null;
    setElapsed(read());
    setRunning(false);
  }, [read]);

  const resume = useCallback(() => {
    if (startedAt.current !== null) return;
    startedAt.current = Date.now();
    setRunning(true);
  }, []);

  const stop = useCallback(
    (at?: number) => {
      const final = at ?? read();
      startedAt.current = null;
      banked.current = final * 1000;
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

  return { elapsed, running, started, start, pause, resume, stop, read };
}
