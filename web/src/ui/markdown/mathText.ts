/**
 * TeX math as readable plain text, for the places that show a text's first lines without
 * rendering it (list excerpts: lib/excerpt.ts `excerpt`, and search snippets; the Markdown parser
 * of common/markdown/plainText.ts finds the formulas and calls `mathAsText` on each), where
 * downloading KaTeX and its fonts for a preview would cost a phone more than the preview is worth. Covers what CAT questions use:
 * fractions (`\frac{a}{b}` -> "a/b"), roots ("√", "∛"), powers and indices as Unicode superscripts
 * and subscripts when every character has one ("x²", "a₁"; else "x^(n+1)"), relations, operators,
 * Greek letters, degrees, floors, `\binom` ("C(n, k)"), `\text{}` and spacing. An unknown command
 * keeps its argument (`\boxed{5}` -> "5") or its name (`\gcd` -> "gcd"). The full renderer
 * (MathMarkdown.tsx, KaTeX) still shows the question itself.
 */

const symbols: Record<string, string> = {
  le: '≤', leq: '≤', leqslant: '≤', ge: '≥', geq: '≥', geqslant: '≥', ne: '≠', neq: '≠', lt: '<', gt: '>',
  times: '×', div: '÷', cdot: '·', pm: '±', mp: '∓', ast: '*', star: '⋆',
  approx: '≈', equiv: '≡', sim: '∼', simeq: '≃', cong: '≅', propto: '∝',
  to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', Leftarrow: '⇐', implies: '⇒', iff: '⇔', Leftrightarrow: '⇔', leftrightarrow: '↔', mapsto: '↦',
  in: '∈', notin: '∉', ni: '∋', subset: '⊂', subseteq: '⊆', supset: '⊃', supseteq: '⊇', cup: '∪', cap: '∩', setminus: '∖', emptyset: '∅', varnothing: '∅',
  forall: '∀', exists: '∃', neg: '¬', lnot: '¬', land: '∧', wedge: '∧', lor: '∨', vee: '∨', therefore: '∴', because: '∵',
  infty: '∞', angle: '∠', triangle: '△', perp: '⊥', parallel: '∥', circ: '∘', degree: '°', prime: '′',
  sum: 'Σ', prod: '∏', int: '∫', partial: '∂', nabla: '∇',
  ldots: '…', dots: '…', cdots: '⋯', vdots: '⋮',
  lfloor: '⌊', rfloor: '⌋', lceil: '⌈', rceil: '⌉', langle: '⟨', rangle: '⟩', mid: '|', vert: '|', lvert: '|', rvert: '|', Vert: '‖', '|': '‖',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ', vartheta: 'ϑ', iota: 'ι', kappa: 'κ',
  lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π', rho: 'ρ', sigma: 'σ', tau: 'τ', upsilon: 'υ', phi: 'φ', varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω',
  Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
  '%': '%', $: '$', '&': '&', '#': '#', _: '_', '{': '{', '}': '}',
  ',': ' ', ';': ' ', ':': ' ', '>': ' ', ' ': ' ', '!': '', '\\': ' ', quad: ' ', qquad: ' ',
};

/** Symbols written before what they apply to, joined to it as KaTeX shows them ("∠ABC"). */
const prefixSymbols = new Set(['angle', 'triangle', 'neg', 'lnot', 'nabla', 'partial']);
/** Commands that only size or space what follows: dropped. */
const dropped = new Set(['left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'bigl', 'bigr', 'Bigl', 'Bigr', 'displaystyle', 'textstyle', 'limits', 'nolimits']);
/** Commands whose one argument is shown as it is. */
const passThrough = new Set(['text', 'textrm', 'textbf', 'textit', 'mathrm', 'mathbf', 'mathit', 'mathsf', 'operatorname', 'mbox', 'boxed', 'underline', 'hbox']);
/** Accents, as the Unicode combining mark put after each character of the argument. */
const accents: Record<string, string> = { overline: '\u0305', bar: '\u0304', hat: '\u0302', widehat: '\u0302', tilde: '\u0303', vec: '\u20D7', dot: '\u0307' };

const superscripts: Record<string, string> = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹', '+': '⁺', '-': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ', x: 'ˣ', '°': '°', '′': '′' };
const subscripts: Record<string, string> = { 0: '₀', 1: '₁', 2: '₂', 3: '₃', 4: '₄', 5: '₅', 6: '₆', 7: '₇', 8: '₈', 9: '₉', '+': '₊', '-': '₋', '=': '₌', '(': '₍', ')': '₎' };

/** A reader over TeX source: position, and the pieces the converter takes. */
class Reader {
  at = 0;
  constructor(readonly source: string) {}
  get done() {
    return this.at >= this.source.length;
  }
  peek() {
    return this.source[this.at] ?? '';
  }
  skipSpaces() {
    while (this.peek() === ' ') this.at += 1;
  }
  /** A command name after `\`: letters, or one other character. */
  commandName(): string {
    const letters = /^[A-Za-z]+/.exec(this.source.slice(this.at));
    const name = letters ? letters[0] : this.peek();
    this.at += name.length;
    return name;
  }
  /** The next argument's source: a braced group's inside, or one character (or one command). */
  argument(): string {
    this.skipSpaces();
    if (this.peek() === '{') {
      let depth = 0;
      const start = this.at + 1;
      for (; this.at < this.source.length; this.at += 1) {
        const ch = this.source[this.at];
        if (ch === '\\') this.at += 1;
        else if (ch === '{') depth += 1;
        else if (ch === '}' && --depth === 0) return this.source.slice(start, this.at++);
      }
      return this.source.slice(start);
    }
    if (this.peek() === '\\') {
      const start = this.at;
      this.at += 1;
      this.commandName();
      return this.source.slice(start, this.at);
    }
    const ch = this.peek();
    this.at += ch.length;
    return ch;
  }
  /** An optional `[...]` argument's inside, or null. */
  optional(): string | null {
    this.skipSpaces();
    if (this.peek() !== '[') return null;
    const end = this.source.indexOf(']', this.at);
    if (end === -1) return null;
    const inside = this.source.slice(this.at + 1, end);
    this.at = end + 1;
    return inside;
  }
}

/** Whether `text` is one parenthesised group: "(a+b)", not "(a)+(b)". */
function oneGroup(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0 && i < text.length - 1) return false;
  }
  return depth === 0;
}

/** `text` in parentheses unless it is one number, one word (with roots and powers) or one group, so "a+b" over "c" reads "(a+b)/c". */
const grouped = (text: string) => (text === '' || /^[\p{L}\p{N}.√∛∜⁰¹²³⁴⁵⁶⁷⁸⁹ⁿ]+$/u.test(text) || oneGroup(text) ? text : `(${text})`);

/** `text` as superscript (or subscript) characters when each has one, else `^(text)` (`_(text)`). */
function script(text: string, table: Record<string, string>, mark: '^' | '_'): string {
  const chars = Array.from(text.replace(/\s+/g, ''));
  if (chars.length === 0) return mark;
  if (chars.length > 0 && chars.every((ch) => ch in table)) return chars.map((ch) => table[ch]).join('');
  return chars.length === 1 ? `${mark}${chars[0]}` : `${mark}(${text.trim()})`;
}

function convert(source: string): string {
  const reader = new Reader(source);
  let out = '';
  while (!reader.done) {
    const ch = reader.peek();
    if (ch === '\\') {
      reader.at += 1;
      const name = reader.commandName();
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
        const numerator = convert(reader.argument());
        const denominator = convert(reader.argument());
        out += `${grouped(numerator.trim())}/${grouped(denominator.trim())}`;
      } else if (name === 'sqrt') {
        const index = reader.optional();
        const radicand = convert(reader.argument()).trim();
        const root = index === null || index === '2' ? '√' : index === '3' ? '∛' : index === '4' ? '∜' : `${script(index, superscripts, '^')}√`;
        out += `${root}${grouped(radicand)}`;
      } else if (name === 'binom' || name === 'dbinom' || name === 'tbinom') {
        const n = convert(reader.argument()).trim();
        const k = convert(reader.argument()).trim();
        out += `C(${n}, ${k})`;
      } else if (name in accents) {
        out += Array.from(convert(reader.argument()))
          .map((c) => (c === ' ' ? c : `${c}${accents[name]}`))
          .join('');
      } else if (passThrough.has(name)) {
        out += convert(reader.argument());
      } else if (dropped.has(name)) {
        // `\left(` keeps its delimiter (read next as usual); `\left.` has none.
        if (reader.peek() === '.') reader.at += 1;
      } else if (name in symbols) {
        out += symbols[name];
        if (prefixSymbols.has(name)) reader.skipSpaces();
      } else if (reader.peek() === '{') {
        out += convert(reader.argument());
      } else {
        out += name;
      }
    } else if (ch === '^' || ch === '_') {
      reader.at += 1;
      const argument = reader.argument();
      const text = argument.trim() === '\\circ' ? '°' : convert(argument);
      out += text === '°' ? '°' : script(text, ch === '^' ? superscripts : subscripts, ch);
    } else if (ch === '{' || ch === '}') {
      reader.at += 1;
    } else if (ch === '~') {
      reader.at += 1;
      out += ' ';
    } else {
      reader.at += 1;
      out += ch;
    }
  }
  return out;
}

/** The TeX `source` of one formula (without its `$` delimiters) as plain text. */
export function mathAsText(source: string): string {
  return convert(source).replace(/\s{2,}/g, ' ').trim();
}
