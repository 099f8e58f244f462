/**
 * A rehype plugin for inline rich text (`<RichText inline />`), run before rehype-katex: display
 * math (`$$` blocks, ```` ```math ```` fences, `math-display` formulas) is typeset as inline math,
 * so it stays phrasing content (a `<span class="katex">`, no `katex-display` block) inside a
 * button. A `<pre>` holding a math `<code>` is replaced by that `<code>`, and `math-display`
 * becomes `math-inline`. Iterative, linear.
 */
import type { Element, ElementContent, Root } from 'hast';

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
      parent.children = (parent.children as ElementContent[]).map((child) => {
        if (child.type !== 'element') return child;
        const only = child.children.filter((node) => node.type === 'element');
        const element = child.tagName === 'pre' && only.length === 1 && isMath(only[0]!) ? only[0]! : child;
        if (isMath(element)) {
          element.properties.className = [...classesOf(element).filter((name) => name !== 'math-display' && name !== 'math-inline'), 'math-inline'];
        } else {
          stack.push(element);
        }
        return element;
      }) as typeof parent.children;
    }
  };
}
