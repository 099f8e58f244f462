/**
 * The Markdown renderer with TeX math (contract section 7.1), loaded as its own chunk by
 * `RichText` (see load.ts) only for texts that may contain math (mayContainMath.ts): the renderer
 * of Markdown.tsx plus remark-math and rehype-katex — `$...$` inline by pandoc's rule
 * (remarkPandocMath.ts: "P $ Q" and "$5 and $10" stay text), `$$...$$` display, also
 * within a line (rehypeDisplayDollars.ts), formulas bounded by rehypeLongFormulas.ts, KaTeX options
 * in katexOptions.ts. KaTeX's CSS and fonts (and math.css) are imported here, so Vite bundles them into this
 * chunk's assets (same-origin, as the CSP requires); react-markdown comes from Markdown.tsx's
 * chunk, which this one imports.
 */
import { memo } from 'react';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import 'katex/dist/katex.min.css';
import './math.css';
import { katexOptions } from './katexOptions.ts';
import { MarkdownView } from './Markdown.tsx';
import { rehypeDisplayDollars } from './rehypeDisplayDollars.ts';
import { rehypeInlineMath } from './rehypeInlineMath.ts';
import { rehypeLongFormulas } from './rehypeLongFormulas.ts';
import { rehypePhrasing } from './rehypePhrasing.ts';
import { remarkPandocMath } from './remarkPandocMath.ts';
import type { RendererProps } from './types.ts';

const katex = [rehypeKatex, katexOptions] as const;
const remarkPlugins = [remarkGfm, remarkPandocMath];
const blockPlugins = [rehypeDisplayDollars, rehypeLongFormulas, katex] as never;
const inlinePlugins = [rehypeInlineMath, rehypeLongFormulas, katex, rehypePhrasing] as never;

/** `text` as Markdown with math (see Markdown.tsx's `MarkdownView`); re-parsed only when a prop changes. */
function MathMarkdown(props: RendererProps) {
  return <MarkdownView {...props} remarkPlugins={remarkPlugins} rehypePlugins={props.inline ? inlinePlugins : blockPlugins} />;
}

export default memo(MathMarkdown);
