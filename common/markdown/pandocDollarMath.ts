/**
 * Inline `$...$` math by pandoc's rule (its `tex_math_dollars` extension), as a micromark
 * construct: remark-math's own rule makes any `$` an opener, so "'P $ Q' means ..." lost its
 * operator and turned half a question into a red formula. Pandoc's rule, which writers of prices
 * and logic operators expect (https://pandoc.org/MANUAL.html#extension-tex_math_dollars):
 *
 * - an opening `$` must have a non-space character right after it (so "P $ Q" is text);
 * - a closing `$` must have a non-space character right before it and no digit right after it
 *   (so "$5 and $10" and "$20,000 to $30,000" are text);
 * - `\$` is a literal dollar (CommonMark's character escape, which runs before this construct);
 *   inside a formula a backslash takes the next character with it, so `\$` does not close it;
 * - a formula may span lines of its paragraph (never a blank line: a paragraph ends there).
 *
 * Only a single `$` is handled here: `$$...$$` stays remark-math's (used with
 * `singleDollarTextMath: false`). The tokens are remark-math's own (`mathText`,
 * `mathTextSequence`, `mathTextData`), so mdast-util-math turns them into `inlineMath` nodes.
 * Linear per opener: an opener without a closer is text, and the scan is bounded by the
 * paragraph.
 */
import type {} from 'micromark-extension-math'; // its token types (mathText, mathTextSequence, mathTextData)
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

const dollar = 36;
const backslash = 92;

/** Whether `code` is whitespace, a line ending or the end (micromark's negative codes are tabs, virtual spaces and line endings). */
function isSpace(code: Code): boolean {
  return code === null || code < 0 || code === 32 || /\s/u.test(String.fromCodePoint(code));
}

/** Whether `code` is an ASCII digit. */
function isDigit(code: Code): boolean {
  return code !== null && code >= 48 && code <= 57;
}

/** A closing `$`: not followed by a digit. Tried with `effects.check`, so it consumes nothing. */
const closer: Construct = {
  partial: true,
  tokenize(effects: Effects, ok: State, nok: State): State {
    return (code) => {
      effects.enter('mathTextSequence');
      effects.consume(code);
      effects.exit('mathTextSequence');
      return (next) => (isDigit(next) ? nok(next) : ok(next));
    };
  },
};

function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  /** The code before the current one inside the formula (to see whether a `$` may close). */
  let before: Code = null;

  const start: State = (code) => {
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    effects.consume(code);
    effects.exit('mathTextSequence');
    return afterOpen;
  };

  const afterOpen: State = (code) => {
    if (code === dollar || isSpace(code)) return nok(code);
    effects.enter('mathTextData');
    return inside(code);
  };

  const inside: State = (code) => {
    if (code === null) return nok(code);
    if (code === dollar && !isSpace(before)) return effects.check(closer, close, more)(code);
    if (code === backslash) {
      before = code;
      effects.consume(code);
      return escaped;
    }
    return more(code);
  };

  const more: State = (code) => {
    before = code;
    effects.consume(code);
    return inside;
  };

  const escaped: State = (code) => (code === null ? nok(code) : more(code));

  const close: State = (code) => {
    effects.exit('mathTextData');
    effects.enter('mathTextSequence');
    effects.consume(code);
    effects.exit('mathTextSequence');
    effects.exit('mathText');
    return ok;
  };

  return start;
}

/** Not right after another `$` (a `$$` run is remark-math's), unless that one was escaped. */
function previous(this: TokenizeContext, code: Code): boolean {
  return code !== dollar || this.events[this.events.length - 1]?.[1].type === 'characterEscape';
}

/** The construct for `$`. */
export const pandocDollarMath: Construct = { name: 'pandocDollarMath', tokenize, previous };

/** The micromark extension: `$` starts pandoc-style inline math. */
export const pandocDollarMathSyntax: Extension = { text: { [dollar]: pandocDollarMath } };
