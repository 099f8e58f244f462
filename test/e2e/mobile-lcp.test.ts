/**
 * The home page and a question page on a phone over an emulated slow mobile network (CDP: 1.6 Mbps
 * down, 750 kbps up, 150 ms latency), each in a fresh context (empty cache): Largest Contentful
 * Paint is recorded, and the page works — the home page's links lead on, the question page's Start
 * shows the question and an option can be chosen. No timing target here: `npm run bench --
 * delivery` measures LCP against the 2.5 s goal.
 */
import t from 'tap';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { emulateMobileNetwork, mobileContext, readLcp } from './mobileNetwork.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('home and question pages record LCP and work over a slow mobile network', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const student = await createUser(database.db, { name: 'Meera Iyer' });
  await createQuestions(database.db, [{ questionText: 'A train covers 120 km in 2 hours. What is its average speed?', options: ['50 km/h', '60 km/h', '70 km/h', '80 km/h'], correctAnswer: 'B' }], student.id);
  const browser = await launchBrowser(t);

  const open = async (path: string) => {
    const context = await mobileContext(browser);
    t.teardown(() => context.close());
    await logIn(context, baseUrl, student);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await emulateMobileNetwork(page);
    await page.goto(`${baseUrl}${path}`);
    return { page, errors };
  };

  const home = await open('/');
  await home.page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  const homeLcp = await readLcp(home.page);
  t.ok(homeLcp, `home: LCP recorded (${homeLcp ? `${Math.round(homeLcp.startTime)} ms, ${homeLcp.element}` : 'none'})`);
  t.ok(homeLcp!.startTime > 0 && homeLcp!.size > 0, 'home: the LCP entry has a time and a size');
  await home.page.getByRole('link', { name: /forum/i }).first().click();
  await home.page.waitForURL(`${baseUrl}/forum`);
  await home.page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  t.pass('home: a link leads to the forums page');
  t.same(home.errors, [], 'home: no page errors');

  const question = await open('/questions/1'); // the first question of the emptied database
  await question.page.getByTestId('start-prompt').waitFor({ timeout: 60_000 });
  const questionLcp = await readLcp(question.page);
  t.ok(questionLcp, `question: LCP recorded (${questionLcp ? `${Math.round(questionLcp.startTime)} ms, ${questionLcp.element}` : 'none'})`);
  t.ok(questionLcp!.startTime > 0 && questionLcp!.size > 0, 'question: the LCP entry has a time and a size');
  await question.page.getByRole('button', { name: 'Start', exact: true }).click();
  await question.page.getByText('A train covers 120 km in 2 hours.').waitFor({ timeout: 60_000 });
  await question.page.getByTestId('option-B').click();
  t.equal(await question.page.getByTestId('option-B').getAttribute('aria-checked'), 'true', 'question: an option can be chosen');
  t.same(question.errors, [], 'question: no page errors');
});
