import { describe, expect, it } from 'vitest';
import { mayContainMath } from './mayContainMath.ts';

describe('mayContainMath', () => {
  it('is false for text without a dollar or math fence', () => {
    expect(mayContainMath('')).toBe(false);
    expect(mayContainMath('Plain **bold** text with a [link](https://example.org) and a table\n\n| a | b |\n| - | - |')).toBe(false);
    expect(mayContainMath('```js\nconst x = 1;\n```')).toBe(false);
    expect(mayContainMath('mathematics is fun')).toBe(false);
  });

  it('is true for inline and display math', () => {
    expect(mayContainMath('Area $\\pi r^2$')).toBe(true);
    expect(mayContainMath('$$\n\\int_0^1 x\\,dx\n$$')).toBe(true);
    expect(mayContainMath('$x$')).toBe(true);
  });

  it('treats \\$ as a literal dollar and \\\\$ as a real one', () => {
    expect(mayContainMath('It costs \\$5 or \\$10.')).toBe(false);
    expect(mayContainMath('a backslash \\\\$x$')).toBe(true);
    expect(mayContainMath('\\\\\\$ still escaped')).toBe(false);
    expect(mayContainMath('\\$5 and then $x$')).toBe(true);
  });

  it('is false for a $ that cannot open a formula by pandoc\'s rule (a space or the end after it)', () => {
    expect(mayContainMath("'P $ Q' means P is the father of Q")).toBe(false);
    expect(mayContainMath('costs 5 $')).toBe(false);
    expect(mayContainMath('a $\nb')).toBe(false);
    expect(mayContainMath('$5 and $10')).toBe(true);
  });

  it('is true for ```math and ~~~math fences', () => {
    expect(mayContainMath('```math\nx^2\n```')).toBe(true);
    expect(mayContainMath('Text\n\n  ~~~~ math\nx^2\n~~~~')).toBe(true);
    expect(mayContainMath('> ```math\n> x\n> ```')).toBe(true);
    expect(mayContainMath('```mathematica\nx\n```')).toBe(false);
  });

  it('is fast on long input', () => {
    const long = '\\$'.repeat(100_000) + '`'.repeat(10_000);
    const started = performance.now();
    expect(mayContainMath(long)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
