/**
 * KaTeX's options for rendered Markdown: never throws (a bad formula shows its source in
 * `errorColor`), `trust: false` so `\href`, `\url`, `\htmlId`, `\includegraphics` and friends are
 * refused, sizes and macro expansion bounded so a hostile formula cannot blow up the layout or the
 * CPU, and `strict: 'ignore'` (no console noise for LaTeX-isms KaTeX accepts).
 */
import type { KatexOptions } from 'katex';

export const katexOptions: KatexOptions = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  errorColor: '#b91c1c',
  /** Largest user-specified size (\rule, \kern...), in em. */
  maxSize: 20,
  /** Most macro expansions per formula. */
  maxExpand: 500,
  output: 'htmlAndMathml',
};
