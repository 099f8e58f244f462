/**
 * Search hits arrive with their matched words marked by PostgreSQL's `ts_headline` (contract 7.7):
 * each between U+0002 and U+0003 (`highlightStart`, `highlightStop`). These helpers split such a
 * text into runs, rendered as React text nodes (never as HTML), so a hit's text cannot inject markup.
 */
import { highlightStart, highlightStop } from '@common/highlight.ts';

/** A run of text, `match` when it is a matched word. */
export interface TextRun {
  text: string;
  match: boolean;
}

/**
 * `marked` split into plain and matched runs; joining the runs' text gives back the text without
 * its marks. A stray or unbalanced mark is dropped, never shown.
 */
export function markedRuns(marked: string): TextRun[] {
  const runs: TextRun[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text) runs.push({ text, match });
    text = '';
  };
  for (const char of marked) {
    if (char === highlightStart || char === highlightStop) {
      flush();
      match = char === highlightStart;
    } else text += char;
  }
  flush();
  return runs;
}

/** `marked` without its marks. */
export function plainText(marked: string): string {
  return markedRuns(marked)
    .map((run) => run.text)
    .join('');
}
