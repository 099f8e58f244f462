import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { remarkPandocMath } from './remarkPandocMath.ts';

/** The inline formulas remark finds in `text` (their TeX), in order. */
function formulas(text: string): string[] {
  const html = renderToStaticMarkup(<ReactMarkdown remarkPlugins={[remarkPandocMath]}>{text}</ReactMarkdown>);
  return [...html.matchAll(/<code class="language-math math-inline">([\s\S]*?)<\/code>/g)].map((match) => match[1]!);
}

/** The text of `text` rendered without its formulas' markup (tags dropped). */
function shown(text: string): string {
  return renderToStaticMarkup(<ReactMarkdown remarkPlugins={[remarkPandocMath]}>{text}</ReactMarkdown>).replace(/<[^>]+>/g, '');
}

describe('inline $ math by pandoc\'s rule (tex_math_dollars)', () => {
  it('keeps a logic operator written with spaces as text', () => {
    expect(formulas("'P $ Q' means P and Q are both true")).toEqual([]);
    expect(shown("'P $ Q' means 'P # Q' is false")).toContain("P $ Q");
    expect(formulas('A $ B and C $ D')).toEqual([]);
    expect(formulas("'P $ Q' means at least one; 'P $ Q' also")).toEqual([]);
  });

  it('keeps prices as text: a closer needs no space before it and no digit after it', () => {
    expect(formulas('$5 and $10')).toEqual([]);
    expect(shown('$5 and $10')).toContain('$5 and $10');
    expect(formulas('between $20,000 and $30,000')).toEqual([]);
    expect(formulas('costs $5')).toEqual([]);
    expect(formulas('$x$5')).toEqual([]);
    expect(formulas('$x$5 and $y$')).toEqual(['x$5 and $y']);
  });

  it('typesets $x$ and formulas with spaces inside', () => {
    expect(formulas('$x$')).toEqual(['x']);
    expect(formulas('Area $\\pi r^2$ here')).toEqual(['\\pi r^2']);
    expect(formulas('$a + b$, then $c$.')).toEqual(['a + b', 'c']);
    expect(formulas('($x$)')).toEqual(['x']);
    expect(formulas('a$b$c')).toEqual(['b']);
  });

  it('needs a non-space right after the opener and right before the closer', () => {
    expect(formulas('$ x$')).toEqual([]);
    expect(formulas('$x $')).toEqual([]);
    expect(formulas('$x $y$')).toEqual(['x $y']);
    expect(formulas('$\tx$')).toEqual([]);
  });

  it('treats \\$ as a literal dollar, outside and inside a formula', () => {
    expect(formulas('\\$')).toEqual([]);
    expect(shown('\\$')).toContain('$');
    expect(formulas('\\$x$')).toEqual([]);
    expect(formulas('It costs \\$5, or \\$10.')).toEqual([]);
    expect(formulas('$a\\$b$')).toEqual(['a\\$b']);
    expect(formulas('$x\\$')).toEqual([]);
  });

  it('spans lines of a paragraph but never a blank line, and an unclosed $ is text', () => {
    expect(formulas('$a\nb$')).toEqual(['a\nb']);
    expect(formulas('$a\n\nb$')).toEqual([]);
    expect(formulas('$x is open')).toEqual([]);
    expect(shown('$x is open')).toContain('$x is open');
  });

  it('leaves $$ to remark-math and code spans alone', () => {
    expect(formulas('$$x^2$$')).toEqual(['x^2']);
    expect(formulas('`$x$` is code')).toEqual([]);
    expect(formulas('$$ a $$ and $b$')).toEqual(['a', 'b']);
  });
});
