/**
 * A scheduled mock's window as the pages show it (pure; docs/contract.md section 8.2): whether it
 * is upcoming, live or closed at a given instant, how long until it opens or closes, and dates in
 * the reader's locale and time zone.
 */
import type { TestWindow } from '@common/api/mockTests.ts';

export type WindowPhase = { kind: 'none' } | { kind: 'upcoming'; msLeft: number } | { kind: 'live'; msLeft: number } | { kind: 'closed' };

/** The phase of `window` at `now` (ms since the epoch): before `opensAt` upcoming, until `closesAt` live, then closed. */
export function windowPhase(window: TestWindow | null, now: number): WindowPhase {
  if (!window) return { kind: 'none' };
  const opens = Date.parse(window.opensAt);
  const closes = Date.parse(window.closesAt);
  if (now < opens) return { kind: 'upcoming', msLeft: opens - now };
  if (now < closes) return { kind: 'live', msLeft: closes - now };
  return { kind: 'closed' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A span of `ms` as "2 d 03:04:05", "03:04:05" or "04:05" (whole seconds, rounded up so 0 shows only at the end). */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant in the reader's locale and time zone, e.g. "28 Nov 2026, 4:30 pm". */
export const formatWhen = (iso: string): string => dateTime.format(new Date(iso));
