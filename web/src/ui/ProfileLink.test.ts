import { describe, expect, it } from 'vitest';
import { profilePath } from './ProfileLink.tsx';

describe('profilePath', () => {
  it('is /u/ and the username', () => {
    expect(profilePath('asha.verma_2')).toBe('/u/asha.verma_2');
  });
  it('escapes what a path segment cannot hold', () => {
    expect(profilePath('a/b?c#d')).toBe('/u/a%2Fb%3Fc%23d');
  });
  it('puts "." and ".." in the query, where the browser keeps them', () => {
    expect(profilePath('.')).toBe('/u?username=.');
    expect(profilePath('..')).toBe('/u?username=..');
    expect(profilePath('...')).toBe('/u/...');
    expect(new URL(profilePath('..'), 'https://example.org').searchParams.get('username')).toBe('..');
  });
});
