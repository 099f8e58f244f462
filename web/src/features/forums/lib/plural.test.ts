import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(plural(1, 'post')).toBe('1 post');
    expect(plural(0, 'post')).toBe('0 posts');
    expect(plural(3, 'reply', 'replies')).toBe('3 replies');
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
  });
});
