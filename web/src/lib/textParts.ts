import { tokenize } from 'linkifyjs';

/** A run of comment, post or reply text: plain, or a web link with the address to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const webAddress = /^https?:\/\//i;

/**
 * Splits plain text into text and link parts with linkifyjs (addresses with or without a scheme,
 * on known top-level domains). Only http(s) addresses become links; anything else, e-mail
 * addresses included, stays text. Joining the parts' `text` gives back the input.
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const token of tokenize(text)) {
    const value = token.toString();
    const href = token.isLink && token.t === 'url' ? token.toHref() : '';
    const last = parts.at(-1);
    if (webAddress.test(href)) parts.push({ kind: 'link', text: value, href });
    else if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  }
  return parts;
}
