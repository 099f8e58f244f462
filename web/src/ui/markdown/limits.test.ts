import { describe, expect, it } from 'vitest';
import { isTooNested, maxNesting, nestingDepth } from './limits.ts';

describe('nestingDepth', () => {
  it('is 0 for plain text and small for ordinary Markdown', () => {
    expect(nestingDepth('just text\nmore text')).toBe(0);
    expect(nestingDepth('> quote\n> > nested')).toBe(3);
    expect(nestingDepth('- a\n  - b\n    - c')).toBeLessThanOrEqual(4);
    expect(nestingDepth('| a | b |\n| - | - |')).toBe(0);
  });

  it('counts block quotes and list markers on one line', () => {
    expect(nestingDepth('>'.repeat(100) + ' x')).toBe(100);
    expect(nestingDepth('- '.repeat(50) + 'x')).toBeGreaterThanOrEqual(50);
  });

  it('counts indentation of nested lists', () => {
    const lists = Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    expect(nestingDepth(lists)).toBeGreaterThanOrEqual(99);
  });

  it('ignores blank lines', () => {
    expect(nestingDepth(' '.repeat(500))).toBe(0);
  });
});

describe('isTooNested', () => {
  it('lets ordinary text through and stops absurd nesting', () => {
    expect(isTooNested('> a quote\n\n- a list\n  - nested')).toBe(false);
    expect(isTooNested('['.repeat(10_000))).toBe(false);
    expect(isTooNested('>'.repeat(maxNesting + 1))).toBe(true);
    expect(isTooNested('>'.repeat(10_000) + ' deep')).toBe(true);
  });

  it('is fast on long input', () => {
    const started = performance.now();
    isTooNested(`${'> '.repeat(5_000)}\n`.repeat(20));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
