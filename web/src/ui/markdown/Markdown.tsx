/**
 * The Markdown renderer (contract section 7.1), loaded as its own chunk by `RichText` (see
 * load.ts): CommonMark + GFM (tables, strikethrough, autolinks, task lists) + TeX math (`$...$`
 * inline, `$$...$$` display, also within a line: rehypeDisplayDollars.ts) through react-markdown, remark-gfm, remark-math and rehype-katex.
 * Raw HTML in the source is shown as text (react-markdown's default; rehype-raw is deliberately
 * not used). URLs follow urlPolicy.ts, elements components.tsx, KaTeX katexOptions.ts; text
 * nested too deeply to parse safely (limits.ts) shows as plain text. KaTeX's CSS and fonts are
 * imported here, so Vite bundles them into this chunk's assets (same-origin, as the CSP requires).
 */
import { memo, useId } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import './markdown.css';
import { markdownComponents } from './components.tsx';
import { katexOptions } from './katexOptions.ts';
import { isTooNested } from './limits.ts';
import { PlainText } from './PlainText.tsx';
import { rehypeDisplayDollars } from './rehypeDisplayDollars.ts';
import { rehypeLongFormulas } from './rehypeLongFormulas.ts';
import { transformUrl } from './urlPolicy.ts';

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [rehypeDisplayDollars, rehypeLongFormulas, [rehypeKatex, katexOptions] as const] as never;

/** `text` as Markdown in a `<div class="markdown {className}">`; re-parsed only when `text` changes. */
function Markdown({ text, className }: { text: string; className?: string }) {
  // Footnote ids get a per-instance prefix, so two posts on one page never share an id.
  const prefix = `md${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  // `markdown-plain` tells this apart from RichText's fallback while the chunk loads.
  if (isTooNested(text)) return <PlainText text={text} className={className ? `markdown-plain ${className}` : 'markdown-plain'} />;
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        remarkRehypeOptions={{ clobberPrefix: prefix }}
        urlTransform={transformUrl}
        components={markdownComponents}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}

export default memo(Markdown);
