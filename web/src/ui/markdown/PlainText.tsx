import { useMemo } from 'react';
import { textParts } from '../../lib/textParts.ts';
import type { RendererProps } from './types.ts';

/**
 * Text shown as it was typed: line breaks kept (`white-space: pre-wrap` of `.rich-text`), web
 * addresses turned into links that open in a new tab, everything else React text (so markup shows
 * literally). The fallback of `RichText` while the Markdown chunk loads, and what Markdown too
 * deeply nested to render safely shows as. With `inline`, a `<span>` and no links (the text may be
 * inside a button, where links are not allowed).
 */
export function PlainText({ text, className, inline = false }: RendererProps) {
  const parts = useMemo(() => textParts(text), [text]);
  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (inline) return <span className={classes}>{text}</span>;
  return (
    <div className={classes}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}
