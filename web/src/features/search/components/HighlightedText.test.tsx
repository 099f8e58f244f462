import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText.tsx';

describe('HighlightedText (search snippets)', () => {
  it('shows a snippet as plain text with its marks: no `**`, a table as [table]', () => {
    expect(renderToStaticMarkup(<HighlightedText text={'**\u0002Average\u0003 speed** of a *train*'} />)).toBe('<mark>Average</mark> speed of a train');
    // A snippet cut out of a table (no header row left) is still a table.
    expect(renderToStaticMarkup(<HighlightedText text={'Speeds:\n\n| \u0002avg\u0003 | 40 |\n| max | 60 |'} />)).toBe('Speeds:\n\n[table]');
  });
});
