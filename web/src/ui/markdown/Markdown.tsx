/**
 * The Markdown renderer without math (contract section 7.1), loaded as its own chunk by
 * `RichText` (see load.ts) for texts with no `$`: CommonMark + GFM (tables, strikethrough,
 * autolinks, task lists) through react-markdown and remark-gfm. Raw HTML in the source is shown as
 * text (react-markdown's default; rehype-raw is deliberately not used). URLs follow urlPolicy.ts,
 * elements components.tsx; text nested too deeply to parse safely (limits.ts) shows as plain text.
 * `MarkdownView` is also the base of the math renderer (MathMarkdown.tsx), whose chunk imports this
 * one, so react-markdown's code is downloaded once.
 */
import { memo, useId } from 'react';
import ReactMarkdown, { type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown.css';
import { markdownComponents } from './components.tsx';
import { isTooNested } from './limits.ts';
import { PlainText } from './PlainText.tsx';
import { rehypePhrasing } from './rehypePhrasing.ts';
import type { RendererProps } from './types.ts';
import { transformUrl } from './urlPolicy.ts';

type Plugins = NonNullable<Options['remarkPlugins']>;

const gfmOnly: Plugins = [remarkGfm];
const none: Plugins = [];
const phrasingOnly: Plugins = [rehypePhrasing];

/**
 * `text` as Markdown in a `<div class="markdown {className}">` (with `inline`, a
 * `<span class="markdown markdown--inline {className}">` of phrasing content: rehypePhrasing runs
 * after `rehypePlugins`). `remarkPlugins` default to GFM; pass arrays made once (module constants).
 */
export function MarkdownView({ text, className, inline = false, remarkPlugins = gfmOnly, rehypePlugins = inline ? phrasingOnly : none }: RendererProps & { remarkPlugins?: Plugins; rehypePlugins?: Plugins }) {
  // Footnote ids get a per-instance prefix, so two posts on one page never share an id.
  const prefix = `md${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  // `markdown-plain` tells this apart from RichText's fallback while the chunk loads.
  if (isTooNested(text)) return <PlainText text={text} inline={inline} className={className ? `markdown-plain ${className}` : 'markdown-plain'} />;
  const Wrapper = inline ? 'span' : 'div';
  const classes = ['markdown', inline ? 'markdown--inline' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Wrapper className={classes}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        remarkRehypeOptions={{ clobberPrefix: prefix }}
        urlTransform={transformUrl}
        components={markdownComponents}
      >
        {text}
      </ReactMarkdown>
    </Wrapper>
  );
}

/** `text` as Markdown without math; re-parsed only when a prop changes. */
function Markdown(props: RendererProps) {
  return <MarkdownView {...props} />;
}

export default memo(Markdown);
