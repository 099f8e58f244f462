import { highlightRuns } from '../lib/highlight.ts';

/** `text` with each of the query's words wrapped in <mark> (React text nodes only). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightRuns(text, query).map((run, index) =>
        run.match ? <mark key={index}>{run.text}</mark> : run.text,
      )}
    </>
  );
}
