import { describe, expect, it } from 'vitest';
import { buildUrl } from './api.ts';

describe('buildUrl', () => {
  it('leaves a path without query as it is', () => {
    expect(buildUrl('/api/x')).toBe('/api/x');
    expect(buildUrl('/api/x', { a: undefined, b: [] })).toBe('/api/x');
  });
  it('comma-joins arrays and encodes values', () => {
    expect(buildUrl('/api/q', { category: [1, 2], query: 'a b&c', idsOnly: true })).toBe('/api/q?category=1%2C2&query=a+b%26c&idsOnly=true');
  });
});
