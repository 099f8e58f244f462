import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownWords, crossedMark, formatCountdown, remainingSeconds } from './clock.ts';

describe('clock', () => {
  it('measures the server clock against the middle of the request', () => {
    const sent = Date.parse('2026-01-01T10:00:00.000Z');
    expect(clockOffsetMs('2026-01-01T10:00:05.100Z', sent, sent + 200)).toBe(5000);
    expect(clockOffsetMs('2026-01-01T09:59:59.100Z', sent, sent + 200)).toBe(-1000);
  });
  it('counts from the server time, not the browser', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    // The browser is 30 s behind the server: 60 s on the server clock are 30 s here.
    expect(remainingSeconds('2026-01-01T10:01:00.000Z', now, 30_000)).toBe(30);
    expect(remainingSeconds('2026-01-01T10:01:00.000Z', now + 29_500, 30_000)).toBe(1);
    expect(remainingSeconds('2026-01-01T10:01:00.000Z', now + 40_000, 30_000)).toBe(0);
  });
  it('formats mm:ss and h:mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(40 * 60)).toBe('40:00');
    expect(formatCountdown(3600 + 62)).toBe('1:01:02');
  });
  it('says it in words', () => {
    expect(countdownWords(300)).toBe('5 minutes left');
    expect(countdownWords(61)).toBe('1 minute 1 second left');
    expect(countdownWords(0)).toBe('0 seconds left');
  });
  it('announces only the marks it crosses', () => {
    expect(crossedMark(301, 300)).toBe(300);
    expect(crossedMark(300, 299)).toBeNull();
    expect(crossedMark(62, 59)).toBe(60);
    expect(crossedMark(1, 0)).toBe(0);
    expect(crossedMark(120, 119)).toBeNull();
  });
});
