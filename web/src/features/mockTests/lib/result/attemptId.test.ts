import { describe, expect, it } from 'vitest';
import { attemptIdOf } from './attemptId.ts';

describe('attemptIdOf', () => {
  it('reads a positive whole id', () => {
    expect(attemptIdOf('42')).toBe(42);
  });
  it('refuses anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) expect(attemptIdOf(raw)).toBeNull();
  });
});
