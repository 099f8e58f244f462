/**
 * A rehype plugin, run before rehype-katex: `$$...$$` written inside a line is typeset as display
 * math, as writers expect. remark-math makes display math only of `$$` fences on lines of their
 * own and treats `$$x$$` within a paragraph as inline math; this plugin reads the source behind
 * each inline formula (its position in the file) and gives formulas opened by `$$` the
 * `math-display` class that rehype-katex renders in display mode. Iterative, linear.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

/** The plugin: `rehypePlugins: [rehypeDisplayDollars, [rehypeKatex, options]]`. */
export function rehypeDisplayDollars() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value ?? '');
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        const classes = Array.isArray(child.properties.className) ? child.properties.className.map(String) : [];
        const start = child.position?.start.offset;
        if (classes.includes('math-inline') && start !== undefined && source.startsWith('$$', start)) {
          child.properties.className = [...classes.filter((name) => name !== 'math-inline'), 'math-display'];
        } else {
          stack.push(child);
        }
      }
    }
  };
}
