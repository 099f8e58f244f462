import { describe, expect, it } from 'vitest';
import { isNewName } from './newName.ts';

describe('isNewName', () => {
  it('is false for a known name in any case and with spaces around it', () => {
    expect(isNewName('  algebra ', ['Algebra', 'Geometry'])).toBe(false);
  });
  it('is true for a name not in the list', () => {
    expect(isNewName('Probability', ['Algebra'])).toBe(true);
  });
  it('is false for nothing typed', () => {
    expect(isNewName(undefined, [])).toBe(false);
    expect(isNewName('   ', [])).toBe(false);
  });
});
