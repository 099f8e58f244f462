import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { decisionFailureHint, failedDecision, isStaleDecision } from './decision.ts';

const idle = { isError: false, error: null };
const failed = (error: unknown) => ({ isError: true, error });

describe('isStaleDecision', () => {
  it('holds for 404 and 409 answers only', () => {
    expect(isStaleDecision(new ApiRequestError(404, 'gone', null))).toBe(true);
    expect(isStaleDecision(new ApiRequestError(409, 'decided', null))).toBe(true);
    expect(isStaleDecision(new ApiRequestError(500, 'oops', null))).toBe(false);
    expect(isStaleDecision(new Error('offline'))).toBe(false);
  });
});

describe('decisionFailureHint', () => {
  it("gives the server's reason for 401 and 403", () => {
    expect(decisionFailureHint(new ApiRequestError(401, 'Please log in again', null))).toBe('Please log in again');
    expect(decisionFailureHint(new ApiRequestError(403, 'Admins only', null))).toBe('Admins only');
  });
  it('asks to retry otherwise', () => {
    expect(decisionFailureHint(new ApiRequestError(500, 'oops', null))).toBe('Please check your connection and try again.');
    expect(decisionFailureHint(new TypeError('Failed to fetch'))).toBe('Please check your connection and try again.');
  });
});

describe('failedDecision', () => {
  it('is null when neither call failed', () => {
    expect(failedDecision({ approve: idle, reject: idle })).toBeNull();
  });
  it('names the failed call, approve first', () => {
    expect(failedDecision({ approve: failed(new Error('x')), reject: idle })).toBe('approve');
    expect(failedDecision({ approve: idle, reject: failed(new Error('x')) })).toBe('reject');
    expect(failedDecision({ approve: failed(new Error('x')), reject: failed(new Error('y')) })).toBe('approve');
  });
  it('skips failures reported elsewhere', () => {
    const stale = failed(new ApiRequestError(409, 'decided', null));
    expect(failedDecision({ approve: stale, reject: idle }, isStaleDecision)).toBeNull();
    expect(failedDecision({ approve: stale, reject: failed(new Error('x')) }, isStaleDecision)).toBe('reject');
  });
});
