/**
 * A rehype plugin, run before rehype-katex, that bounds the typesetting work of one text (contract
 * 8.6: KaTeX's time grows with the size and number of formulas, and macro definitions can make it
 * exponential): a formula that defines macros (`macroDefinition`: `\def`, `\gdef`, `\let`,
 * `\newcommand`, ...), a formula longer than `maxFormulaLength`, and every formula after the first
 * `maxFormulas` or past `maxFormulaTotal` characters of TeX loses its math classes, so it shows as
 * code (its TeX source) instead of being typeset, followed by a note (`messages.rendering
 * .formulaAsSource`); the pair is wrapped in a `span.math-refused`. Iterative pre-order walk (no
 * recursion), linear in the tree's size.
 */
import type { Element, Root, RootContent } from 'hast';
import { messages } from '@common/messages.ts';
import { macroDefinition, maxFormulaLength, maxFormulas, maxFormulaTotal } from './limits.ts';

const mathClasses = ['math-inline', 'math-display', 'language-math'];

/** The text under `node` (a formula's TeX). */
function textOf(node: Element): string {
  let text = '';
  const stack: RootContent[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'text') text += current.value;
    else if (current.type === 'element') stack.push(...[...current.children].reverse());
  }
  return text;
}

/** `formula` (its classes already changed) followed by the note, in one span. */
function refused(formula: Element): Element {
  const note: Element = { type: 'element', tagName: 'span', properties: { className: ['math-note'] }, children: [{ type: 'text', value: ` ${messages.rendering.formulaAsSource}` }] };
  return { type: 'element', tagName: 'span', properties: { className: ['math-refused'] }, children: [formula, note] };
}

/** The element's classes as strings. */
function classesOf(element: Element): string[] {
  const classes = element.properties.className;
  return Array.isArray(classes) ? classes.map(String) : [];
}

/** The plugin: `rehypePlugins: [rehypeLongFormulas, [rehypeKatex, options]]`. */
export function rehypeLongFormulas() {
  return (tree: Root) => {
    let count = 0;
    let total = 0;
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      const children = parent.children as RootContent[];
      const nested: Element[] = [];
      children.forEach((child, index) => {
        if (child.type !== 'element') return;
        const classes = classesOf(child);
        if (!classes.some((name) => mathClasses.includes(name))) {
          nested.push(child);
          return;
        }
        const tex = textOf(child);
        const length = tex.length;
        const typeset = length <= maxFormulaLength && count < maxFormulas && total + length <= maxFormulaTotal && !macroDefinition.test(tex);
        if (typeset) {
          count += 1;
          total += length;
        } else {
          child.properties.className = [...classes.filter((name) => !mathClasses.includes(name)), 'math-source'];
          children[index] = refused(child);
        }
      });
      // Reversed, so the walk visits the text in reading order: the first formulas get typeset.
      stack.push(...nested.reverse());
    }
  };
}
