/**
 * Rich text in a real Chromium (contract section 7.1): forum posts, replies and comments render
 * Markdown — GFM tables (scrolling inside their own box on a phone), TeX math typeset by KaTeX
 * with its bundled fonts under the app's CSP, http(s) links with safe rel values, uploaded images
 * only. The OWASP XSS filter-evasion strings (test/fixtures/xss-strings.txt) posted as a post,
 * replies and comments run nothing and leave no script, frame, handler attribute or foreign URL
 * in the page; pathological nesting and a 20,000-character formula render within seconds. The
 * editor: Write / Preview tabs, toolbar, image paste upload with the server's refusals shown, and
 * an accessibility check of the page with the editor and rendered Markdown. The renderer's two
 * chunks: a page whose texts have no `$` downloads no KaTeX (JS, CSS or font); one with a formula
 * does, and answer options (inline rich text in buttons) hold phrasing content only, math included.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@common/messages.ts';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { questions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/demo.ts';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser, questionRow } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);
// Four Chromium journeys, one of them 3,300 formulas: on a busy two-core machine the file needs
// more than the suite's 120 s per file (a time limit, not a speed target).
t.setTimeout(300_000);

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
/** A 1x1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The fixture's strings: one a line, a fenced block kept whole. */
function xssStrings(): string[] {
  const lines = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'xss-strings.txt'), 'utf8').split('\n');
  const entries: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    if (line.startsWith('```')) {
      const end = lines.indexOf('```', i + 1);
      entries.push(lines.slice(i, end + 1).join('\n'));
      i = end;
    } else entries.push(line);
  }
  return entries;
}

async function api(request: APIRequestContext, method: 'post' | 'get', url: string, data?: unknown) {
  const response = await request[method](url, { headers: xhr, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function createForum(request: APIRequestContext, baseUrl: string): Promise<number> {
  const forum = await api(request, 'post', `${baseUrl}/api/forum/forums`, { title: 'Rich text', description: 'Tables, formulas and images' });
  return forum.id;
}

async function createPost(request: APIRequestContext, baseUrl: string, forumId: number, title: string, content: string): Promise<number> {
  const created = await api(request, 'post', `${baseUrl}/api/forum/posts`, { forumId, title, content });
  return created.post.id;
}

async function uploadPng(request: APIRequestContext, baseUrl: string): Promise<string> {
  const response = await request.post(`${baseUrl}/api/images`, { headers: xhr, multipart: { image: { name: 'dot.png', mimeType: 'image/png', buffer: png } } });
  if (response.status() !== 201) throw new Error(`upload: ${response.status()}`);
  return (await response.json()).url;
}

/** Records CSP violations and dialogs of a page (window.__csp; the returned arrays). */
async function watch(context: BrowserContext, page: Page) {
  const csp: string[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  await context.addInitScript(() => {
    (window as any).__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => (window as any).__csp.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) csp.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { csp, dialogs, errors, violations: () => page.evaluate(() => (window as any).__csp as string[]) };
}

t.test('posts render tables, KaTeX math, safe links and uploaded images under the CSP', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db, { name: 'Meera Nair' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, user);
  const page = await context.newPage();
  const watched = await watch(context, page);

  const forumId = await createForum(context.request, baseUrl);
  const imageUrl = await uploadPng(context.request, baseUrl);
  const wide = Array.from({ length: 12 }, (_, i) => `Column ${i + 1}`);
  const content = [
    'Work **step by step**.',
    '',
    '| Quantity | Value |',
    '| --- | ---: |',
    '| speed | 60 km/h |',
    '| time | 2 h |',
    '',
    'Inline math: $a^2 + b^2 = c^2$ and the display:',
    '',
    '$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$',
    '',
    'See [the syllabus](https://example.org/syllabus) and a refused [script](javascript:alert(1)).',
    '',
    `![diagram](${imageUrl}) ![tracker](https://evil.example/t.png)`,
    '',
    `| ${wide.join(' | ')} |`,
    `| ${wide.map(() => '---').join(' | ')} |`,
    `| ${wide.map(() => 'a long cell value').join(' | ')} |`,
    '',
    '<b>raw html</b>',
  ].join('\n');
  const postId = await createPost(context.request, baseUrl, forumId, 'Rates and areas', content);

  await page.goto(`${baseUrl}/forum/${forumId}/post/${postId}`);
  const body = page.locator('.forum-post__content');
  await body.locator('.katex').first().waitFor({ timeout: 15_000 });
  t.ok(await body.evaluate((element) => element.classList.contains('markdown')), 'the post body is rendered Markdown');
  t.equal(await body.locator('table').count(), 2, 'both GFM tables are <table>s');
  t.equal(await body.locator('table').first().locator('th').first().innerText(), 'Quantity', 'with their header cells');
  t.equal(await body.locator('strong').innerText(), 'step by step', 'bold renders');
  t.equal(await body.locator('.katex').count(), 2, 'inline and display math are typeset by KaTeX');
  t.equal(await body.locator('.katex-display').count(), 1, 'one display formula');
  t.ok(await body.locator('.katex-display math annotation').count(), 'with MathML for screen readers');
  await page.evaluate(() => document.fonts.ready);
  const katexFonts = await page.evaluate(() => [...document.fonts].filter((font) => font.family.replace(/"/g, '').startsWith('KaTeX') && font.status === 'loaded').map((font) => font.family));
  t.ok(katexFonts.length > 0, `a KaTeX font is loaded (${katexFonts.join(', ')})`);
  t.ok(await page.evaluate(() => document.fonts.check('16px KaTeX_Main')), 'KaTeX_Main is available');
  const fontUrl = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => /KaTeX_.*\.woff2/.test(name)));
  t.ok(fontUrl?.startsWith(baseUrl), `the font came from the app's own origin (${fontUrl})`);

  const link = body.getByRole('link', { name: 'the syllabus' });
  t.equal(await link.getAttribute('href'), 'https://example.org/syllabus');
  t.equal(await link.getAttribute('target'), '_blank');
  t.equal(await link.getAttribute('rel'), 'noopener noreferrer nofollow', 'the link is safe');
  t.equal(await body.getByRole('link', { name: 'script' }).count(), 0, 'a javascript: link is not a link');
  t.match(await body.innerText(), /a refused script/, 'its text shows as plain text');

  const images = body.locator('img');
  t.equal(await images.count(), 1, 'only the uploaded image renders as <img>');
  t.equal(await images.getAttribute('src'), imageUrl);
  t.equal(await images.getAttribute('alt'), 'diagram');
  t.equal(await images.getAttribute('loading'), 'lazy');
  await page.waitForFunction(() => (document.querySelector('.forum-post__content img') as HTMLImageElement | null)?.naturalWidth === 1);
  t.pass('the uploaded image loads');
  t.match(await body.innerText(), /tracker/, "a foreign image shows its alt text");
  t.match(await body.innerText(), /<b>raw html<\/b>/, 'raw HTML shows as text');
  t.equal(await body.locator('b').count(), 0, 'and is not markup');

  // On a phone, the wide table scrolls inside its own box, not the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForFunction(() => window.innerWidth === 360);
  const scroll = await page.evaluate(() => {
    const box = document.querySelectorAll('.forum-post__content .markdown__table')[1] as HTMLElement;
    return { box: box.scrollWidth > box.clientWidth, page: document.documentElement.scrollWidth };
  });
  t.ok(scroll.box, 'the wide table scrolls inside its container');
  t.ok(scroll.page <= 360, `the page does not scroll sideways (${scroll.page}px)`);
  await page.screenshot({ path: join(outputDir, 'markdown-post-phone.png'), fullPage: true });

  t.same(await watched.violations(), [], 'no CSP violation event');
  t.same(watched.csp, [], 'no CSP console error');
  t.same(watched.errors, [], 'no uncaught errors');
});

t.test('OWASP XSS strings as a post, replies and comments run nothing and leave nothing active', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await seedDemo(database.db);
  const user = await createUser(database.db, { name: 'Kiran Das' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, user);
  const page = await context.newPage();
  const watched = await watch(context, page);
  const strings = xssStrings();
  t.ok(strings.length >= 40, `${strings.length} hostile strings`);

  const forumId = await createForum(context.request, baseUrl);
  await uploadPng(context.request, baseUrl); // so /api/images/1 exists
  const postId = await createPost(context.request, baseUrl, forumId, 'Hostile', strings.join('\n\n'));
  for (const text of strings) await api(context.request, 'post', `${baseUrl}/api/forum/addReply/${postId}`, { content: text });
  for (const text of strings) {
    await api(context.request, 'post', `${baseUrl}/api/addComment?${new URLSearchParams({ questionId: '1', text })}`);
  }

  /** What is active in the rendered text on the page: anything found is a failure. */
  const audit = () =>
    page.evaluate(() => {
      const areas = [...document.querySelectorAll('.markdown, .rich-text')];
      const found: string[] = [];
      for (const area of areas) {
        for (const element of [area, ...area.querySelectorAll('*')]) {
          const tag = element.tagName.toLowerCase();
          if (['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'frame', 'marquee', 'details', 'body'].includes(tag)) found.push(`<${tag}>`);
          for (const attribute of element.getAttributeNames()) {
            if (attribute.toLowerCase().startsWith('on')) found.push(`${tag}[${attribute}]`);
            if (['src', 'href', 'action', 'formaction', 'xlink:href', 'background', 'data'].includes(attribute.toLowerCase())) {
              const value = element.getAttribute(attribute) ?? '';
              const ok = tag === 'img' ? /^\/api\/images\/\d+$/.test(value) : /^(https?:\/\/|\/)/i.test(value);
              if (!ok) found.push(`${tag}[${attribute}=${value}]`);
            }
          }
          if (tag === 'svg' && element.closest('.katex') === null) found.push('<svg> outside KaTeX');
          if (tag === 'img' && !/^\/api\/images\/\d+$/.test(element.getAttribute('src') ?? '')) found.push(`img ${element.getAttribute('src')}`);
        }
      }
      return { areas: areas.length, found, hacked: (window as any).hacked ?? null };
    });

  await page.goto(`${baseUrl}/forum/${forumId}/post/${postId}`);
  await page.getByTestId('reply').nth(strings.length - 1).waitFor({ timeout: 20_000 });
  await page.locator('.forum-post__content.markdown').waitFor();
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="reply"] .markdown').length >= count, strings.length);
  // Hover everything rendered that can be hovered, in case a handler slipped through (an element
  // that is not visible cannot be: waiting for it to become so would only spend the timeout).
  let hovered = 0;
  for (const element of await page.locator('.forum-post__content *').all()) {
    if (!(await element.isVisible())) continue;
    await element.hover({ force: true, timeout: 1000 }); // force: at its place even when a child or KaTeX's layer is on top
    hovered += 1;
  }
  t.ok(hovered > strings.length / 2, `${hovered} rendered elements hovered`);
  const onPost = await audit();
  t.ok(onPost.areas > strings.length, `${onPost.areas} rendered areas on the post page`);
  t.same(onPost.found, [], 'nothing active in the post and its replies');
  t.match(await page.locator('.forum-post__content').innerText(), /<script>alert\(1\)<\/script>/, 'markup shows as text');
  t.equal(await page.evaluate(() => 1 + 1), 2, 'the page stays responsive');

  await page.goto(`${baseUrl}/questions/1`);
  await page.getByRole('button', { name: messages.question.showDiscussion }).click();
  await page.getByTestId('comment').nth(strings.length - 1).waitFor({ timeout: 20_000 });
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="comment"] .markdown').length >= count, strings.length);
  const onQuestion = await audit();
  t.same(onQuestion.found, [], 'nothing active in the comments');
  await page.screenshot({ path: join(outputDir, 'markdown-xss.png') });

  t.same(watched.dialogs, [], 'no dialog opened');
  t.same(await watched.violations(), [], 'no CSP violation (nothing tried to load or run)');
  t.same(watched.errors, [], 'no uncaught errors');
});

t.test('pathological Markdown renders within seconds', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db, { name: 'Dev Kapoor' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, user);
  const page = await context.newPage();
  const watched = await watch(context, page);
  const forumId = await createForum(context.request, baseUrl);
  const formula = `$${'x^2+'.repeat(4999)}10$`; // 20,000 characters
  /** Name, text, and whether it renders as Markdown (else as plain text, being nested too deeply). */
  const cases: [string, string, 'markdown' | 'rich-text'][] = [
    ['10,000 nested brackets', '['.repeat(10_000), 'markdown'],
    ['10,000 nested parentheses', '('.repeat(10_000), 'markdown'],
    ['5,000 unclosed links', '[a]('.repeat(5_000), 'markdown'],
    ['10,000 brackets then a link', `${'['.repeat(10_000)}x](https://example.org)`, 'markdown'],
    ['10,000 nested block quotes', `${'>'.repeat(10_000)} deep`, 'rich-text'],
    ['2,000 lines of growing quotes', Array.from({ length: 2_000 }, (_, i) => `${'>'.repeat(i)} x`).join('\n').slice(0, 20_000), 'rich-text'],
    ['deeply nested lists', Array.from({ length: 400 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n').slice(0, 20_000), 'rich-text'],
    ['4,000 emphasis openers', '*a **'.repeat(4_000), 'markdown'],
    ['3,300 formulas', '$x^2$ '.repeat(3_300), 'markdown'],
    ['1,000 display formulas', '$$\\int_0^1 x\\,dx$$\n'.repeat(1_000), 'markdown'],
    [`a ${formula.length}-character formula`, formula, 'markdown'],
  ];
  for (const [name, content, kind] of cases) {
    const postId = await createPost(context.request, baseUrl, forumId, name, content);
    const started = Date.now();
    await page.goto(`${baseUrl}/forum/${forumId}/post/${postId}`);
    await page.locator('.forum-post__content').waitFor({ timeout: 30_000 });
    // The renderer has run: Markdown, or plain text chosen by the renderer (not the loading fallback).
    await page.locator('.forum-post__content.markdown, .forum-post__content.markdown-plain').waitFor({ timeout: 30_000 });
    const shown = await page.evaluate(() => {
      const body = document.querySelector('.forum-post__content')!;
      return { markdown: body.classList.contains('markdown'), length: body.textContent?.length ?? 0 };
    });
    const responsive = await page.evaluate(() => new Promise<number>((resolve) => { const at = performance.now(); setTimeout(() => resolve(performance.now() - at), 0); }));
    const elapsed = Date.now() - started;
    // Generous bounds (a busy machine is slow, a super-linear blow-up on 10,000 characters is
    // slower still, or never ends); how fast it is belongs to benchmarks.
    t.ok(elapsed < 20_000, `${name}: shown in ${elapsed} ms`);
    t.equal(shown.markdown ? 'markdown' : 'rich-text', kind, `${name}: rendered as ${kind}`);
    t.ok(shown.length > 0, `${name}: the text is on the page`);
    t.ok(responsive < 2_000, `${name}: the page answers (timer ran after ${responsive.toFixed(0)} ms)`);
  }
  const formulaPost = page.locator('.forum-post__content');
  t.equal(await formulaPost.locator('.katex').count(), 0, 'the over-long formula is not typeset');
  t.equal(await formulaPost.locator('code.math-source').count(), 1, 'it shows as its TeX source');
  t.same(watched.errors, [], 'no uncaught errors (no stack overflow)');
});

/**
 * An accessibility check of the page (axe-core is not among the project's packages): from
 * Chromium's accessibility tree, every control, tab, panel, link, image and region has a name;
 * ids are unique; every id that aria-labelledby / aria-describedby / aria-controls / label[for]
 * names exists; images carry alt. Returns the problems found.
 */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: any[] };
  await cdp.detach();
  const named = new Set(['button', 'tab', 'tabpanel', 'textbox', 'link', 'image', 'img', 'region', 'toolbar', 'tablist', 'checkbox', 'combobox', 'menuitem']);
  const problems: string[] = [];
  for (const node of nodes) {
    const role = node.role?.value;
    if (node.ignored || !named.has(role)) continue;
    const name = String(node.name?.value ?? '').trim();
    if (name === '') problems.push(`${role} without an accessible name`);
  }
  problems.push(
    ...(await page.evaluate(() => {
      const found: string[] = [];
      const ids = new Map<string, number>();
      for (const element of document.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
      for (const [id, count] of ids) if (count > 1) found.push(`duplicate id ${id}`);
      for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
        for (const element of document.querySelectorAll(`[${attribute}]`)) {
          // As axe: a collapsed control may name a popup that is not rendered yet.
          if (attribute === 'aria-controls' && element.getAttribute('aria-expanded') === 'false') continue;
          for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
            if (!document.getElementById(id)) found.push(`${attribute} names missing #${id}`);
          }
        }
      }
      for (const label of document.querySelectorAll('label[for]')) {
        if (!document.getElementById(label.getAttribute('for')!)) found.push(`label for missing #${label.getAttribute('for')}`);
      }
      for (const image of document.querySelectorAll('img:not([alt])')) found.push(`img without alt ${image.getAttribute('src')}`);
      return found;
    })),
  );
  return problems;
}

/** Pastes a file into `selector`'s textarea as a ClipboardEvent with a DataTransfer, the way a browser does. */
async function pasteFile(page: Page, selector: string, kind: 'png' | 'text' | 'big-png') {
  await page.evaluate(
    async ({ selector, kind }) => {
      let file: File;
      if (kind === 'png') {
        const canvas = document.createElement('canvas');
        canvas.width = 8;
        canvas.height = 6;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#1d4ed8';
        context.fillRect(0, 0, 8, 6);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
        file = new File([blob], 'chart.png', { type: 'image/png' });
      } else if (kind === 'big-png') {
        const bytes = new Uint8Array(1024 * 1024 + 4096);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        file = new File([bytes], 'huge.png', { type: 'image/png' });
      } else {
        file = new File(['just some notes'], 'notes.txt', { type: 'text/plain' });
      }
      const transfer = new DataTransfer();
      transfer.items.add(file);
      const textarea = document.querySelector(selector) as HTMLTextAreaElement;
      textarea.focus();
      textarea.setSelectionRange(textarea.value.length, textarea.value.length);
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { selector, kind },
  );
}

t.test('the editor: Write/Preview, toolbar, pasted image upload, refusals, accessibility, phone', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db, { name: 'Sana Qureshi' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, user);
  const page = await context.newPage();
  const watched = await watch(context, page);
  const forumId = await createForum(context.request, baseUrl);

  await page.goto(`${baseUrl}/forum/${forumId}/new`);
  const content = page.getByLabel('Content');
  await content.fill('| Item | Cost |\n| --- | --- |\n| pen | 10 |\n\nArea $\\pi r^2$');
  const writeTab = page.getByRole('tab', { name: 'Write' });
  const previewTab = page.getByRole('tab', { name: 'Preview' });
  t.equal(await writeTab.getAttribute('aria-selected'), 'true', 'Write is selected first');

  // Keyboard: Right arrow on the tabs selects Preview.
  await writeTab.focus();
  await page.keyboard.press('ArrowRight');
  t.equal(await previewTab.getAttribute('aria-selected'), 'true', 'ArrowRight selects Preview');
  t.ok(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab' && document.activeElement.textContent === 'Preview'), 'and focuses it');
  const preview = page.getByTestId('md-preview');
  await preview.locator('.katex').waitFor({ timeout: 10_000 });
  t.equal(await preview.locator('table').count(), 1, 'Preview shows the table as a <table>');
  t.equal(await preview.locator('.katex').count(), 1, 'and the formula typeset');
  t.equal(await preview.getAttribute('role'), 'tabpanel');
  t.equal(await preview.getAttribute('aria-labelledby'), await previewTab.getAttribute('id'), 'the panel is labelled by its tab');
  t.same(await accessibilityProblems(page), [], 'no accessibility problems with the preview open');
  await page.keyboard.press('ArrowLeft');
  t.equal(await writeTab.getAttribute('aria-selected'), 'true', 'ArrowLeft goes back to Write');
  t.ok(await content.isVisible(), 'the text box is back');

  // Toolbar: Bold wraps the selection, Formula puts the cursor inside $ $, Table adds a skeleton.
  await content.evaluate((element: HTMLTextAreaElement) => {
    const at = element.value.indexOf('Area');
    element.setSelectionRange(at, at + 4);
  });
  await page.getByRole('button', { name: 'Bold' }).click();
  t.match(await content.inputValue(), /\n\*\*Area\*\* \$\\pi r\^2\$$/, 'Bold wraps the selection in **');
  await content.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length, element.value.length));
  await page.keyboard.type(' and ');
  await page.getByRole('button', { name: 'Formula' }).click();
  await page.keyboard.type('x+y');
  t.match(await content.inputValue(), / and \$x\+y\$$/, 'Formula inserts $ $ with the cursor inside');
  await content.press('End');
  await page.getByRole('button', { name: 'Table' }).click();
  t.match(await content.inputValue(), /\n\n\| Column 1 \| Column 2 \| Column 3 \|\n\| --- \| --- \| --- \|\n\| {2}\| {2}\| {2}\|\n\| {2}\| {2}\| {2}\|\n$/, 'Table inserts a 3x2 skeleton');
  await page.keyboard.press('Control+z');
  t.notMatch(await content.inputValue(), /Column 1/, 'toolbar edits can be undone');

  // Paste a real PNG: it uploads, then the Markdown lands at the cursor.
  await page.evaluate(() => {
    (window as any).__statuses = [];
    const status = document.querySelector('.md-editor__status')!;
    new MutationObserver(() => (window as any).__statuses.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await pasteFile(page, 'textarea[name="content"]', 'png');
  await page.waitForFunction(() => /!\[image\]\(\/api\/images\/\d+\)$/.test((document.querySelector('textarea[name="content"]') as HTMLTextAreaElement).value), undefined, { timeout: 10_000 });
  const imageUrl = /!\[image\]\((\/api\/images\/\d+)\)$/.exec(await content.inputValue())![1]!;
  t.pass(`the pasted image was uploaded and inserted as ${imageUrl}`);
  t.ok((await page.evaluate(() => (window as any).__statuses as string[])).includes('Uploading image…'), '"Uploading image…" was shown meanwhile');
  const stored = await context.request.get(`${baseUrl}${imageUrl}`);
  t.equal(stored.headers()['content-type'], 'image/png', 'the server stored a PNG');
  await previewTab.click();
  const previewImage = preview.locator('img');
  await previewImage.waitFor();
  t.equal(await previewImage.getAttribute('src'), imageUrl);
  await page.waitForFunction(() => ((document.querySelector('[data-testid="md-preview"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0, undefined, { timeout: 10_000 });
  t.equal(await previewImage.evaluate((image: HTMLImageElement) => image.naturalWidth), 8, 'Preview shows the uploaded image, loaded');

  // A refused file: the server's text in an alert, the typed text kept.
  await writeTab.click();
  const typed = await content.inputValue();
  await pasteFile(page, 'textarea[name="content"]', 'text');
  const alert = page.getByRole('alert').filter({ hasText: 'Only PNG, JPEG, WebP or GIF images are allowed' });
  await alert.waitFor({ timeout: 10_000 });
  t.pass('a non-image shows the server\'s 400 text');
  t.equal(await content.inputValue(), typed, 'what was typed is kept');
  t.match(String(await content.getAttribute('aria-describedby')), new RegExp(String(await alert.getAttribute('id'))), 'the alert describes the text box');
  await pasteFile(page, 'textarea[name="content"]', 'big-png');
  await page.getByRole('alert').filter({ hasText: 'Image must be under 1MB' }).waitFor({ timeout: 10_000 });
  t.pass("a file over 1 MB shows the server's 413 text");
  t.equal(await content.inputValue(), typed, 'and the text is still kept');

  // The post goes out with the image, which renders on the post page.
  await page.getByLabel('Title').fill('Costs and circles');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await page.waitForURL(/\/forum\/\d+\/post\/\d+$/);
  await page.locator('.forum-post__content table').waitFor({ timeout: 10_000 });
  await page.waitForFunction(() => ((document.querySelector('.forum-post__content img') as HTMLImageElement | null)?.naturalWidth ?? 0) === 8, undefined, { timeout: 10_000 });
  t.pass('the post shows the table and the uploaded image');
  t.equal(await page.locator('.forum-post__content .katex').count(), 2, 'and both formulas');

  // The reply box on the post page is the same editor; check the page with editor and Markdown.
  const replyBox = page.getByTestId('reply-input').last();
  await replyBox.fill('A reply with $\\sqrt{2}$');
  await page.getByRole('tab', { name: 'Preview' }).last().click();
  await page.locator('[data-testid="md-preview"] .katex').waitFor();
  t.same(await accessibilityProblems(page), [], 'no accessibility problems on the post page (Markdown + reply editor)');
  await page.getByRole('tab', { name: 'Write' }).last().click();
  await page.getByRole('button', { name: 'Post Reply' }).last().click();
  await page.getByTestId('reply').filter({ hasText: 'A reply with' }).locator('.katex').waitFor({ timeout: 10_000 });
  t.pass('the reply posts and renders its formula');

  // A phone: no sideways page scroll, 44 px tap targets.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${baseUrl}/forum/${forumId}/new`);
  await page.getByLabel('Content').waitFor();
  t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'no horizontal page scroll at 360 px');
  const sizes = await page.locator('.md-editor__tool, .md-editor__tabs__tab').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map((box) => Math.min(box.width, box.height)));
  t.equal(sizes.length, 6, 'four tools and two tabs');
  t.ok(sizes.every((size) => size >= 44), `tap targets are at least 44 px (${sizes.join(', ')})`);
  await page.screenshot({ path: join(outputDir, 'markdown-editor-phone.png'), fullPage: true });

  t.same(await watched.violations(), [], 'no CSP violation');
  t.same(watched.errors, [], 'no uncaught errors');
});

t.test('KaTeX is downloaded only for texts with math; answer options are inline rich text', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db, { name: 'Ritu Menon' });
  const plainRow = { ...questionRow({ questionText: 'Which word is closest in meaning to *candid*?' }), optionA: 'frank', optionB: 'sweet', optionC: 'tired', optionD: 'costs \\$5' };
  const mathRow = {
    ...questionRow({ questionText: 'Find the area when $r = 2$.' }),
    optionA: 'Area $\\pi r^2$',
    optionB: '$$\\frac{1}{2}$$',
    optionC: '**bold** first paragraph\n\nsecond paragraph with [a link](https://example.org)',
    optionD: '# Heading\n\n> quoted\n\n- a list\n- item\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n$$\nx^2\n$$',
  };
  const imported = await importRows(database.db, [plainRow, { ...mathRow, rowNumber: 3 }], { submittedBy: null });
  t.equal(imported.created, 2, `both questions imported ${JSON.stringify(imported.errors)}`);
  const idOf = async (text: string) => (await database.db.select({ id: questions.id }).from(questions).where(eq(questions.questionText, text)))[0]!.id;
  const plainId = await idOf(plainRow.questionText);
  const mathId = await idOf(mathRow.questionText);

  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await logIn(context, baseUrl, user);
  await api(context.request, 'post', `${baseUrl}/api/addComment?${new URLSearchParams({ questionId: String(plainId), text: 'A **plain** comment, no math; it costs \\$5.' })}`);
  await api(context.request, 'post', `${baseUrl}/api/addComment?${new URLSearchParams({ questionId: String(mathId), text: 'Use $A = \\pi r^2$.' })}`);
  const page = await context.newPage();
  const watched = await watch(context, page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const isKatex = (path: string) => /MathMarkdown|KaTeX|katex/.test(path);
  const isMarkdownChunk = (path: string) => /\/assets\/Markdown-[^/]+\.js$/.test(path);

  // The question list: formulas read as plain text, without downloading the math renderer.
  const categoryId = (await database.db.select({ categoryId: questions.categoryId }).from(questions).where(eq(questions.id, mathId)))[0]!.categoryId;
  await page.goto(`${baseUrl}/questions?category=${categoryId}`);
  const mathItem = page.locator(`[data-question-id="${mathId}"] .question-item__text`);
  await mathItem.waitFor({ timeout: 15_000 });
  t.equal(await mathItem.innerText(), 'Find the area when r = 2.', 'the list shows the formula as text, not TeX');
  await page.waitForLoadState('networkidle');
  t.same(requests.filter(isKatex), [], 'and the list page requested no KaTeX chunk, CSS or font');
  requests.length = 0;

  // A question and comment without math: the Markdown chunk only.
  await page.goto(`${baseUrl}/questions/${plainId}`);
  // Not answered yet: the discussion is folded until asked for (contract section 7.5).
  await page.getByRole('button', { name: messages.question.showDiscussion }).click();
  const comment = page.getByTestId('comment').first();
  await comment.locator('.markdown strong').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByTestId('option-A').locator('.markdown').waitFor();
  await page.waitForLoadState('networkidle');
  t.ok(requests.some(isMarkdownChunk), 'the Markdown chunk was downloaded');
  t.same(requests.filter(isKatex), [], 'no KaTeX chunk, CSS or font was requested');
  t.equal(await page.locator('.katex').count(), 0, 'nothing typeset');
  t.match(await page.getByTestId('option-D').innerText(), /costs \$5/, 'an escaped dollar shows as a dollar');
  t.notOk(await page.evaluate(() => [...document.styleSheets].some((sheet) => /katex/i.test(sheet.href ?? '') || [...sheet.cssRules].some((rule) => /\.katex|KaTeX_/.test(rule.cssText)))), 'no KaTeX styles in the page');

  // A question with formulas: the math chunk, its CSS and KaTeX fonts.
  requests.length = 0;
  await page.goto(`${baseUrl}/questions/${mathId}`);
  await page.getByRole('button', { name: messages.question.showDiscussion }).click();
  await page.locator('[data-testid="comment"] .katex').first().waitFor({ timeout: 15_000 });
  t.pass("the comment's formula is typeset");
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByTestId('option-A').locator('.katex').waitFor({ timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  t.ok(requests.some((path) => /\/assets\/MathMarkdown-[^/]+\.js$/.test(path)), 'the math chunk was downloaded');
  t.ok(requests.some((path) => /\/assets\/MathMarkdown-[^/]+\.css$/.test(path)), "with KaTeX's CSS");
  t.ok(requests.some((path) => /KaTeX_[^/]+\.woff2$/.test(path)), 'and a KaTeX font');

  // Options are <button>s: phrasing content only, math inline.
  const blocks = await page.locator('.answer-option').evaluateAll((buttons) =>
    buttons.map((button) => [...button.querySelectorAll('p, div, table, tr, td, ul, ol, li, h1, h2, h3, h4, h5, h6, blockquote, pre, hr, a, input, section')].map((element) => element.tagName.toLowerCase())),
  );
  t.same(blocks, [[], [], [], []], 'no block-level or interactive element inside any option button');
  t.equal(await page.getByTestId('option-A').locator('.katex').count(), 1, "option A's formula is typeset by KaTeX");
  t.equal(await page.getByTestId('option-B').locator('.katex').count(), 1, "option B's display formula too");
  t.equal(await page.locator('.answer-option .katex-display').count(), 0, 'display math is inline inside a button');
  t.equal(await page.getByTestId('option-D').locator('.katex').count(), 1, 'a $$ block in an option is typeset inline');
  t.equal(await page.getByTestId('option-C').locator('strong').innerText(), 'bold', 'emphasis stays');
  t.ok(await page.getByTestId('option-C').locator('br').count(), 'paragraphs are separated by a line break');
  const optionD = await page.getByTestId('option-D').innerText();
  t.match(optionD, /Heading[\s\S]*quoted[\s\S]*a list[\s\S]*item[\s\S]*a \| b[\s\S]*1 \| 2/, `heading, quote, list and table show as their text (${JSON.stringify(optionD)})`);
  t.match(await page.getByTestId('option-A').getAttribute('class'), /answer-option/, 'the option is still the button');
  t.same(await axeViolations(page, '.answer-options'), [], 'axe finds nothing in the options');
  t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'no sideways scroll at 360 px');
  await page.screenshot({ path: join(outputDir, 'markdown-inline-options.png'), fullPage: true });
  t.same(await watched.violations(), [], 'no CSP violation');
  t.same(watched.errors, [], 'no uncaught errors');
});
