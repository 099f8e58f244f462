/**
 * A rehype plugin for inline rich text (`<RichText inline />`), run before rehype-katex: display
 * math (`$$` blocks, ```` ```math ```` fences, `math-display` formulas) is typeset as inline math,
 * so it stays phrasing content (a `<span class="katex">`, no `katex-display` block) inside a
 * button. A `<pre>` holding a math `<code>` becomes a `<p>` (so the formula keeps a line of its
 * own; rehypePhrasing then makes it a span), and `math-display` becomes `math-inline`. Iterative, linear.
 */
import type { Element, Root } from 'hast';

function classesOf(element: Element): string[] {
  const classes = element.properties.className;
  return Array.isArray(classes) ? classes.map(String) : [];
}

const isMath = (element: Element) => classesOf(element).some((name) => name === 'language-math' || name === 'math-display' || name === 'math-inline');

/** The plugin: `rehypePlugins: [rehypeInlineMath, [rehypeKatex, options]]`. */
export function rehypeInlineMath() {
  return (tree: Root) => {
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        const only = child.children.filter((node) => node.type === 'element');
        if (child.tagName === 'pre' && only.length === 1 && isMath(only[0]!)) child.tagName = 'p'; // a line of its own
        if (isMath(child)) {
          child.properties.className = [...classesOf(child).filter((name) => name !== 'math-display' && name !== 'math-inline'), 'math-inline'];
        } else {
          stack.push(child);
        }
      }
    }
  };
}
