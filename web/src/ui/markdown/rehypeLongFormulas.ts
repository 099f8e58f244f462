/**
 * A rehype plugin, run before rehype-katex, that bounds the typesetting work of one text (KaTeX's
 * time grows with the size and number of formulas): a formula longer than `maxFormulaLength`,
 * and every formula after the first `maxFormulas` or past `maxFormulaTotal` characters of TeX,
 * loses its math classes, so it shows as code (its TeX source) instead of being typeset.
 * Iterative pre-order walk (no recursion), linear in the tree's size.
 */
import type { Element, Root, RootContent } from 'hast';
import { maxFormulaLength, maxFormulas, maxFormulaTotal } from './limits.ts';

const mathClasses = ['math-inline', 'math-display', 'language-math'];

/** The characters of text under `node`. */
function textLength(node: Element): number {
  let length = 0;
  const stack: RootContent[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'text') length += current.value.length;
    else if (current.type === 'element') stack.push(...current.children);
  }
  return length;
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
      const elements = (parent.children as RootContent[]).filter((child): child is Element => child.type === 'element');
      const nested: Element[] = [];
      for (const child of elements) {
        const classes = classesOf(child);
        if (!classes.some((name) => mathClasses.includes(name))) {
          nested.push(child);
          continue;
        }
        const length = textLength(child);
        const typeset = length <= maxFormulaLength && count < maxFormulas && total + length <= maxFormulaTotal;
        if (typeset) {
          count += 1;
          total += length;
        } else {
          child.properties.className = [...classes.filter((name) => !mathClasses.includes(name)), 'math-source'];
        }
      }
      // Reversed, so the walk visits the text in reading order: the first formulas get typeset.
      stack.push(...nested.reverse());
    }
  };
}
