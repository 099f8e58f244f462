import { plainText } from '@common/markdown/plainText.ts';
import { mathAsText } from '../../../ui/markdown/mathText.ts';
import { markedRuns } from '../lib/highlight.ts';

/**
 * A hit's text with its matched words (marked by the server's ts_headline) wrapped in <mark>, as
 * React text nodes only; the text is plain text made by the Markdown parser (common/markdown/plainText.ts:
 * no `**` or pipes, a table as "[table]"), formulas read as plain text (ui/markdown/mathText.ts).
 */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {markedRuns(plainText(text, { math: mathAsText })).map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text))}
    </>
  );
}
