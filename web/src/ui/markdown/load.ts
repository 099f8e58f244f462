/**
 * The dynamic imports of the Markdown renderer, in two parts: Markdown.tsx (react-markdown,
 * remark-gfm, the URL policy, components, limits, markdown.css) and MathMarkdown.tsx (remark-math,
 * rehype-katex, KaTeX with its CSS and fonts, parse5), which imports the first, so Vite makes two
 * chunks and react-markdown's code is in the first only. The first page's JavaScript carries
 * neither; a text without math never downloads the second. Both loaders are memoised: calling one
 * again returns the same promise, which is what React.lazy needs and what preload.ts builds on.
 */
let loading: Promise<typeof import('./Markdown.tsx')> | undefined;
let loadingMath: Promise<typeof import('./MathMarkdown.tsx')> | undefined;

/** Starts loading the renderer without math (once) and resolves to its module. */
export function loadMarkdown(): Promise<typeof import('./Markdown.tsx')> {
  loading ??= import('./Markdown.tsx').catch((error: unknown) => {
    loading = undefined; // let a later render try again (e.g. after a network blip)
    throw error;
  });
  return loading;
}

/** Starts loading the renderer with math (once; it brings the one without along) and resolves to its module. */
export function loadMathMarkdown(): Promise<typeof import('./MathMarkdown.tsx')> {
  loadingMath ??= import('./MathMarkdown.tsx').catch((error: unknown) => {
    loadingMath = undefined;
    throw error;
  });
  return loadingMath;
}
