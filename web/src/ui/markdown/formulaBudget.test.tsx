import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '@common/messages.ts';
import { macroDefinition } from './limits.ts';
import MathMarkdown from './MathMarkdown.tsx';

/** A forum post holding chained `\def`s that KaTeX (maxExpand 500) expands to ~60 MB of HTML in 20+ s. */
const bomb = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'test', 'fixtures', 'tex-macro-bomb.md'), 'utf8');

describe('rendering is bounded (contract 8.6)', () => {
  it('shows the macro bomb as its source with a note, quickly and small', () => {
    const started = performance.now();
    const html = renderToStaticMarkup(<MathMarkdown text={bomb} />);
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(1000);
    expect(html.length).toBeLessThan(10 * bomb.length);
    expect(html).toContain('<code class="math-source">\\def\\a{\\frac');
    expect(html).toContain(messages.rendering.formulaAsSource);
    expect(html).not.toContain('class="katex');
    expect(html).toContain('and the rest of the post.');
  });

  it('refuses every way of defining a macro, and only those', () => {
    for (const tex of ['\\def\\a{x}', '\\gdef\\a{x}', '\\edef\\a{x}', '\\xdef\\a{x}', '\\let\\a=x', '\\newcommand{\\a}{x}', '\\renewcommand\\a{x}', '\\global\\def\\a{x}', '\\providecommand\\a{x}']) {
      expect(macroDefinition.test(tex), tex).toBe(true);
      const html = renderToStaticMarkup(<MathMarkdown text={`see $${tex}\\a$ here`} />);
      expect(html, tex).toContain(messages.rendering.formulaAsSource);
      expect(html, tex).not.toContain('class="katex');
    }
    for (const tex of ['\\left( x \\right)', '\\deg x', '\\longrightarrow', '\\frac{a}{b}', '\\leftarrow', '\\delta']) {
      expect(macroDefinition.test(tex), tex).toBe(false);
    }
  });

  it('still typesets ordinary formulas, without a note', () => {
    const html = renderToStaticMarkup(<MathMarkdown text={'Area $\\pi r^2$ and $$\\frac{a}{b}$$'} />);
    expect(html).toContain('class="katex');
    expect(html).not.toContain(messages.rendering.formulaAsSource);
  });
});
