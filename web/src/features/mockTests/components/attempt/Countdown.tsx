import { useEffect, useId, useRef, useState } from 'react';
import { countdownWords, crossedMark, formatCountdown } from '../../lib/attempt/clock.ts';

/**
 * The section's time left as mm:ss (role="timer", not announced every second). Screen readers
 * hear it only at 5 minutes and 1 minute left, from a polite status region (the page announces the
 * end itself). Under 5 minutes the clock turns amber and its label says "hurry".
 */
export function Countdown({ seconds }: { seconds: number }) {
  const labelId = useId();
  const previous = useRef(seconds);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const mark = crossedMark(previous.current, seconds);
    previous.current = seconds;
    if (mark === null || mark === 0) return;
    setAnnouncement(`${countdownWords(mark)} in this section.`);
  }, [seconds]);
  const low = seconds <= 300;
  return (
    <div className={`attempt-countdown${low ? ' attempt-countdown--low' : ''}`} data-testid="countdown">
      <span id={labelId} className="attempt-countdown__label">
        Time left{low ? ' (hurry)' : ''}
      </span>
      <span role="timer" aria-labelledby={labelId} className="attempt-countdown__time" data-seconds={seconds}>
        {formatCountdown(seconds)}
      </span>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </div>
  );
}
