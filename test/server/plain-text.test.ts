/**
 * common/markdown/plainText.ts: previews as plain text made by the Markdown parser (issue 28 item
 * 5): no Markdown marks, tables as "[table]", math as its TeX source (pandoc's `$` rule), blocks
 * apart, and the one-line `plainExcerpt`.
 */
import t from 'tap';
import { plainExcerpt, plainText } from '../../common/markdown/plainText.ts';

t.test('plainText', async (t) => {
  t.equal(plainText('**Bold**, *em*, ~~gone~~, `code` and a [link](https://example.org)'), 'Bold, em, gone, code and a link');
  t.equal(plainText('Before\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter'), 'Before\n\n[table]\n\nAfter', 'a GFM table is summarised');
  t.equal(plainText('**bold** | a | b |'), '[table]', 'a row of cells without its header row is a table too');
  t.equal(plainText('P | Q is true'), 'P | Q is true', 'a pipe in prose stays');
  t.equal(plainText("'P $ Q' means $x^2 + y$ and $$\\frac{a}{b}$$"), "'P $ Q' means x^2 + y and \\frac{a}{b}", 'math keeps its TeX source; a lone $ is text');
  t.equal(plainText('It costs \\$5 and $10'), 'It costs $5 and $10', 'escaped and price dollars');
  t.equal(plainText('Solve $x$', { math: (tex) => `<${tex}>` }), 'Solve <x>', 'options.math writes formulas');
  t.equal(plainText('# Title\n\n- one\n- two\n\n> quoted'), 'Title\n\none\ntwo\n\nquoted');
  t.equal(plainText('![a chart](/api/images/1) below'), 'a chart below', 'an image reads as its alt text');
  t.equal(plainText('a \u0002word\u0003 **b\u0002ol\u0003d**'), 'a \u0002word\u0003 b\u0002ol\u0003d', 'search marks pass through');
  t.equal(plainText('line one\nline two'), 'line one\nline two', 'line breaks inside a paragraph stay');
  t.equal(plainText(''), '');
});

t.test('plainExcerpt', async (t) => {
  t.equal(plainExcerpt('**Bold** text\n\n| a | b |\n|---|---|\n| 1 | 2 |', 100), 'Bold text [table]');
  t.equal(plainExcerpt('alpha beta gamma', 10), 'alpha bet…', 'at most 10 characters with the ellipsis');
  t.equal(plainExcerpt('alpha', 5), 'alpha');
});
