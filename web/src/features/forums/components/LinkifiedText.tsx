import { useMemo } from 'react';
import { textParts } from '../hooks/textParts.ts';

/**
 * Plain text with its web addresses as links that open in a new tab. Everything is rendered as
 * React text, so markup in the text shows literally.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => textParts(text), [text]);
  return parts.map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
