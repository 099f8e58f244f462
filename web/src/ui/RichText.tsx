import { lazy, Suspense, type ComponentType } from 'react';
import { loadMarkdown, loadMathMarkdown } from './markdown/load.ts';
import { mayContainMath } from './markdown/mayContainMath.ts';
import { PlainText } from './markdown/PlainText.tsx';
import type { RendererProps } from './markdown/types.ts';
import './discussion.css';

/**
 * The renderer chunks, loaded on first use. Should the chunk fail to load, the text stays plain
 * (the same as the fallback) instead of breaking the page; should only the math part fail, the
 * text renders as Markdown without math.
 */
const Markdown = lazy<ComponentType<RendererProps>>(() => loadMarkdown().catch(() => ({ default: PlainText })));
const MathMarkdown = lazy<ComponentType<RendererProps>>(() =>
  loadMathMarkdown()
    .catch(() => loadMarkdown())
    .catch(() => ({ default: PlainText })),
);

/**
 * What users write — question text, options, passages, explanations, forum posts and replies,
 * comments — rendered as Markdown with TeX math (web/src/ui/markdown/, contract section 7.1): the
 * one place such text is rendered. A text that may contain math (an unescaped `$`:
 * markdown/mayContainMath.ts) uses the renderer with KaTeX (MathMarkdown.tsx), any other the
 * smaller one without (Markdown.tsx), so KaTeX is never downloaded for it. While a renderer's
 * chunk loads (the first time only), the text shows as plain text with its line breaks and safe
 * links; call `preloadMarkdown()` (./markdown/preload.ts) on pages that certainly need it.
 * `inline` renders phrasing content in a `<span>`, valid inside a `<button>` (see RendererProps).
 */
export function RichText({ text, className, inline = false }: RendererProps) {
  const Renderer = mayContainMath(text) ? MathMarkdown : Markdown;
  return (
    <Suspense fallback={<PlainText text={text} className={className} inline={inline} />}>
      <Renderer text={text} className={className} inline={inline} />
    </Suspense>
  );
}
