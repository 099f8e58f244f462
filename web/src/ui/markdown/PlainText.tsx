import { useMemo } from 'react';
import { textParts } from '../../lib/textParts.ts';

/**
 * Text shown as it was typed: line breaks kept (`white-space: pre-wrap` of `.rich-text`), web
 * addresses turned into links that open in a new tab, everything else React text (so markup shows
 * literally). The fallback of `RichText` while the Markdown chunk loads, and what Markdown too
 * deeply nested to render safely shows as.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(() => textParts(text), [text]);
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
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
