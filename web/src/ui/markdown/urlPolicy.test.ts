import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLinkHref, transformUrl } from './urlPolicy.ts';

describe('safeLinkHref', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(safeLinkHref('https://example.org/a?b=1#c')).toBe('https://example.org/a?b=1#c');
    expect(safeLinkHref('http://example.org')).toBe('http://example.org');
    expect(safeLinkHref('HTTPS://EXAMPLE.ORG/')).toBe('HTTPS://EXAMPLE.ORG/');
    expect(safeLinkHref('  https://example.org  ')).toBe('https://example.org');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.org',
    '//evil.example/path',
    '/forum/1',
    '#user-content-fn-1',
    'https:evil.example',
    'https://',
    'http:/\\evil.example',
    '',
  ])('refuses %j', (url) => {
    expect(safeLinkHref(url)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeLinkHref(undefined)).toBeNull();
    expect(safeLinkHref(null)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it('keeps uploaded images only', () => {
    expect(safeImageSrc('/api/images/1')).toBe('/api/images/1');
    expect(safeImageSrc('/api/images/1234567')).toBe('/api/images/1234567');
  });

  it.each([
    'https://evil.example/t.png',
    'http://127.0.0.1/api/images/1',
    '//evil.example/api/images/1',
    '/api/images/',
    '/api/images/1?x=1',
    '/api/images/1#x',
    '/api/images/1/../../users',
    '/api/images/../users',
    '/api/images/%2e%2e',
    '/api/images/1a',
    ' /api/images/1',
    '/API/IMAGES/1',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    '/api/images/1"onerror="alert(1)',
  ])('refuses %j', (url) => {
    expect(safeImageSrc(url)).toBeNull();
  });
});

describe('transformUrl', () => {
  it('applies the image policy to src and the link policy to href', () => {
    expect(transformUrl('/api/images/7', 'src')).toBe('/api/images/7');
    expect(transformUrl('https://example.org/x.png', 'src')).toBe('');
    expect(transformUrl('https://example.org', 'href')).toBe('https://example.org');
    expect(transformUrl('/api/images/7', 'href')).toBe('');
    expect(transformUrl('javascript:alert(1)', 'href')).toBe('');
  });

  it('drops any other URL attribute', () => {
    expect(transformUrl('https://example.org', 'cite')).toBe('');
  });
});
