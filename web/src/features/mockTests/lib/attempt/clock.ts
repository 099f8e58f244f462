/**
 * The section countdown's arithmetic (pure). The server owns the clock: the page never counts
 * down on its own, it reads the remaining time as `endsAt - (Date.now() + offset)` where `offset`
 * is how far the server's clock is ahead of the browser's, measured from `serverTime`.
 */

/**
 * The server clock's lead over the browser's, in ms: `serverTime` against the middle of the
 * request (sent at `sentAt`, answered at `receivedAt`, both browser ms), so half the round trip
 * is allowed for.
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverTime) - (sentAt + receivedAt) / 2;
}

/** Whole seconds left until `endsAt` at browser time `now` with `offsetMs` (never below 0). */
export function remainingSeconds(endsAt: string, now: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - (now + offsetMs)) / 1000));
}

/** `seconds` as mm:ss, or h:mm:ss from an hour. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** The countdown in words for screen readers, e.g. "5 minutes left", "1 minute 30 seconds left". */
export function countdownWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '', rest > 0 || minutes === 0 ? `${rest} second${rest === 1 ? '' : 's'}` : ''].filter(Boolean);
  return `${parts.join(' ')} left`;
}

/** The marks (seconds left) the countdown crosses on its way: 5 minutes, 1 minute, and the end. */
export const announceAt = [300, 60, 0] as const;

/**
 * The announcement due when the countdown moves from `before` to `now` seconds left: the
 * `announceAt` mark crossed (only a section long enough to have had it), else null.
 */
export function crossedMark(before: number, now: number): number | null {
  for (const mark of announceAt) if (before > mark && now <= mark) return mark;
  return null;
}
