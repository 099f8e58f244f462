/**
 * /docs in a real browser: the viewer renders the generated document under its own
 * Content-Security-Policy (no CDN, no inline scripts), lists the operations by tag, and a request's
 * parameters show when it is opened.
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
  // Each tag heading carries its name in data-tag (its text runs on into the tag's description).
  const tags = await page.locator('.opblock-tag').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('data-tag')));
  for (const tag of ['accounts', 'questions', 'responses', 'forums', 'search', 'imports']) t.ok(tags.includes(tag), `tag ${tag} listed`);
  t.match(await page.locator('.info .title').textContent(), /MBA prep community API/);

  const filters = page.locator('.opblock', { hasText: '/api/getQuestionsByFilters' }).first();
  await filters.locator('.opblock-summary').click();
  await filters.locator('.parameters').waitFor({ timeout: 10_000 });
  const parameters = await filters.locator('.parameter__name').allTextContents();
  for (const name of ['category', 'topic', 'limit', 'offset']) t.ok(parameters.some((text) => text.startsWith(name)), `parameter ${name} shown`);
  await page.screenshot({ path: join(outputDir, 'api-docs.png') });

  t.same(outside, [], 'nothing is loaded from outside the app');
  t.same(problems.filter((text) => /Content Security Policy|Refused/i.test(text)), [], 'no CSP violation');
});
