/**
 * The practice journey in a real Chromium on the seeded question bank: register (with the form's
 * validation messages), log in, pick filters, open a question, time and answer it, move on, and
 * read My Responses.
 */
import t from 'tap';
import { join } from 'node:path';
import { messages } from '@common/messages.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';

t.teardown(closeTestDatabase);

t.test('a newcomer practises two questions and reads their statistics', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const demo = await seedDemo(database.db);
  t.ok(demo.questions.created >= 150, `seeded ${demo.questions.created} questions`);
  const browser = await launchBrowser(t);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // A visitor is sent to /register.
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/register$/);
  t.pass('visitor redirected to /register');

  // Every validation message of the register form.
  await page.getByRole('button', { name: 'Register' }).click();
  for (const text of [messages.validation.nameRequired, messages.validation.usernameRequired, messages.validation.password, messages.validation.email]) {
    await page.getByText(text, { exact: true }).first().waitFor();
    t.pass(`shows "${text}"`);
  }
  await page.getByLabel('Name', { exact: true }).fill('Priya Aspirant');
  await page.getByLabel('Username', { exact: true }).fill('priya_cat');
  await page.getByLabel('Password', { exact: true }).fill('Prep@2026');
  await page.getByLabel('Confirm Password').fill('Prep@2027');
  await page.getByLabel('Mobile Number').fill('12345');
  await page.getByLabel('Email').fill('priya@example.org');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText(messages.validation.passwordsMismatch).waitFor();
  t.pass('shows "Passwords do not match"');
  await page.getByText(messages.validation.mobile).waitFor();
  t.pass('shows the mobile number message');
  await page.getByText(messages.validation.mobileNote).waitFor();
  t.pass('shows the +91 note');
  await page.getByLabel('Confirm Password').fill('Prep@2026');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  t.pass('registered and sent to /login');

  // Log in.
  await page.getByLabel('Username', { exact: true }).fill('priya_cat');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(messages.auth.invalidCredentials).waitFor();
  t.pass('wrong password: "Invalid username or password"');
  await page.getByLabel('Password', { exact: true }).fill('Prep@2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Your MBA Preparation Starts Here' }).waitFor();
  t.pass('logged in, home page shows the hero');

  // Question bank: topics wait for a category; search with a category and a topic.
  await page.goto(`${baseUrl}/question-bank`);
  await page.getByText(messages.empty.selectCategoryFirst).waitFor();
  t.ok(await page.getByRole('button', { name: 'Search' }).isDisabled(), 'Search disabled without a category');
  const panel = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await panel('Categories').getByRole('button', { name: 'Quantitative Aptitude' }).click();
  await panel('Topics').getByRole('button', { name: 'Number Systems' }).click();
  t.equal(await panel('Topics').getByRole('button', { name: 'Remove Number Systems' }).count(), 1, 'chosen topic shows as a chip');
  const chosenTopic = panel('Topics').getByRole('button', { name: 'Number Systems', exact: true });
  t.equal(await chosenTopic.getAttribute('aria-disabled'), null, 'a chosen option is not announced as disabled');
  t.equal(await chosenTopic.getAttribute('aria-pressed'), 'true', 'a chosen option is announced as pressed');
  await chosenTopic.click();
  await panel('Topics').getByRole('button', { name: 'Remove Number Systems' }).waitFor({ state: 'detached' });
  t.equal(await chosenTopic.getAttribute('aria-pressed'), 'false', 'clicking a chosen option again removes it');
  await chosenTopic.click();
  await panel('Topics').getByRole('button', { name: 'Remove Number Systems' }).waitFor();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/questions\?category=\d+&topic=\d+/);
  t.pass('navigated to /questions with the filters');

  // Question list -> first question.
  const firstItem = page.locator('main a[href^="/questions/"]').first();
  await firstItem.waitFor();
  const ids = JSON.parse((await page.evaluate(() => sessionStorage.getItem('questionIds'))) ?? '[]') as number[];
  t.ok(ids.length >= 6, `the matching ids are kept for the session (${ids.length})`);
  await firstItem.click();
  await page.waitForURL(/\/questions\/\d+$/);
  const firstId = Number(page.url().split('/').pop());

  // Timer: options hidden until it runs.
  await page.getByText(messages.question.startTimer).waitFor();
  t.equal(await page.getByTestId('option-A').count(), 0, 'options hidden before the timer starts');
  t.equal(await page.getByTestId('timer').innerText(), '00:00');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="timer"]')?.textContent === '00:02', undefined, { timeout: 5000 });
  t.pass('timer counts up in mm:ss');
  // Select, then submit (contract section 7.5).
  await page.getByTestId('option-B').click();
  await page.getByTestId('submit-answer').click();
  const result = page.getByTestId('result');
  await result.waitFor();
  t.match(await result.innerText(), /Correct|Incorrect/, 'result shown');
  t.ok(await page.getByTestId('option-A').isDisabled(), 'options locked after answering');
  await page.screenshot({ path: join(outputDir, 'question-answered.png'), fullPage: true });

  // Next question: everything resets.
  await page.getByTestId('next-question').click();
  await page.waitForURL((url) => Number(url.pathname.split('/').pop()) !== firstId);
  await page.getByText(messages.question.startTimer).waitFor();
  t.equal(await page.getByTestId('timer').innerText(), '00:00', 'timer reset on the next question');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByTestId('option-C').click();
  await page.getByTestId('submit-answer').click();
  await page.getByTestId('result').waitFor();

  // Previous wraps round from the first id to the last.
  await page.goto(`${baseUrl}/questions/${ids[0]}`);
  await page.getByTestId('prev-question').click();
  await page.waitForURL(new RegExp(`/questions/${ids[ids.length - 1]}$`));
  t.pass('previous wraps round to the last stored id');

  // My Responses.
  await page.goto(`${baseUrl}/responses`);
  const rows = page.locator('tbody tr');
  await rows.first().waitFor();
  t.equal(await rows.count(), 2, 'two responses in the table');
  await page.screenshot({ path: join(outputDir, 'my-responses.png'), fullPage: true });
  await rows.first().click();
  await page.waitForURL(/\/questions\/\d+$/);
  t.pass('a row opens its question');

  // Guards and fallback.
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(`${baseUrl}/`);
  t.pass('non-admin on /admin goes to /');
  await page.goto(`${baseUrl}/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  t.pass('an unknown path shows the 404 page inside the shell (contract section 7.6)');

  // Phone layout: the mobile menu closes on navigation.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'FORUMS', exact: true }).click();
  await page.waitForURL(`${baseUrl}/forum`);
  t.equal(await page.getByRole('link', { name: 'FORUMS', exact: true }).count(), 0, 'mobile menu closed after navigating');
  await page.screenshot({ path: join(outputDir, 'phone-forum.png') });

  t.same(pageErrors, [], 'no uncaught errors in the page');
});
