/**
 * Global search in a real Chromium: typing in the header shows the grouped dropdown after the
 * debounce, the keyboard selects a result and navigates to it, and Enter opens /search?q=.
 */
import t from 'tap';
import { join } from 'node:path';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('header search: grouped dropdown, keyboard selection, full results page', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await seedDemo(database.db);
  const user = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, user);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const forum = await (await context.request.post(`${baseUrl}/api/forum/forums`, { headers, data: { title: 'Percentages and Profit', description: 'Shortcuts for successive discounts' } })).json();
  await context.request.post(`${baseUrl}/api/forum/posts`, { headers, data: { title: 'Percentage change tricks', content: 'Use multiplying factors for successive changes.', forumId: forum.id } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/`);
  const input = page.getByTestId('search-input');
  await input.fill('percen');
  const dropdown = page.getByTestId('search-dropdown');
  await dropdown.waitFor({ timeout: 5000 });
  const text = await dropdown.innerText();
  t.match(text, /FORUMS/i, 'forums group');
  t.match(text, /POSTS/i, 'posts group');
  t.match(text, /QUESTIONS/i, 'questions group');
  t.ok((await page.getByTestId('search-option').count()) >= 3, 'prefix "percen" finds forums, posts and questions');
  await page.screenshot({ path: join(outputDir, 'search-dropdown.png') });

  // Keyboard: the first option is the forum; Enter opens it.
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.waitForURL(`${baseUrl}/forum/${forum.id}`);
  t.pass('ArrowDown + Enter navigated to the forum');

  // A typo still finds questions; Enter without a highlighted option opens the results page.
  await page.getByTestId('search-input').fill('probabilty');
  await page.getByTestId('search-dropdown').waitFor({ timeout: 5000 });
  t.ok((await page.getByTestId('search-option').count()) >= 1, 'the typo "probabilty" still finds results');
  await page.getByTestId('search-input').press('Enter');
  await page.waitForURL(/\/search\?q=probabilty$/);
  await page.getByRole('heading', { name: /Questions/ }).first().waitFor();
  t.pass('Enter opened /search?q= with grouped results');
  t.same(errors, [], 'no uncaught errors');
});
