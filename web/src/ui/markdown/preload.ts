/**
 * Starting the Markdown chunks early. Pages that certainly show Markdown (a forum post, a
 * question) call `preloadMarkdown()` or render `<MarkdownPreload />` so the renderer downloads
 * while their data loads, and `RichText` rarely needs its plain-text fallback; pages that
 * certainly show math (or know the text) pass `math` / the text to fetch the math part too.
 */
import { useEffect } from 'react';
import { loadMarkdown, loadMathMarkdown } from './load.ts';
import { mayContainMath } from './mayContainMath.ts';

const ignore = () => undefined; // RichText retries and keeps its plain-text fallback

/**
 * Starts downloading the renderer without math; with `text` that may contain math
 * (mayContainMath.ts), the math part as well. Safe to call any number of times, never throws.
 */
export function preloadMarkdown(text?: string): void {
  loadMarkdown().catch(ignore);
  if (text !== undefined && mayContainMath(text)) preloadMathMarkdown();
}

/** Starts downloading the math renderer (and the one without math it builds on); never throws. */
export function preloadMathMarkdown(): void {
  loadMathMarkdown().catch(ignore);
}

/** Renders nothing; starts loading the renderer when mounted (with `math`, the math part too). */
export function MarkdownPreload({ math = false }: { math?: boolean }): null {
  useEffect(() => (math ? preloadMathMarkdown() : preloadMarkdown()), [math]);
  return null;
}
