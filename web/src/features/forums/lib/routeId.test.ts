import { describe, expect, it } from 'vitest';
import { routeId } from './routeId.ts';

describe('routeId', () => {
  it('reads a positive integer id', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('42')).toBe(42);
    expect(routeId('2147483647')).toBe(2_147_483_647);
  });
  it('refuses what is not a database id', () => {
    for (const param of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', ' 1', '2147483648', '12345678901']) {
      expect(routeId(param), String(param)).toBeUndefined();
    }
  });
});
