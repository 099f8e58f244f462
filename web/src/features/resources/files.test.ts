import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { formatFileSize, pdfFileProblem } from './files.ts';

describe('pdfFileProblem', () => {
  it('accepts a PDF within the size limit', () => {
    expect(pdfFileProblem({ type: 'application/pdf', size: limits.resourceMaxBytes })).toBeUndefined();
  });
  it('refuses another type, then an oversized file', () => {
    expect(pdfFileProblem({ type: 'image/png', size: 10 })).toBe(messages.resources.pdfOnly);
    expect(pdfFileProblem({ type: 'application/PDF', size: limits.resourceMaxBytes + 1 })).toBe(messages.resources.tooLarge);
  });
});

describe('formatFileSize', () => {
  it('writes bytes, kB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatFileSize(15 * 1024 + 300)).toBe('15 kB');
  });
});
