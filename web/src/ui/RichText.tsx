import { lazy, Suspense, type ComponentType } from 'react';
import { loadMarkdown } from './markdown/load.ts';
import { PlainText } from './markdown/PlainText.tsx';
import './discussion.css';

/**
 * The renderer chunk, loaded on first use. Should the chunk fail to load, the text stays plain
 * (the same as the fallback) instead of breaking the page.
 */
const Markdown = lazy<ComponentType<{ text: string; className?: string }>>(() =>
  loadMarkdown().catch(() => ({ default: PlainText })),
);

/**
 * What users write — question text, options, passages, explanations, forum posts and replies,
 * comments — rendered as Markdown with TeX math (web/src/ui/markdown/Markdown.tsx, contract
 * section 7.1): the one place such text is rendered. While the renderer's chunk loads (the first
 * time only), the text shows as plain text with its line breaks and safe links; call
 * `preloadMarkdown()` (./markdown/preload.ts) on pages that certainly need it.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense fallback={<PlainText text={text} className={className} />}>
      <Markdown text={text} className={className} />
    </Suspense>
  );
}
