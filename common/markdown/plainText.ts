/**
 * Markdown as plain text, for previews that show a text without rendering it: list items, search
 * snippets, notifications, report and import excerpts (issue 28 item 5). The text is parsed as the
 * renderer parses it (mdast-util-from-markdown with GFM and math, inline `$` by pandoc's rule:
 * pandocDollarMath.ts) and the tree is written back as its words: emphasis, links and headings
 * lose their marks (`**bold**` -> "bold", a link -> its text, an image -> its alt text), a table
 * is summarised as "[table]", code keeps its text and math its TeX source (or what `options.math`
 * makes of it). Paragraphs and other blocks are separated by a blank line; line breaks inside a
 * paragraph are kept. A paragraph whose every line is a row of table cells (`| a | b |`, e.g. a
 * search snippet cut out of a table, which no longer parses as one) is summarised as "[table]"
 * too. Characters the parser keeps as text (the search highlight's U+0002 and U+0003) pass
 * through.
 */
import type { Nodes, Parents, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { pandocDollarMathSyntax } from './pandocDollarMath.ts';

/** What a table shows as in a preview. */
export const tableSummary = '[table]';

export interface PlainTextOptions {
  /** Writes one formula's TeX source (`display`: a `$$...$$` or fenced formula); the source itself by default. */
  math?: (tex: string, display: boolean) => string;
}

/** A line that is a row of table cells: starts or ends with a pipe and holds at least two. */
const tableRow = (line: string) => /^\s*\||\|\s*$/.test(line) && (line.match(/\|/g)?.length ?? 0) >= 2;

/** Inline HTML and raw blocks lose their tags. */
const withoutTags = (html: string) => html.replace(/<[^>]*>/g, '');

function inline(node: Nodes, options: Required<PlainTextOptions>): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'inlineMath':
      return options.math(node.value, false);
    case 'math':
      return options.math(node.value, true);
    case 'html':
      return withoutTags(node.value);
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? (node.children as Nodes[]).map((child) => inline(child, options)).join('') : '';
  }
}

function block(node: RootContent | Parents, options: Required<PlainTextOptions>): string {
  switch (node.type) {
    case 'table':
      return tableSummary;
    case 'code':
      return node.value;
    case 'math':
      return options.math(node.value, true);
    case 'html':
      return withoutTags(node.value).trim();
    case 'thematicBreak':
    case 'definition':
    case 'footnoteDefinition':
      return '';
    case 'paragraph':
    case 'heading': {
      const text = inline(node, options);
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      return lines.length > 0 && lines.every(tableRow) ? tableSummary : text;
    }
    case 'list':
      return node.children.map((item) => block(item, options)).filter((text) => text !== '').join('\n');
    default:
      return 'children' in node
        ? (node.children as RootContent[])
            .map((child) => block(child, options))
            .filter((text) => text !== '')
            .join('\n\n')
        : inline(node, options);
  }
}

/**
 * `markdown` as plain text (see the module's comment): no Markdown marks, tables as "[table]",
 * math as its TeX source unless `options.math` writes it otherwise. Trailing spaces of lines are
 * dropped and the result is trimmed. Never throws.
 */
export function plainText(markdown: string, options: PlainTextOptions = {}): string {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm(), math({ singleDollarTextMath: false }), pandocDollarMathSyntax],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
  });
  return block(tree, { math: options.math ?? ((tex) => tex) })
    .replace(/[ \t]+$/gm, '')
    .trim();
}

/**
 * A one-line preview of `markdown`: its `plainText` with whitespace runs joined into single
 * spaces, cut to at most `maxChars` characters (ending "…" when cut).
 */
export function plainExcerpt(markdown: string, maxChars: number, options: PlainTextOptions = {}): string {
  const flat = plainText(markdown, options).replace(/\s+/g, ' ').trim();
  return flat.length <= maxChars ? flat : `${flat.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
}
