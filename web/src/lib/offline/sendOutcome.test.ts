import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/errors.ts';
import { isNetworkFailure, retryDelayMs, sendableBy, sendOutcome } from './sendOutcome.ts';

const status = (code: number) => new ApiRequestError(code, 'x', null);

describe('the outbox bookkeeping (contract 8.5)', () => {
  it('a 2xx leaves the outbox as sent', () => {
    expect(sendOutcome()).toBe('sent');
  });

  it('a 4xx that can never pass leaves it as refused', () => {
    for (const code of [400, 403, 404, 409, 413, 422]) expect(sendOutcome(status(code))).toBe('refused');
  });

  it('no network, 5xx, 401, 408 and 429 keep it for later', () => {
    expect(sendOutcome(new TypeError('Failed to fetch'))).toBe('retry');
    for (const code of [401, 408, 429, 500, 502, 503]) expect(sendOutcome(status(code))).toBe('retry');
  });

  it('tells a network failure from an HTTP answer or an abort', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(status(503))).toBe(false);
    expect(isNetworkFailure(new DOMException('stop', 'AbortError'))).toBe(false);
  });

  it('retries after 5 s, doubling, at most 5 minutes', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });

  it("sends an answer only for its owner (an unknown owner's for whoever is logged in)", () => {
    expect(sendableBy(7, 7)).toBe(true);
    expect(sendableBy(7, 8)).toBe(false);
    expect(sendableBy(null, 8)).toBe(true);
  });
});
