import { useMemo } from 'react';
import { textParts } from '../lib/textParts.ts';
import './discussion.css';

/**
 * The body of a comment, post or reply: the one place such text is rendered. Plain text keeps
 * its line breaks, and its web addresses become links that open in a new tab. Everything is
 * rendered as React text, so markup in the text shows literally.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
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
