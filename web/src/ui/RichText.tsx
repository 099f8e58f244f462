import { Fragment, lazy, Suspense, type ComponentType } from 'react';
import { loadMarkdown, loadMathMarkdown } from './markdown/load.ts';
import { mayContainMath } from './markdown/mayContainMath.ts';
import { PlainText } from './markdown/PlainText.tsx';
import type { RendererProps } from './markdown/types.ts';
import { plainParagraphs } from './plainProse.ts';
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
 * A text that uses no Markdown at all (plainProse.ts) renders at once as the renderer would render
 * it, without parsing or downloading anything.
 */
export function RichText({ text, className, inline = false }: RendererProps) {
  const paragraphs = inline ? null : plainParagraphs(text);
  if (paragraphs) return <PlainProse paragraphs={paragraphs} className={className} />;
  const Renderer = mayContainMath(text) ? MathMarkdown : Markdown;
  return (
    <Suspense fallback={<PlainText text={text} className={className} inline={inline} />}>
      <Renderer text={text} className={className} inline={inline} />
    </Suspense>
  );
}

/** Paragraphs of plain prose, in the markup the Markdown renderer gives them (a `<p>` each, a line break between). */
export function PlainProse({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      {paragraphs.map((paragraph, index) => (
        <Fragment key={index}>
          {index > 0 && '\n'}
          <p>{paragraph}</p>
        </Fragment>
      ))}
    </div>
  );
}
