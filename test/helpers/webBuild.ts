/**
 * The built web app for tests and benches: `ensureWebBuilt` builds it when `npm start` would
 * (scripts/build-web.mjs: missing, another mode, or other inputs); `firstPageAssets` lists what its index.html loads (contract section
 * 7.8 "the first page"), with each file's plain, brotli and gzip sizes in bytes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { webDistDir } from '../../server/plugins/web.ts';
import { buildWeb, webRebuildReason } from '../../scripts/build-web.mjs';

const root = join(import.meta.dirname, '..', '..');

/** Builds the web app (production) unless the build on disk is current. Throws when the build fails. */
export function ensureWebBuilt(): void {
  if (webRebuildReason(root) === null) return;
  if (buildWeb(root) !== 0) throw new Error('web build failed');
}

/** One file index.html loads: its URL path, kind, and sizes in bytes (a missing `.br`/`.gz` copy counts as the plain size: files under 1 KB are not compressed). */
export interface FirstPageAsset {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Whether the build wrote the `.br` and `.gz` copies. */
  precompressed: boolean;
}

/** The `src`/`href` of index.html's module scripts, modulepreloads and stylesheets, in order. */
export function firstPagePaths(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script')) {
      const src = attribute('src');
      if (src && attribute('type') === 'module') paths.push(src);
    } else if (['modulepreload', 'stylesheet'].includes(attribute('rel') ?? '')) {
      const href = attribute('href');
      if (href) paths.push(href);
    }
  }
  return paths;
}

/** What `distDir`'s index.html loads (JS and CSS only), with sizes. Throws when a file is missing. */
export function firstPageAssets(distDir = webDistDir): FirstPageAsset[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sizeOr = (file: string, fallback: number) => (existsSync(file) ? statSync(file).size : fallback);
  return firstPagePaths(html)
    .filter((path) => /\.(js|css)$/.test(path))
    .map((path) => {
      const file = join(distDir, path);
      const bytes = statSync(file).size;
      return {
        path,
        kind: path.endsWith('.css') ? 'css' : 'js',
        bytes,
        brotliBytes: sizeOr(`${file}.br`, bytes),
        gzipBytes: sizeOr(`${file}.gz`, bytes),
        precompressed: existsSync(`${file}.br`) && existsSync(`${file}.gz`),
      };
    });
}
