/**
 * Every page of the app fits a phone (issue 28 item 2, contract section 3 "works at 360-390 px"):
 * over the demo content (its DI and RC sets, forums and question bank) plus a mock test taken,
 * one in progress, a report, a pending submission and a notification, each route of the web
 * router is opened (a practice question's timer started, so a set's passage shows) at 360 and 390 px wide, anonymously (public pages), as the demo student and as
 * the demo admin. A page whose document is wider than the phone (`scrollWidth` above the width;
 * `innerWidth` is no measure: a mobile browser zooms out to the content, so it grows with it)
 * fails, naming the page and the widest element that sticks out (ignoring what scrolls inside its
 * own box). Tables scroll in their own box, so they do not widen the page.
 */
import t, { type Test } from 'tap';
import { asc, sql } from 'drizzle-orm';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { forumPosts, forums, questionSets, questions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { launchBrowser, serveApp, settled, watchNetwork } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);
// About 150 page visits on a busy machine.
t.setTimeout(900_000);

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const widths = [360, 390] as const;

/** Sends a JSON request and answers its JSON; throws with the status and body when it fails. */
async function call(api: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: object): Promise<any> {
  const response = await api[method](path, { headers, ...(data ? { data } : {}) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : response.json();
}

/** Question ids of TITA questions (answered "1" in tests; MCQs are answered A). */
const titaIds = new Set<number>();

/** Starts test `testId`, answers every question (20 s each) and submits each section unless `finish` is false; answers the attempt id. */
async function take(api: APIRequestContext, testId: number, sections: number[][], finish = true): Promise<number> {
  const { id } = await call(api, 'post', `/api/tests/${testId}/attempts`);
  if (!finish) return id;
  for (const [sectionIndex, questionIds] of sections.entries()) {
    for (const questionId of questionIds) await call(api, 'put', `/api/attempts/${id}/answers/${questionId}`, { ...(titaIds.has(questionId) ? { answer: '1' } : { selectedOption: 'A' }), timeSeconds: 20 });
    await call(api, 'post', `/api/attempts/${id}/sections/submit`, { sectionIndex });
  }
  return id;
}

/**
 * How far the page sticks out of a window `width` px wide: null when it fits, else the document's width and the
 * widest element whose right edge is past the window and that no scrolling or clipping ancestor
 * holds in (its tag, id, classes and the start of its text).
 */
function overflow(page: Page, width: number) {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    let widest: { right: number; name: string } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right <= width + 1) continue;
      // What a scrolling or clipping ancestor holds in does not widen the page (no named inner
      // functions here: the test runner's transform would wrap them in a helper the page lacks).
      let parent = element.parentElement;
      while (parent && parent !== document.body && getComputedStyle(parent).overflowX === 'visible') parent = parent.parentElement;
      if (parent && parent !== document.body) continue;
      // The deepest of equally wide elements names the culprit best (document order: parents first).
      if (!widest || right >= widest.right) {
        const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        widest = { right: Math.round(right), name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} "${text}"` };
      }
    }
    return { scrollWidth, widest };
  }, width);
}

/**
 * Opens each path in a new context of `browser` (logged in as `user` when given) at the narrowest
 * phone width and checks it fits, then widens the window to each other width and checks again
 * (the page re-lays itself out as a phone turned or a wider phone would; one load per path).
 */
async function checkPages(t: Test, browser: Browser, baseUrl: string, label: string, paths: string[], user?: { username: string; password: string }) {
  const [narrowest, ...wider] = widths;
  const context = await browser.newContext({ viewport: { width: narrowest, height: 780 }, isMobile: true, hasTouch: true });
  if (user) await logIn(context, baseUrl, user);
  const page = watchNetwork(await context.newPage());
  const check = async (path: string, width: number) => {
    const found = await overflow(page, width);
    t.equal(found, null, `${label} ${path} at ${width} px fits${found ? `: the page is ${found.scrollWidth} px wide, widest: ${found.widest?.name ?? '?'} (right edge ${found.widest?.right} px)` : ''}`);
  };
  for (const path of paths) {
    await page.setViewportSize({ width: narrowest, height: 780 });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.locator('main, [role="main"]').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await settled(page);
    const start = page.getByRole('button', { name: 'Start', exact: true });
    if (await start.isVisible()) {
      await start.click();
      await settled(page);
    }
    await check(path, narrowest);
    for (const width of wider) {
      await page.setViewportSize({ width, height: 780 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await check(path, width);
    }
  }
  await context.close();
}

t.test('every page fits 360 and 390 px, public, as a student and as an admin', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const { db } = database;
  const demo = await seedDemo(db);
  const account = (username: string) => {
    const found = demo.accounts.find((entry) => entry.username === username);
    if (!found) throw new Error(`no demo account ${username}`);
    return found;
  };
  const student = account('demo_student');
  const admin = account('demo_admin');
  const browser = await launchBrowser(t);
  const studentContext = await browser.newContext({ baseURL: baseUrl });
  await logIn(studentContext, baseUrl, student);
  const adminContext = await browser.newContext({ baseURL: baseUrl });
  await logIn(adminContext, baseUrl, admin);
  const studentApi = studentContext.request;
  const adminApi = adminContext.request;

  // The demo bank: every set's first question (DI and RC), every category's first stand-alone question.
  const bank = await db.select({ id: questions.id, setId: questions.setId, categoryId: questions.categoryId, questionType: questions.questionType }).from(questions).where(sql`${questions.status} = 'approved'`).orderBy(asc(questions.id));
  const setMembers = new Map<number, number[]>();
  for (const question of bank) if (question.questionType === 'TITA') titaIds.add(question.id);
  for (const question of bank) if (question.setId !== null) setMembers.set(question.setId, [...(setMembers.get(question.setId) ?? []), question.id]);
  t.ok(setMembers.size >= 4, `the demo bank has sets (${setMembers.size})`);
  const singles = bank.filter((question) => question.setId === null);
  const categoryIds = [...new Set(bank.map((question) => question.categoryId))];
  const firstSingles = categoryIds.map((categoryId) => singles.find((question) => question.categoryId === categoryId)?.id).filter((id): id is number => id !== undefined);
  const firstOfSets = [...setMembers.values()].map((ids) => ids[0]!);

  // A mock test with the first two sets, taken by both; a second test (a set with a table and two
  // stand-alone questions) left in progress by both: the exam screen shows a passage.
  const [setA, setB] = [...setMembers.values()];
  const sections = [setA!, setB!];
  const tableSets = await db.select({ id: questionSets.id }).from(questionSets).where(sql`${questionSets.body} like '%|---%'`).orderBy(asc(questionSets.id));
  const examSet = setMembers.get(tableSets.at(-1)!.id)!;
  const taken = await call(adminApi, 'post', '/api/tests', { title: 'Phone-width mock', sections: sections.map((questionIds, index) => ({ name: `Section ${index + 1}`, durationSeconds: 1800, questionIds })) });
  const unusedSingles = singles.filter((question) => !firstSingles.includes(question.id) && question.questionType === 'MCQ').slice(-2).map((question) => question.id);
  const open = await call(adminApi, 'post', '/api/tests', {
    title: 'Phone-width mock in progress',
    sections: [
      { name: 'DILR', durationSeconds: 1800, questionIds: examSet },
      { name: 'Quant', durationSeconds: 1800, questionIds: unusedSingles },
    ],
  });
  const attempts = {
    student: { done: await take(studentApi, taken.id, sections), open: await take(studentApi, open.id, [], false) },
    admin: { done: await take(adminApi, taken.id, sections), open: await take(adminApi, open.id, [], false) },
  };

  // Answered questions (their solutions show), a report, a pending submission, a post with a reply (a notification).
  for (const id of [...firstOfSets.slice(0, 3), ...firstSingles.slice(0, 2)].filter((id) => !titaIds.has(id))) await call(studentApi, 'post', `/api/addResponse?questionId=${id}&timer=30&selectedOption=A`);
  await call(studentApi, 'post', `/api/questions/${firstOfSets[0]}/reports`, { reason: 'typo', text: 'The second row of the table seems to have a typo in its figures.' });
  const submitted = await call(studentApi, 'post', '/api/submitQuestion', {
    category: 'Quantitative Aptitude',
    topic: 'Percentages',
    source: 'My notes',
    questionText: 'A price rises by 20% and then falls by 20%. What is the net change in per cent?',
    optionA: '-4',
    optionB: '0',
    optionC: '4',
    optionD: '-2',
    correctAnswer: 'A',
  });
  const [forum] = await db.select({ id: forums.id }).from(forums).orderBy(asc(forums.id)).limit(1);
  const post = await call(studentApi, 'post', '/api/forum/posts', {
    forumId: forum!.id,
    title: 'Successive changes table',
    content: 'Compare these:\n\n| Change | Net |\n|---|---|\n| +20%, -20% | -4% |\n| +10%, -10% | -1% |\n\nAnd a long link https://example.org/a/very/long/path/that/does/not/break/anywhere/at/all/in/the/text',
  });
  await call(adminApi, 'post', `/api/forum/addReply/${post.post.id}`, { content: 'Yes: the net change is $-x^2/100$ per cent.' });
  const demoPosts = await db.select({ id: forumPosts.id, forumId: forumPosts.forumId }).from(forumPosts).orderBy(asc(forumPosts.id));
  const forumIds = [...new Set(demoPosts.map((row) => row.forumId))];

  const common = [
    '/',
    '/question-bank',
    '/questions',
    ...categoryIds.map((id) => `/questions?category=${id}`),
    ...firstOfSets.map((id) => `/questions/${id}`),
    ...firstSingles.map((id) => `/questions/${id}`),
    '/profile',
    '/responses',
    '/review',
    '/practice',
    '/mastery',
    '/progress',
    '/offline',
    '/saved',
    '/submitted-questions',
    '/submit-question',
    '/resources',
    '/forum',
    ...forumIds.map((id) => `/forum/${id}`),
    ...demoPosts.map((row) => `/forum/${row.forumId}/post/${row.id}`),
    `/forum/${forum!.id}/new`,
    '/search?q=table',
    '/search?q=percent',
    '/notifications',
    '/contributors',
    '/contributors?period=all',
    `/u/${student.username}`,
    '/u/no_such_user',
    '/tests',
    '/tests/new',
    `/tests/${taken.id}`,
    `/tests/${taken.id}/leaderboard`,
    '/about',
    '/no-such-page',
  ];
  const attemptPages = (own: { done: number; open: number }) => [`/attempts/${own.done}/result`, `/attempts/${own.done}/review`, `/attempts/${own.done}/analysis`, `/attempts/${own.open}`];

  // The check can fail: a set's table let out of its scrolling box widens the page and is named.
  const probe = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await logIn(probe, baseUrl, student);
  const probePage = watchNetwork(await probe.newPage());
  await probePage.goto(`${baseUrl}/questions/${setMembers.get(tableSets[0]!.id)![0]}`);
  await probePage.getByRole('button', { name: 'Start', exact: true }).click();
  await probePage.locator('.markdown__table').first().waitFor();
  await settled(probePage);
  await probePage.evaluate(() => document.querySelectorAll<HTMLElement>('.markdown__table').forEach((box) => box.style.setProperty('overflow-x', 'visible')));
  const planted = await overflow(probePage, 360);
  t.ok(planted && planted.scrollWidth > 360, `a table let out widens the page (${planted?.scrollWidth} px)`);
  t.match(planted?.widest?.name ?? '', /^(table|tbody|thead|tr|td|th)\b/, `and the widest element named is the table's (${planted?.widest?.name})`);
  await probe.close();

  await checkPages(t, browser, baseUrl, 'anonymous', ['/login', '/register', '/about', '/forgot-password', '/offline', '/no-such-page']);
  await checkPages(t, browser, baseUrl, 'student', [...common, `/submitted-questions/${submitted.id}/edit`, ...attemptPages(attempts.student)], student);
  await checkPages(
    t,
    browser,
    baseUrl,
    'admin',
    [
      ...common,
      '/admin',
      '/admin?tab=mentors',
      '/admin?tab=users',
      '/admin?tab=import',
      '/admin?tab=reports',
      `/admin/questions/${firstOfSets[0]}/edit`,
      '/admin/tests/new',
      ...attemptPages(attempts.admin),
    ],
    admin,
  );
});
