/**
 * A rehype plugin for inline rich text (`<RichText inline />`, e.g. inside a `<button>`): makes the
 * tree phrasing content without interactive elements, valid inside a button or a label. Run last,
 * after rehype-katex. Every element that is not phrasing content becomes a `<span>` with the class
 * `markdown__block` (its attributes other than `class` dropped): paragraphs, headings, block
 * quotes, list items, table rows, code blocks and their containers; consecutive blocks are
 * separated by a `<br>` instead of their whitespace, and table cells by " | ", so lists and tables
 * read as their plain text, one item or row a line. Links become their text
 * (`span.markdown__text-link`), task-list checkboxes the characters ☐ / ☑, thematic breaks
 * vanish. KaTeX's output (`.katex` and below: spans, MathML, SVG) is phrasing already and is left
 * as it is; display math is made inline before typesetting (rehypeInlineMath.ts). Iterative, linear.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Elements allowed as they are: phrasing content that is not interactive. */
const phrasing = new Set(['abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'math', 'svg']);

/** Table cells: separated by " | " within their row rather than put on lines of their own. */
const cells = new Set(['td', 'th']);

function classesOf(element: Element): string[] {
  const classes = element.properties.className;
  return Array.isArray(classes) ? classes.map(String) : [];
}

const isBlank = (node: RootContent | undefined) => node?.type === 'text' && node.value.trim() === '';

/** The element turned into a span with the extra class `kind`, keeping only its classes. */
function toSpan(element: Element, kind: string): void {
  element.tagName = 'span';
  element.properties = { className: [...classesOf(element), kind] };
}

/** Rewrites the children of `parent` in place; answers the element children still to visit. */
function rewriteChildren(parent: Root | Element): Element[] {
  const result: RootContent[] = [];
  const blocks = new Set<RootContent>();
  const visit: Element[] = [];
  for (const child of parent.children as RootContent[]) {
    if (child.type !== 'element') {
      if (isBlank(child) && blocks.has(result[result.length - 1]!)) continue; // whitespace after a block
      result.push(child);
      continue;
    }
    const tag = child.tagName;
    if (tag === 'hr') continue;
    if (tag === 'input') {
      result.push({ type: 'text', value: child.properties.checked ? '☑' : '☐' });
      continue;
    }
    if (classesOf(child).includes('katex') || classesOf(child).includes('katex-display') || tag === 'math' || tag === 'svg') {
      result.push(child); // KaTeX's output: phrasing, not walked
      continue;
    }
    if (tag === 'a') {
      toSpan(child, 'markdown__text-link');
    } else if (!phrasing.has(tag)) {
      const cell = cells.has(tag);
      toSpan(child, cell ? 'markdown__cell' : 'markdown__block');
      while (isBlank(result[result.length - 1])) result.pop();
      if (result.length > 0) result.push(cell ? { type: 'text', value: ' | ' } : { type: 'element', tagName: 'br', properties: {}, children: [] });
      blocks.add(child);
    }
    result.push(child);
    visit.push(child);
  }
  parent.children = result as ElementContent[];
  return visit;
}

/** The plugin: `rehypePlugins: [...others, rehypePhrasing]`. */
export function rehypePhrasing() {
  return (tree: Root) => {
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) stack.push(...rewriteChildren(stack.pop()!));
  };
}
