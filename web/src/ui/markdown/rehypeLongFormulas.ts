/**
 * A rehype plugin, run before rehype-katex: a formula whose TeX source is longer than
 * `maxFormulaLength` loses its math classes, so it shows as code (its source) instead of being
 * typeset. Iterative (no recursion), linear in the tree's size.
 */
import type { Element, Root, RootContent } from 'hast';
import { maxFormulaLength } from './limits.ts';

const mathClasses = ['math-inline', 'math-display', 'language-math'];

/** The characters of text under `node`. */
function textLength(node: RootContent): number {
  let length = 0;
  const stack: RootContent[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'text') length += current.value.length;
    else if (current.type === 'element') stack.push(...current.children);
  }
  return length;
}

/** Whether `element` is a formula for rehype-katex (remark-math's classes or ```math). */
function isFormula(element: Element): boolean {
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.some((name) => mathClasses.includes(String(name)));
}

/** The plugin: `rehypePlugins: [rehypeLongFormulas, [rehypeKatex, options]]`. */
export function rehypeLongFormulas() {
  return (tree: Root) => {
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (isFormula(child) && textLength(child) > maxFormulaLength) {
          const classes = (child.properties.className as (string | number)[]).map(String);
          child.properties.className = [...classes.filter((name) => !mathClasses.includes(name)), 'math-source'];
        } else {
          stack.push(child);
        }
      }
    }
  };
}
