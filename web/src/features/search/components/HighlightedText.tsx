import { withMathAsText } from '../../../ui/markdown/mathText.ts';
import { markedRuns } from '../lib/highlight.ts';

/**
 * A hit's text with its matched words (marked by the server's ts_headline) wrapped in <mark>, as
 * React text nodes only; formulas read as plain text (ui/markdown/mathText.ts).
 */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {markedRuns(withMathAsText(text)).map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text))}
    </>
  );
}
