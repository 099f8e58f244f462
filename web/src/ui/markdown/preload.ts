/**
 * Starting the Markdown chunk early. Pages that certainly show Markdown (a forum post, a
 * question) call `preloadMarkdown()` or render `<MarkdownPreload />` so the chunk downloads while
 * their data loads, and `RichText` rarely needs its plain-text fallback.
 */
import { useEffect } from 'react';
import { loadMarkdown } from './load.ts';

/** Starts downloading the renderer chunk; safe to call any number of times, never throws. */
export function preloadMarkdown(): void {
  loadMarkdown().catch(() => undefined /* RichText retries and keeps its plain-text fallback */);
}

/** Renders nothing; starts loading the renderer chunk when mounted. */
export function MarkdownPreload(): null {
  useEffect(preloadMarkdown, []);
  return null;
}
