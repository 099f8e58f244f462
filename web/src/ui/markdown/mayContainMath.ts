/**
 * The cheap test `RichText` uses to choose its renderer: whether `text` may contain TeX math, so
 * the math part (remark-math, rehype-katex, KaTeX's CSS and fonts) is downloaded only for texts
 * that can need it. Math needs a `$` that is not escaped (`\$` is a literal dollar; `\\$` is an
 * escaped backslash followed by a real `$`) and has a non-space character right after it (by
 * pandoc's rule, remarkPandocMath.ts, "P $ Q" holds no formula), or a fenced code block of language `math`
 * (```` ```math ````, which rehype-katex typesets too). False positives (a `$` in code, a lone
 * price like "$5") only cost the download; false negatives cannot happen for text the math
 * renderer would typeset. Linear in the text's length, no allocation beyond the fence regex.
 */

/** A fenced code block opening with the info string `math` (``` or ~~~, up to 3 spaces indented, also inside block quotes or lists). */
const mathFence = /^[ \t>*+\-0-9.)]*(?:`{3,}|~{3,})[ \t]*math(?![^\s`])/im;

/** Whether `text` may contain math: an unescaped `$` followed by a non-space, or a ```` ```math ```` fence. */
export function mayContainMath(text: string): boolean {
  let at = text.indexOf('$');
  while (at !== -1) {
    let backslashes = 0;
    while (at - backslashes - 1 >= 0 && text.charCodeAt(at - backslashes - 1) === 92 /* \ */) backslashes += 1;
    if (backslashes % 2 === 0 && at + 1 < text.length && !/\s/.test(text[at + 1]!)) return true;
    at = text.indexOf('$', at + 1);
  }
  return (text.includes('```') || text.includes('~~~')) && mathFence.test(text);
}
