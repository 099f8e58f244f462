import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Markdown from './markdown/Markdown.tsx';
import { plainParagraphs } from './plainProse.ts';
import { PlainProse } from './RichText.tsx';

/** Both renderings of `text`: the Markdown renderer's, and the fast path's (null when it declines). */
function both(text: string) {
  const paragraphs = plainParagraphs(text);
  return {
    markdown: renderToStaticMarkup(<Markdown text={text} className="thread-body" />),
    fast: paragraphs && renderToStaticMarkup(<PlainProse paragraphs={paragraphs} className="thread-body" />),
  };
}


describe('plain prose renders as the Markdown renderer renders it', () => {
  it('takes the fast path for plain sentences, paragraphs and line breaks', () => {
    for (const text of [
      'Reply 1: scan every set for two minutes first, then pick the one with the fewest conditions. Keep a steady pace.',
      'First paragraph.\n\nSecond one, after a blank line.',
      'One line\nand the next, in one paragraph.',
      '\n\nLeading and trailing blank lines\n\n\n\nare dropped.\n\n',
      'Numbers inside: 3.5 km, 1. in the middle, 2024 (a year); prices 40-50; "quotes" and \'apostrophes\'!',
      'हिंदी में उत्तर। Unicode — dashes… and emoji 🙂',
      '',
    ]) {
      const { markdown, fast } = both(text);
      expect(fast, JSON.stringify(text)).toBe(markdown);
    }
  });

  it('declines anything Markdown gives meaning to', () => {
    for (const text of [
      '**bold**',
      'a_b_c',
      'a `code` span',
      '[link](https://example.org)',
      'see https://example.org',
      'www.example.org',
      'mail me: someone@example.org',
      '# heading',
      '- a list',
      '+ a list',
      '* a list',
      '1. ordered',
      '2) ordered',
      'Title\n===',
      'Title\n---',
      'a\n:-',
      '> quoted',
      '    indented code',
      'hard  \nbreak',
      'back\\slash',
      'a | b',
      '~~gone~~',
      'x $y$ z',
      '&amp;',
      '<b>raw</b>',
      'tab\there',
      'crlf\r\nline',
    ]) {
      expect(plainParagraphs(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('renders exactly as the renderer on 3,000 generated texts whenever it takes the fast path', () => {
    // Mostly what plain sentences are made of, sometimes a character Markdown may give meaning to.
    const plain = ['a', 'b', 'Z', '1', '9', ' ', ' ', ' ', '\n', '\n\n', '.', ',', ':', ';', '!', '?', '-', '+', '=', '(', ')', '"', "'", '/', '%', 'é', '—'];
    const special = ['*', '_', '#', '>', '`', '[', ']', '@', '&', '\u00a0', '\\', '<', '|', '~', '\t'];
    const unit = fc.oneof({ arbitrary: fc.constantFrom(...plain), weight: 30 }, { arbitrary: fc.constantFrom(...special), weight: 1 });
    // Short lines, so line-level syntax (list markers, underlines, table delimiter rows) comes up often.
    const texts = fc.array(fc.string({ unit, maxLength: 12 }), { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n'));
    let fastPaths = 0;
    // A fixed seed, so the run repeats; a failure prints the text (shrunk) and how to replay it.
    fc.assert(
      fc.property(texts, (text) => {
        const { markdown, fast } = both(text);
        if (fast === null) return;
        fastPaths += 1;
        expect(fast, JSON.stringify(text)).toBe(markdown);
      }),
      { numRuns: 3000, seed: 29 },
    );
    // The generator must exercise the fast path, not only the refusals.
    expect(fastPaths).toBeGreaterThan(300);
  }, 60_000);
});
