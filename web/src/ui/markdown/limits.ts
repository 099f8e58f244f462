/**
 * Guards against Markdown that would freeze or crash the page. micromark parses nested brackets,
 * emphasis and code spans in about linear time, but every nested container (block quote or list)
 * becomes one more level of recursion in the parser, in the tree transforms and in React, so
 * thousands of `>` or list markers exhaust the stack or take seconds. Text nested deeper than
 * `maxNesting` is therefore shown as plain text, and formulas past the bounds below (one too
 * long, too many, too much TeX in all) show as their TeX source instead of being typeset
 * (KaTeX's time grows with their size and number; see rehypeLongFormulas.ts).
 */

/** Most container levels (block quotes plus lists, estimated per line) rendered as Markdown. */
export const maxNesting = 32;

/** Longest formula (characters of TeX) KaTeX typesets; longer ones show as code. */
export const maxFormulaLength = 1500;

/** Most formulas typeset in one text; later ones show as code. */
export const maxFormulas = 300;

/** Most characters of TeX typeset in one text, all formulas together; past it formulas show as code. */
export const maxFormulaTotal = 8000;

/**
 * TeX that defines or rebinds macros, refused before KaTeX sees it: chained `\def`s expand to
 * output exponential in their length within KaTeX's `maxExpand` (1.3 KB of them took 23 s in
 * Node), and CAT formulas never need them. The name must end there (`\define` is another
 * command).
 */
export const macroDefinition = /\\(?:[gex]?def|let|futurelet|global|long|outer|(?:re)?newcommand|providecommand|DeclareMathOperator|(?:re)?newenvironment|newif|csname|expandafter)(?![A-Za-z])/;

/** Leading block-quote and list markers of a line, with their whitespace. */
const containerPrefix = /^(?:[ \t]+|>|[-*+](?=[ \t]|$)|[0-9]{1,9}[.)](?=[ \t]|$))*/;

/**
 * An upper estimate of the deepest container nesting in `text`: for each line, the block-quote
 * and list markers at its start plus one level per two columns of indentation (a nested list
 * needs at least two). Over-counts rather than under-counts; linear in the text's length.
 */
export function nestingDepth(text: string): number {
  let deepest = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const prefix = containerPrefix.exec(line)?.[0] ?? '';
    if (prefix.length === 0) continue;
    let markers = 0;
    let columns = 0;
    for (const token of prefix.matchAll(/[ \t]+|>|[-*+]|[0-9]{1,9}[.)]/g)) {
      const value = token[0];
      if (value[0] === ' ' || value[0] === '\t') columns += value.replace(/\t/g, '    ').length;
      else markers += 1;
    }
    deepest = Math.max(deepest, markers + Math.floor(columns / 2));
  }
  return deepest;
}

/** Whether `text` is too deeply nested to be rendered as Markdown (see `maxNesting`). */
export function isTooNested(text: string): boolean {
  return nestingDepth(text) > maxNesting;
}
