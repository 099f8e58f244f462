/**
 * `npm run bench -- render`: the cost of the Markdown renderer (web/src/ui/markdown).
 *
 * (a) Render time in Chromium of the real built bundle: the New Post page's editor holds a
 *     4,000-character passage with 3 GFM tables and 30 formulas; its Preview tab is opened 20 times
 *     (after one warm-up that loads the chunk), each time mounting `RichText` afresh. Timed in the
 *     page from the tab's click until the preview holds all 30 KaTeX formulas and 3 tables, with
 *     layout forced; prints the median and the slowest, in ms.
 * (b) The first page's compressed size: the JS and CSS that index.html loads directly (module
 *     scripts, stylesheets, modulepreloads), summed raw, gzip (level 9) and brotli (quality 11)
 *     with node:zlib, for three builds made in this run:
 *       before — the commit before the renderer was added (git archive of web/ and common/),
 *       lazy   — this tree, as shipped (the renderer a lazily loaded chunk),
 *       static — this tree with the renderer imported statically (what lazy loading avoids);
 *     plus the same for the forum post page (index.html's files and every chunk the post page
 *     imports statically), and the lazy chunks' own JS and CSS: the renderer is split in two
 *     (web/src/ui/markdown/load.ts), Markdown.tsx (react-markdown + GFM) and MathMarkdown.tsx
 *     (KaTeX, its CSS; it imports the first), so the post page is also measured with the first
 *     chunk only (a text without `$`) and with both (a text with math). KaTeX's woff2 fonts are
 *     summed apart: a page downloads only the ones its formulas use.
 *
 * The app runs in this process on PGlite (in memory) and REDIS_URL; Chromium is CHROMIUM_PATH
 * (default /usr/bin/chromium). BENCH_RENDER_DIST=<a built dist/web> skips the builds and (b), and
 * times rendering with that build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { openBenchDatabase } from './database.ts';

const root = join(import.meta.dirname, '..', '..');
const renders = 20;

/** The bench passage: about 4,000 characters, 3 GFM tables, 24 inline and 6 display formulas. */
export function benchPassage(): string {
  const inline = ['$x^2 + y^2 = r^2$', '$\\frac{a}{b} + \\frac{c}{d}$', '$\\sqrt{x+1}$', '$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$', '$e^{i\\pi} + 1 = 0$', '$\\binom{n}{k}$', '$a_n = a_1 + (n-1)d$', '$\\log_2 8 = 3$'];
  const display = ['$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$', '$$\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$', '$$S_n = \\frac{n}{2}\\left(2a + (n-1)d\\right)$$'];
  const table = (n: number) =>
    [`| Item ${n} | Cost price | Selling price |`, '| --- | ---: | ---: |', '| Pens | 120 | 150 |', '| Books | 480 | 540 |', '| Bags | 900 | 1,080 |'].join('\n');
  const prose = 'A trader marks goods above cost and then offers a discount; find the profit percentage and compare both offers. ';
  const blocks: string[] = [];
  let formulas = 0;
  for (let section = 0; section < 3; section += 1) {
    for (let p = 0; p < 4; p += 1) {
      blocks.push(`${prose}Here ${inline[(section * 4 + p) % inline.length]} and ${inline[(section * 4 + p + 3) % inline.length]} hold.`);
      formulas += 2;
    }
    blocks.push(display[section]!, display[(section + 1) % display.length]!);
    formulas += 2;
    blocks.push(table(section + 1));
  }
  if (formulas !== 30) throw new Error(`bench passage has ${formulas} formulas`);
  let text = blocks.join('\n\n');
  while (text.length < 4000) text += ` ${prose}`.slice(0, 4000 - text.length);
  return text;
}

/** Makes the renderer's dynamic imports static (web/src/ui/markdown/load.ts), for the "static" build. */
function staticRenderer(): Plugin {
  return {
    name: 'bench-static-renderer',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('web/src/ui/markdown/load.ts')) return null;
      const replaced = code
        .replace("??= import('./Markdown.tsx')", '??= Promise.resolve(MarkdownModule)')
        .replace("??= import('./MathMarkdown.tsx')", '??= Promise.resolve(MathMarkdownModule)');
      if (!replaced.includes('Promise.resolve(MarkdownModule)') || !replaced.includes('Promise.resolve(MathMarkdownModule)')) {
        throw new Error('load.ts no longer has the dynamic imports the bench rewrites');
      }
      return `import * as MarkdownModule from './Markdown.tsx';\nimport * as MathMarkdownModule from './MathMarkdown.tsx';\n${replaced}`;
    },
  };
}

/** Builds the web app whose vite config is `configFile` into `outDir`, with a manifest. */
async function buildWeb(configFile: string, outDir: string, plugins: Plugin[] = []) {
  await build({ configFile, logLevel: 'error', plugins, build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } });
}

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function measureFiles(dir: string, files: Iterable<string>): Sizes {
  const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const bytes = readFileSync(join(dir, file));
    sizes.files += 1;
    sizes.raw += bytes.length;
    sizes.gzip += gzipSync(bytes, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length;
  }
  return sizes;
}

/** The JS and CSS index.html loads directly: module scripts, stylesheets, modulepreloads. */
function firstPageFiles(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    const isCode = tag.startsWith('<script') || /rel="(stylesheet|modulepreload)"/.test(tag);
    if (url && isCode && /\.(js|css)$/.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; src?: string }>;

/** The files of manifest entry `key` and of everything it imports statically, with their CSS. */
function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`manifest has no ${name}`);
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** The first page's files plus the post page's static closure. */
function postPageFiles(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const page = Object.keys(manifest).find((key) => /pages\/.*PostPage\.tsx$/.test(key) && !/NewPostPage/.test(key));
  if (!page) throw new Error('the manifest has no PostPage');
  return [...firstPageFiles(dir), ...staticClosure(manifest, page)];
}

/** A lazy chunk's own JS and CSS: the chunk of web/src/ui/markdown/`source`. */
function lazyChunkFiles(dir: string, source: 'Markdown.tsx' | 'MathMarkdown.tsx'): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const key = Object.keys(manifest).find((name) => name.endsWith(`ui/markdown/${source}`));
  if (!key) throw new Error(`no ${source} chunk: is the renderer still lazily loaded?`);
  return [manifest[key]!.file, ...(manifest[key]!.css ?? [])];
}

/** KaTeX's woff2 fonts in the build (what Chromium fetches, each only when a formula uses it). */
function katexFonts(dir: string): string[] {
  return readdirSync(join(dir, 'assets')).filter((name) => /^KaTeX_.*\.woff2$/.test(name)).map((name) => `assets/${name}`);
}

/** The parent of the commit that added the renderer, or null when the history does not have it. */
function commitBeforeRenderer(): string | null {
  try {
    const added = execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', 'web/src/ui/markdown/Markdown.tsx'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop();
    return added ? execFileSync('git', ['rev-parse', `${added}^`], { cwd: root, encoding: 'utf8' }).trim() : null;
  } catch {
    return null;
  }
}

/** web/ and common/ of `commit` extracted into a temporary directory beside node_modules; its vite config path. */
function checkout(commit: string, into: string): string {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, 'web', 'common', 'package.json', 'tsconfig.json'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(into, 'node_modules'));
  return join(into, 'web', 'vite.config.ts');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const line = (label: string, sizes: Sizes) =>
  console.log(`${label.padEnd(44)} ${String(sizes.files).padStart(3)} files  raw ${kb(sizes.raw).padStart(9)}  gzip ${kb(sizes.gzip).padStart(8)}  brotli ${kb(sizes.brotli).padStart(8)}`);

/** Builds the three variants and prints their sizes; returns the "lazy" build's directory. */
async function benchSizes(work: string): Promise<string> {
  const config = join(root, 'web', 'vite.config.ts');
  const lazy = join(work, 'lazy');
  const eager = join(work, 'static');
  await buildWeb(config, lazy);
  await buildWeb(config, eager, [staticRenderer()]);
  const base = commitBeforeRenderer();
  let before: string | null = null;
  if (base) {
    before = join(work, 'before');
    await buildWeb(checkout(base, join(work, 'before-src')), before);
  }
  console.log(`\nrender: first page = what index.html loads directly (script, stylesheet, modulepreload)`);
  if (before) line(`first page, before the renderer (${base!.slice(0, 10)})`, measureFiles(before, firstPageFiles(before)));
  line('first page, renderer lazy (as shipped)', measureFiles(lazy, firstPageFiles(lazy)));
  line('first page, renderer imported statically', measureFiles(eager, firstPageFiles(eager)));
  if (before) line('post page, before the renderer', measureFiles(before, postPageFiles(before)));
  line('post page, renderer lazy (without its chunks)', measureFiles(lazy, postPageFiles(lazy)));
  line('post page, renderer imported statically', measureFiles(eager, postPageFiles(eager)));
  const markdownChunk = lazyChunkFiles(lazy, 'Markdown.tsx');
  const mathChunk = lazyChunkFiles(lazy, 'MathMarkdown.tsx');
  line('the lazy renderer chunks (JS + CSS), both', measureFiles(lazy, [...markdownChunk, ...mathChunk]));
  line('  Markdown chunk (react-markdown + GFM)', measureFiles(lazy, markdownChunk));
  line('  math chunk (remark-math, KaTeX + CSS)', measureFiles(lazy, mathChunk));
  line('post page without math (+ Markdown chunk)', measureFiles(lazy, [...postPageFiles(lazy), ...markdownChunk]));
  line('post page with math (+ both chunks)', measureFiles(lazy, [...postPageFiles(lazy), ...markdownChunk, ...mathChunk]));
  line('KaTeX woff2 fonts (fetched as formulas need)', measureFiles(lazy, katexFonts(lazy)));
  return lazy;
}

/** Serves `webDistDir` with the real API on PGlite; logs a user in; renders the passage 20 times. */
async function benchRenderTime(webDistDir: string): Promise<void> {
  const database = await openBenchDatabase({ databaseUrl: undefined, pgliteDir: null });
  await database.migrate();
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000000' };
  delete env.DATABASE_URL; // PGlite in memory
  const config = loadConfig(env, { sessionSecret: 'bench-session-secret-of-at-least-32-chars', redisPrefix: 'bench-render' });
  const app = await buildApp(config, { database, webDistDir });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const password = 'Bench@2026';
  await register(database.db, { name: 'Bench Render', username: 'benchrender', password, emailId: 'bench-render@example.org', mobile: null, userType: 'Student' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${baseUrl}/perform-login`, { form: { username: 'benchrender', password }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    if (login.status() !== 200) throw new Error(`bench login failed: ${login.status()}`);
    const forum = await context.request.post(`${baseUrl}/api/forum/forums`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { title: 'Bench', description: 'Render timing' } });
    const { id: forumId } = await forum.json();
    const page = await context.newPage();
    // tsx names the functions inside page.evaluate with a helper the page does not have.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(`${baseUrl}/forum/${forumId}/new`);
    const passage = benchPassage();
    await page.getByLabel('Content').fill(passage);
    /** One Preview opening, timed in the page; the Write tab is selected again afterwards. */
    const renderOnce = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((element) => element.textContent === name)!;
            const started = performance.now();
            const finish = () => {
              const panel = document.querySelector<HTMLElement>('[data-testid="md-preview"] .markdown');
              if (!panel || panel.querySelectorAll('.katex').length < 30 || panel.querySelectorAll('table').length < 3) return;
              void panel.offsetHeight; // layout included
              observer.disconnect();
              clearTimeout(timer);
              const elapsed = performance.now() - started;
              tab('Write').click();
              resolve(elapsed);
            };
            const observer = new MutationObserver(finish);
            const timer = setTimeout(() => reject(new Error('the preview never showed 30 formulas and 3 tables')), 20_000);
            observer.observe(document.body, { childList: true, subtree: true });
            tab('Preview').click();
          }),
      );
    const first = await renderOnce(); // warm-up: loads the chunk and KaTeX's fonts; JIT still cold
    const times: number[] = [];
    for (let i = 0; i < renders; i += 1) times.push(await renderOnce());
    const inOrder = times.map((time) => time.toFixed(0)).join(' ');
    times.sort((a, b) => a - b);
    const median = (times[renders / 2 - 1]! + times[renders / 2]!) / 2;
    console.log(
      `render: ${passage.length}-character passage, 3 GFM tables, 30 formulas, in Chromium (built bundle): ` +
        `median ${median.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms, slowest ${times[renders - 1]!.toFixed(1)} ms over ${renders} renders`,
    );
    console.log(`render: first render (chunk download included) ${first.toFixed(0)} ms; the ${renders} in order (ms): ${inOrder}`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

/** The render step of `npm run bench`. */
export async function benchRender(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-render-'));
  try {
    const lazy = process.env.BENCH_RENDER_DIST ?? (await benchSizes(work));
    if (!existsSync(join(lazy, 'index.html'))) throw new Error('the lazy build has no index.html');
    await benchRenderTime(lazy);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
