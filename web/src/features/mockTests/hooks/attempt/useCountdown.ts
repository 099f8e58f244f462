import { useEffect, useState } from 'react';
import { remainingSeconds } from '../../lib/attempt/clock.ts';

/**
 * Whole seconds left until `endsAt` on the server's clock (`offsetMs`: its lead over the
 * browser's), re-read four times a second from `Date.now()` so a throttled tab is right on its next
 * tick; null without `endsAt`.
 */
export function useCountdown(endsAt: string | null, offsetMs: number): number | null {
  const read = () => (endsAt ? remainingSeconds(endsAt, Date.now(), offsetMs) : null);
  const [seconds, setSeconds] = useState(read);
  useEffect(() => {
    const update = () => setSeconds(endsAt ? remainingSeconds(endsAt, Date.now(), offsetMs) : null);
    update();
    const handle = setInterval(update, 250);
    return () => clearInterval(handle);
  }, [endsAt, offsetMs]);
  return seconds;
}
