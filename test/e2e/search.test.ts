/**
 * Global search in a real Chromium: typing in the header shows the grouped dropdown after the
 * debounce, the keyboard selects a result and navigates to it, and Enter opens /search?q=. A set
 * passage hit is labelled "Passage" with its set title and opens the set's first question. The
 * results page offers "Did you mean …?" for a corrected word, pages each group with "Load more"
 * and hides empty groups (contract 7.7).
 */
import t from 'tap';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { questionSets, questions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { axeViolations } from './axe.ts';
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

  // Did you mean: the corrected query as a link.
  const suggestion = page.getByTestId('did-you-mean');
  await suggestion.waitFor();
  t.match(await suggestion.innerText(), /Did you mean probability\?/, '"Did you mean probability?"');
  t.ok((await page.locator('.search-group mark').allInnerTexts()).some((word) => /^probabilit/i.test(word)), 'the corrected word is highlighted in the hits');
  t.same(await axeViolations(page), [], 'no axe violations on the results page');
  // The page's suggestion lookup for the corrected query (one hit per group).
  const corrected = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/search' && url.searchParams.get('query') === 'probability' && url.searchParams.get('limit') === '1';
  });
  await suggestion.getByRole('link').click();
  await page.waitForURL(/\/search\?q=probability$/);
  t.equal(((await (await corrected).json()) as { didYouMean: string | null }).didYouMean, null, 'the corrected query gets no suggestion');
  // The URL changes before the page renders the new query: wait for its own summary line.
  await page.getByRole('status').filter({ hasText: 'results for "probability"' }).waitFor();
  t.equal(await page.getByTestId('did-you-mean').count(), 0, 'and the page shows none');

  // Paging: a common word fills more than one page of questions; "Load more" adds the next.
  await page.goto(`${baseUrl}/search?q=what`);
  const group = page.getByTestId('search-group-questions');
  await group.waitFor();
  t.equal(await group.locator('.search-result').count(), 20, 'the first page: 20 questions');
  const total = Number(await group.locator('.search-group__count').innerText());
  t.ok(total > 20, `the group's total (${total}) is shown`);
  await group.getByRole('button', { name: 'Load more' }).click();
  await group.locator('.search-result').nth(20).waitFor();
  t.equal(await group.locator('.search-result').count(), Math.min(40, total), 'Load more added the next page');
  await page.screenshot({ path: join(outputDir, 'search-paged.png') });
  t.same(errors, [], 'no uncaught errors');
});

t.test('a set passage hit: labelled "Passage", opens the set first question', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  await createQuestions(db, [{ category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'Mock 1', questionText: 'A standalone question about tides.' }]);
  const [loose] = await db.select().from(questions).orderBy(asc(questions.id)).limit(1);
  const taxonomy = { categoryId: loose!.categoryId, topicId: loose!.topicId, sourceId: loose!.sourceId };
  const [set] = await db.insert(questionSets).values({ ...taxonomy, title: 'Monsoon economics', body: 'The monsoon decides the fortunes of farmers. Kharif sowing depends on the first showers.' }).returning();
  const option = { optionA: 'one', optionB: 'two', optionC: 'three', optionD: 'four', correctAnswer: 'A' };
  const [first] = await db
    .insert(questions)
    .values([
      { ...taxonomy, ...option, questionText: 'Which crop season does the passage name?', status: 'approved', setId: set!.id },
      { ...taxonomy, ...option, questionText: 'What decides the fortunes of farmers?', status: 'approved', setId: set!.id },
    ])
    .returning();
  const user = await createUser(db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await logIn(context, baseUrl, user);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/search?q=kharif`);
  const result = page.locator('.search-result', { hasText: 'Monsoon economics' });
  await result.waitFor();
  t.match((await result.getByTestId('search-label').innerText()).trim(), /^passage\s*:?$/i, 'the results page labels the hit "Passage"');
  t.match(await result.innerText(), /Kharif sowing/, 'with the passage excerpt');
  t.equal(await result.getAttribute('href'), `/questions/${first!.id}`, 'linking to the set first question');
  t.match(await result.textContent(), /Passage:\s*Monsoon economics/, 'read as "Passage: Monsoon economics"');
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling at 360 px');
  t.equal(await page.getByTestId('search-group-questions').count(), 1, 'the Questions group is shown');
  t.equal(await page.getByTestId('search-group-forums').count(), 0, 'the empty Forums group is hidden');
  t.equal(await page.getByTestId('search-group-posts').count(), 0, 'the empty Posts group is hidden');
  t.equal(await result.locator('mark').first().innerText(), 'Kharif', 'the matched word is marked');
  await page.screenshot({ path: join(outputDir, 'search-passage.png'), fullPage: true });

  // The header type-ahead (on a desktop width, where the header search box shows).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('search-input').fill('showers');
  await page.getByTestId('search-dropdown').waitFor({ timeout: 5000 });
  const hit = page.getByTestId('search-option').filter({ hasText: 'Monsoon economics' });
  await hit.waitFor();
  t.equal(await hit.getByTestId('search-label').count(), 1, 'the type-ahead labels it too');
  await page.getByTestId('search-input').press('ArrowDown');
  await page.getByTestId('search-input').press('Enter');
  await page.waitForURL(`${baseUrl}/questions/${first!.id}`);
  t.pass('ArrowDown + Enter opened the set first question');
  t.same(errors, [], 'no uncaught errors');
});
