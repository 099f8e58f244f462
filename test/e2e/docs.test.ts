/**
 * /docs in a real browser: the viewer renders the generated document under its own
 * Content-Security-Policy (no CDN, no inline scripts), lists the operations by tag (scrolling through
 * the whole document), and a request's parameters show when it is opened by its deep link.
 */
import t from 'tap';
import { join } from 'node:path';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { launchBrowser, outputDir } from './browser.ts';

t.teardown(closeTestDatabase);

t.test('the API viewer renders every tag and an operation with its parameters', async (t) => {
  const { app } = await buildTestApp(t);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  const problems: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) outside.push(request.url());
  });

  await page.goto(`${baseUrl}/docs`);
  await page.locator('.opblock-tag').first().waitFor({ timeout: 20_000 });
  // Swagger UI renders a long document in a window that moves as the page scrolls (only the
  // operations near the viewport are in the DOM), so the tags are collected while scrolling to the
  // end. Each tag heading carries its name in data-tag (its text runs on into the tag's description).
  const tags = new Set<string>();
  for (let lastY = -1; ; ) {
    for (const tag of await page.locator('.opblock-tag').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('data-tag')))) if (tag) tags.add(tag);
    const y = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY;
    });
    if (y === lastY) break;
    lastY = y;
    await page.waitForTimeout(50);
  }
  for (const tag of ['accounts', 'questions', 'responses', 'forums', 'search', 'imports', 'tests', 'practice']) t.ok(tags.has(tag), `tag ${tag} listed`);
  t.match(await page.locator('.info .title').textContent(), /MBA prep community API/);

  // A deep link opens one operation, wherever it is in the document.
  await page.goto('about:blank');
  await page.goto(`${baseUrl}/docs#/questions/listQuestionsByFilters`);
  const filters = page.locator('.opblock', { hasText: '/api/getQuestionsByFilters' }).first();
  await filters.locator('.parameters').waitFor({ timeout: 10_000 });
  const parameters = await filters.locator('.parameter__name').allTextContents();
  for (const name of ['category', 'topic', 'limit', 'offset']) t.ok(parameters.some((text) => text.startsWith(name)), `parameter ${name} shown`);
  await page.screenshot({ path: join(outputDir, 'api-docs.png') });

  t.same(outside, [], 'nothing is loaded from outside the app');
  t.same(problems.filter((text) => /Content Security Policy|Refused/i.test(text)), [], 'no CSP violation');
});
