import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown.tsx';
import MathMarkdown from './MathMarkdown.tsx';

/** The tags of all elements in `html`. */
const tags = (html: string) => [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => match[1]!.toLowerCase());
const notInButton = ['p', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'a', 'input', 'section'];

const everything = [
  'First **paragraph** with `code` and [a link](https://example.org).',
  '',
  '# A heading',
  '',
  '> quoted',
  '',
  '- one',
  '- [x] done',
  '',
  '1. first',
  '2. second',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '---',
  '',
  '```',
  'some code',
  '```',
  '',
  'Footnote[^1].',
  '',
  '[^1]: the note',
].join('\n');

describe('inline rich text', () => {
  it('renders phrasing content only, in a span', () => {
    const html = renderToStaticMarkup(<Markdown inline text={everything} className="option" />);
    expect(html.startsWith('<span class="markdown markdown--inline option">')).toBe(true);
    expect(tags(html).filter((tag) => notInButton.includes(tag))).toEqual([]);
    expect(html).toContain('<strong>paragraph</strong>');
    expect(html).toContain('<span class="markdown__text-link">a link</span>');
    expect(html).toContain('☑ done');
    expect(html).toMatch(/a<\/span> \| <span class="markdown__cell">b/);
    expect(html).toContain('<br/>');
  });

  it('separates paragraphs by one line break', () => {
    const html = renderToStaticMarkup(<Markdown inline text={'one\n\ntwo'} />);
    expect(html).toBe('<span class="markdown markdown--inline"><span class="markdown__block">one</span><br/><span class="markdown__block">two</span></span>');
  });

  it('keeps the block rendering without inline', () => {
    const html = renderToStaticMarkup(<Markdown text={'one\n\n- two'} />);
    expect(html).toBe('<div class="markdown"><p>one</p>\n<ul>\n<li>two</li>\n</ul></div>');
  });

  it('typesets math inline, display math included', () => {
    const html = renderToStaticMarkup(<MathMarkdown inline text={'Area $\\pi r^2$\n\n$$\n\\frac{1}{2}\n$$\n\nand $$x$$ and\n\n```math\ny^2\n```'} />);
    expect(tags(html).filter((tag) => notInButton.includes(tag))).toEqual([]);
    expect(html.match(/class="katex"/g)).toHaveLength(4);
    expect(html).not.toContain('katex-display');
    expect(html).toContain('<math');
  });

  it('keeps a display formula on a line of its own', () => {
    const html = renderToStaticMarkup(<MathMarkdown inline text={'| a |\n| - |\n| 1 |\n\n$$\nx^2\n$$'} />);
    expect(html).toMatch(/<\/span><br\/><span class="markdown__block"><span class="katex">/);
  });

  it('typesets display math as display without inline', () => {
    const html = renderToStaticMarkup(<MathMarkdown text={'$$\n\\frac{1}{2}\n$$'} />);
    expect(html).toContain('katex-display');
  });
});
