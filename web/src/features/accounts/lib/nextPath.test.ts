import { describe, expect, it } from 'vitest';
import { nextFromSearch, safeNextPath, withNext } from './nextPath.ts';

describe('safeNextPath', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(safeNextPath('/questions/42')).toBe('/questions/42');
    expect(safeNextPath('/questions?category=1,2&topic=3')).toBe('/questions?category=1,2&topic=3');
    expect(safeNextPath('/forum/3/post/9#reply-4')).toBe('/forum/3/post/9#reply-4');
    expect(safeNextPath('/')).toBe('/');
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash anywhere', '/questions\\..\\x'],
    ['a scheme', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'questions/42'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['empty', ''],
    ['missing', null],
    ['undefined', undefined],
    ['the login page itself', '/login?next=/x'],
    ['the register page', '/register'],
    ['the reset page', '/forgot-password'],
    ['very long', `/${'a'.repeat(2001)}`],
  ])('ignores %s', (_label, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../../questions')).toBe('/questions');
  });
});

describe('withNext and nextFromSearch', () => {
  it('adds an encoded next only for a path other than home', () => {
    expect(withNext('/login', '/questions/42?x=1')).toBe('/login?next=%2Fquestions%2F42%3Fx%3D1');
    expect(withNext('/register', '/')).toBe('/register');
    expect(withNext('/login', '//evil.example')).toBe('/login');
    expect(withNext('/login', null)).toBe('/login');
  });

  it('reads next back from a query string', () => {
    expect(nextFromSearch('?next=%2Fquestions%2F42%3Fx%3D1')).toBe('/questions/42?x=1');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('?next=%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
  });
});
