/**
 * `@username` autocomplete in the editor (docs/contract.md section 7.4), as pure functions of
 * the text and the caret: which mention is being typed, and the `Edit` that completes it.
 */
import type { Edit } from './insertions.ts';

/** A mention being typed: the `@` at `start`, and the letters typed after it up to the caret. */
export interface TypedMention {
  start: number;
  query: string;
}

/**
 * The mention the caret is at the end of: `@` at the start of the text or after a character that
 * is not a letter, digit, `_` or `@` (so not inside an e-mail address), then 1 to 50 characters
 * without spaces or `@`. Undefined otherwise.
 */
export function mentionAt(value: string, caret: number): TypedMention | undefined {
  const before = value.slice(0, caret);
  const match = /(?:^|[^\w@])@([^\s@]{1,50})$/.exec(before);
  if (!match) return undefined;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** Replaces the typed mention with `@username ` and puts the caret after the space. */
export function mentionEdit(mention: TypedMention, caret: number, username: string): Edit {
  const text = `@${username} `;
  const end = mention.start + text.length;
  return { from: mention.start, to: caret, text, selectFrom: end, selectTo: end };
}
