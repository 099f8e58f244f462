/**
 * The one dynamic import of the Markdown renderer: Vite makes Markdown.tsx (with react-markdown,
 * the remark/rehype plugins, KaTeX and its CSS and fonts) a separate chunk, so the first page's
 * JavaScript does not carry it. `loadMarkdown` is memoised: calling it again returns the same
 * promise, which is what React.lazy needs and what `preloadMarkdown` builds on.
 */
let loading: Promise<typeof import('./Markdown.tsx')> | undefined;

/** Starts loading the renderer chunk (once) and resolves to its module. */
export function loadMarkdown(): Promise<typeof import('./Markdown.tsx')> {
  loading ??= import('./Markdown.tsx').catch((error: unknown) => {
    loading = undefined; // let a later render try again (e.g. after a network blip)
    throw error;
  });
  return loading;
}
