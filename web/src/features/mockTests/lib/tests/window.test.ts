import { describe, expect, it } from 'vitest';
import { formatSpan, windowPhase } from './window.ts';

const window = { opensAt: '2026-12-01T10:00:00Z', closesAt: '2026-12-01T13:00:00Z' };

describe('windowPhase', () => {
  it('is upcoming, live, then closed', () => {
    expect(windowPhase(null, 0)).toEqual({ kind: 'none' });
    expect(windowPhase(window, Date.parse('2026-12-01T09:59:00Z'))).toEqual({ kind: 'upcoming', msLeft: 60_000 });
    expect(windowPhase(window, Date.parse('2026-12-01T10:00:00Z'))).toEqual({ kind: 'live', msLeft: 3 * 3_600_000 });
    expect(windowPhase(window, Date.parse('2026-12-01T13:00:00Z'))).toEqual({ kind: 'closed' });
  });
});

describe('formatSpan', () => {
  it('shows days, hours, minutes and seconds as needed', () => {
    expect(formatSpan(65_000)).toBe('01:05');
    expect(formatSpan(3_600_000 + 2_000)).toBe('01:00:02');
    expect(formatSpan(2 * 86_400_000 + 3_723_000)).toBe('2 d 01:02:03');
    expect(formatSpan(400)).toBe('00:01');
    expect(formatSpan(-5)).toBe('00:00');
  });
});
