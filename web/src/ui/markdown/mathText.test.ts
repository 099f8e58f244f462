import { describe, expect, it } from 'vitest';
import { plainText } from '@common/markdown/plainText.ts';
import { mathAsText } from './mathText.ts';
import { excerpt } from '../../lib/excerpt.ts';

/** A text's formulas as plain text, the way previews read them (common/markdown/plainText.ts with mathAsText). */
const withMathAsText = (text: string) => plainText(text, { math: mathAsText });

describe('mathAsText', () => {
  it.each([
    ['a : b = 2 : 3', 'a : b = 2 : 3'],
    ['|x - 3| + |x + 2| \\le 11', '|x - 3| + |x + 2| ≤ 11'],
    ['x^2 - 11x + k = 0', 'x² - 11x + k = 0'],
    ['-10 \\le x \\le 10', '-10 ≤ x ≤ 10'],
    ['2^{10} \\times 3^{n+1}', '2¹⁰ × 3ⁿ⁺¹'],
    ['a_1 + a_{12}', 'a₁ + a₁₂'],
    ['x^{k}', 'x^k'],
    ['x^{2k+1}', 'x^(2k+1)'],
    ['\\frac{3}{4}', '3/4'],
    ['\\frac{a+b}{c}', '(a+b)/c'],
    ['\\dfrac{x^2}{2y}', 'x²/2y'],
    ['\\frac{\\frac{1}{2}}{3}', '(1/2)/3'],
    ['\\sqrt{2}', '√2'],
    ['\\sqrt{x+1}', '√(x+1)'],
    ['\\sqrt[3]{27}', '∛27'],
    ['\\sqrt[5]{32}', '⁵√32'],
    ['45^\\circ', '45°'],
    ['60^{\\circ}', '60°'],
    ['\\angle ABC = 90^\\circ', '∠ABC = 90°'],
    ['20\\%', '20%'],
    ['\\text{Rs. } 500', 'Rs. 500'],
    ['\\binom{5}{2}', 'C(5, 2)'],
    ['\\left( \\frac{1}{2} \\right)^2', '( 1/2 )²'],
    ['\\lfloor x \\rfloor + \\lceil y \\rceil', '⌊ x ⌋ + ⌈ y ⌉'],
    ['\\pi r^2', 'π r²'],
    ['\\alpha + \\beta \\ne \\gamma', 'α + β ≠ γ'],
    ['a \\cdot b \\div c \\pm d', 'a · b ÷ c ± d'],
    ['x \\in \\{1, 2\\}', 'x ∈ {1, 2}'],
    ['\\overline{AB}', 'A̅B̅'],
    ['\\log_{2} 8', 'log₂ 8'],
    ['\\boxed{42}', '42'],
    ['\\gcd(a, b)', 'gcd(a, b)'],
    ['a\\,b\\;c\\quad d', 'a b c d'],
  ])('%s', (source, text) => {
    expect(mathAsText(source)).toBe(text);
  });

  it('survives unbalanced input', () => {
    expect(mathAsText('\\frac{1}{')).toBe('1/');
    expect(mathAsText('x^')).toBe('x^');
    expect(mathAsText('\\')).toBe('');
  });
});

describe('previews: plainText with mathAsText', () => {
  it('writes each formula as text and leaves the rest', () => {
    expect(withMathAsText('If $a : b = 2 : 3$ and $b = \\frac{4}{5}$, find $a$.')).toBe('If a : b = 2 : 3 and b = 4/5, find a.');
    expect(withMathAsText('Solve $$x^2 = 4$$ now')).toBe('Solve x² = 4 now');
  });
  it('keeps escaped and lone dollars as dollars', () => {
    expect(withMathAsText('It costs \\$5 and \\$7')).toBe('It costs $5 and $7');
    expect(withMathAsText('A lone $ sign')).toBe('A lone $ sign');
    expect(withMathAsText('Empty $$ pair')).toBe('Empty $$ pair');
  });
});

describe('excerpt', () => {
  it('counts the readable text, not the TeX source', () => {
    const text = `Find $\\frac{a}{b}$ ${'word '.repeat(30)}`;
    expect(excerpt(text, 20)).toBe('Find a/b word word…');
    expect(excerpt('How many integers $x$ with $-10 \\le x \\le 10$ satisfy it?', 200)).toBe('How many integers x with -10 ≤ x ≤ 10 satisfy it?');
  });
});

describe('search snippets', () => {
  it('keeps marks and words apart when a snippet cuts a formula', () => {
    const marked = 'roots of \u0002x\u0003 where $x^2 = 4$';
    expect(withMathAsText(marked)).toBe('roots of \u0002x\u0003 where x² = 4');
    // Pandoc's `$` rule (pandocDollarMath.ts): dollars left over from a cut formula are no formula.
    expect(withMathAsText('= 4$ so the $y')).toBe('= 4$ so the $y');
    expect(withMathAsText('$\u0002x\u0003^2$')).toBe('\u0002x\u0003²');
  });
});
