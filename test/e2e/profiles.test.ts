/**
 * Public profiles and the contributors page in a real Chromium (contract 8.4): a user's profile at
 * /u/{username} shows the figures the API counts (reputation from likes and an accepted answer,
 * posts, replies, comments, approved questions) and never their mobile or email; an unknown
 * username says so; /contributors switches between this week and this month and its rows link to
 * the profiles; a reply's author links to theirs, with their reputation beside the name; the
 * username ".." links by query. The pages fit a 360 px phone and axe finds no
 * WCAG violation in them.
 */
import t from 'tap';
import { desc, eq, sql } from 'drizzle-orm';
import { postReactions, questions, users } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { TestClient } from '../helpers/http.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('a public profile, the contributors page and names linking to profiles', async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  const db = database.db;
  const asha = await createUser(db, { name: 'Asha Verma', mobile: '9876512345' });
  const ravi = await createUser(db, { name: 'Ravi Iyer' });
  const meera = await createUser(db, { name: 'Meera Nair' });
  const client = { asha: new TestClient(app), ravi: new TestClient(app), meera: new TestClient(app) };
  for (const [name, user] of [['asha', asha], ['ravi', ravi], ['meera', meera]] as const) await client[name].login(user.username, user.password);

  // Asha: a reply accepted by Ravi (10) liked by Ravi and Meera (2), a post liked by Ravi (1): 13 points.
  const forum = await createForum(client.ravi, { title: 'Quant doubts' });
  const raviPost = (await createPost(client.ravi, forum.id, { title: 'Time and work doubt' })).post;
  const reply = await addReply(client.asha, raviPost.id, 'Take the LCM of the days as the total work.');
  t.equal((await client.ravi.post(`/api/forum/posts/${raviPost.id}/accept`, { payload: { replyId: reply.id } })).statusCode, 200);
  for (const who of ['ravi', 'meera'] as const) await client[who].post(`/api/forum/replies/${reply.id}/like`);
  const ashaPost = (await createPost(client.asha, forum.id, { title: 'Percentages shortcut' })).post;
  await client.ravi.post(`/api/forum/posts/${ashaPost.id}/like`);
  await createQuestions(db, [{ questionText: 'If 3x = 12, what is x?' }], asha.id);
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.submittedBy, asha.id)).orderBy(desc(questions.id)).limit(1);
  t.equal((await client.asha.post(`/api/addComment?${new URLSearchParams({ questionId: String(question!.id), text: 'Divide both sides by 3.' })}`)).statusCode, 201, 'the comment is added');
  // Meera: one like, 20 days ago: in this month's board, not this week's.
  const meeraPost = (await createPost(client.meera, forum.id, { title: 'Reading comprehension plan' })).post;
  await client.asha.post(`/api/forum/posts/${meeraPost.id}/like`);
  await db.update(postReactions).set({ createdAt: sql`now() - interval '20 days'` }).where(eq(postReactions.postId, meeraPost.id));

  const api = (await client.ravi.get(`/api/users/by-username/${asha.username}/profile`)).json();
  t.match(api, { reputation: 13, acceptedAnswers: 1, posts: 1, replies: 1, comments: 1, questionsApproved: 1 }, 'the API counts what was seeded');

  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await logIn(context, baseUrl, ravi);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fitsPhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  // The profile.
  await page.goto(`${baseUrl}/u/${asha.username}`);
  const profile = page.getByTestId('public-profile');
  await profile.waitFor();
  t.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Asha Verma', 'the name is the heading');
  const text = (await profile.textContent()) ?? '';
  t.ok(text.includes(`@${asha.username}`), 'the username');
  t.ok(text.includes('Student'), 'the user type');
  t.match(await profile.locator('time').getAttribute('datetime'), /^\d{4}-\d\d-\d\dT/, 'the joined date, as a time element');
  t.match((await profile.locator('time').textContent()) ?? '', /^\d{1,2} [A-Z][a-z]{2} \d{4}$/, 'shown as a date');
  const figure = async (key: string) => ({
    term: await profile.locator(`[data-figure="${key}"] dt`).textContent(),
    value: await profile.locator(`[data-figure="${key}"] dd`).textContent(),
  });
  t.same(await figure('reputation'), { term: 'Reputation', value: '13' }, 'reputation');
  t.same(await figure('acceptedAnswers'), { term: 'Accepted answers', value: '1' }, 'accepted answers');
  t.same(await figure('posts'), { term: 'Posts', value: '1' }, 'posts');
  t.same(await figure('replies'), { term: 'Replies', value: '1' }, 'replies');
  t.same(await figure('comments'), { term: 'Comments', value: '1' }, 'comments');
  t.same(await figure('questionsApproved'), { term: 'Questions approved', value: '1' }, 'questions approved');
  t.equal(await page.locator('main dl').count(), 1, 'the figures are a definition list');
  const body = (await page.locator('body').textContent()) ?? '';
  t.notOk(body.includes('9876512345'), 'no mobile on the page');
  t.notOk(body.includes(asha.emailId), 'no email on the page');
  t.notOk((await page.content()).includes(asha.emailId), 'nor in its markup');
  t.ok(await fitsPhone(), 'the profile fits 360 px');
  t.same(await axeViolations(page), [], 'no WCAG violation on the profile');

  // An unknown username.
  await page.goto(`${baseUrl}/u/nobody_by_this_name`);
  await page.getByTestId('profile-not-found').waitFor();
  t.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'No user with that username', 'a clear 404 state');
  t.same(await axeViolations(page), [], 'no WCAG violation on the 404 state');

  // The contributors page: this week, then this month, then a row's link.
  await page.goto(`${baseUrl}/forum`);
  await page.getByRole('link', { name: 'Top contributors' }).click();
  await page.waitForURL(/\/contributors$/);
  const rows = page.getByTestId('contributor');
  await rows.first().waitFor();
  t.equal(await page.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected'), 'true', 'this week first');
  t.same(await rows.locator('.contributor__name').allTextContents(), ['Asha Verma'], 'this week: only Asha (Meera’s like is 20 days old)');
  t.equal(await rows.first().getByTestId('contributor-reputation').textContent(), '13 points');
  t.equal(await rows.first().getByTestId('contributor-accepted').textContent(), '1 accepted answer');
  t.ok(await fitsPhone(), 'the contributors page fits 360 px');
  t.same(await axeViolations(page), [], 'no WCAG violation on the contributors page');

  await page.getByRole('tab', { name: 'This month' }).click();
  await page.waitForURL(/period=month/);
  await rows.filter({ hasText: 'Meera Nair' }).waitFor();
  t.same(await rows.locator('.contributor__name').allTextContents(), ['Asha Verma', 'Meera Nair'], 'this month: Asha, then Meera');
  t.equal(await rows.nth(1).getByTestId('contributor-reputation').textContent(), '1 point');
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/period=all/);
  // The address changes before the tabs render the new selection: wait for it (times out if it never comes).
  await page.getByRole('tab', { name: 'All time', selected: true }).waitFor({ timeout: 5000 }).catch(() => undefined);
  t.equal(await page.getByRole('tab', { name: 'All time' }).getAttribute('aria-selected'), 'true', 'the arrow keys move between periods');
  await page.getByRole('tab', { name: 'This month' }).click();
  await page.waitForURL(/period=month/);

  await rows.filter({ hasText: 'Meera Nair' }).getByRole('link', { name: 'Meera Nair' }).click();
  await page.waitForURL(new RegExp(`/u/${meera.username}$`));
  await page.getByTestId('public-profile').waitFor();
  t.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Meera Nair', 'a row links to the profile');
  t.same(await figure('reputation'), { term: 'Reputation', value: '1' }, 'with her reputation');

  // A reply's author links to their profile.
  await page.goto(`${baseUrl}/forum/${forum.id}/post/${raviPost.id}`);
  const replyEntry = page.getByTestId('reply').filter({ hasText: 'LCM of the days' });
  await replyEntry.waitFor();
  t.equal(await replyEntry.getByRole('link', { name: 'Asha Verma' }).getAttribute('href'), `/u/${asha.username}`, "the reply's author links to her profile");
  t.equal(await page.locator('.forum-post__header').getByRole('link', { name: 'Ravi Iyer' }).getAttribute('href'), `/u/${ravi.username}`, "the post's author too");

  // Reputation beside the names: a small "· 13", read as "13 reputation".
  const shown = (scope: ReturnType<typeof page.locator>) => scope.getByTestId('author-reputation').locator('[aria-hidden="true"]').textContent();
  t.equal(await shown(replyEntry), '· 13', "the reply's author's reputation beside her name");
  t.equal(await replyEntry.getByTestId('author-reputation').getByText('13 reputation').count(), 1, 'read as "13 reputation"');
  t.equal(await shown(page.locator('.forum-post__header')), '· 0', "the post's author's");
  t.ok(await fitsPhone(), 'the post page fits the phone');

  // A username no path can hold (made before registration refused it) links by query.
  await db.update(users).set({ username: '..' }).where(eq(users.id, meera.id));
  await page.goto(`${baseUrl}/contributors?period=month`);
  const meeraLink = page.getByTestId('contributor').filter({ hasText: 'Meera Nair' }).getByRole('link', { name: 'Meera Nair' });
  t.equal(await meeraLink.getAttribute('href'), '/u?username=..', 'the ".." profile link keeps the name in the query');
  await meeraLink.click();
  await page.getByTestId('public-profile').waitFor();
  t.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Meera Nair', 'and opens her profile');
  t.same(await figure('reputation'), { term: 'Reputation', value: '1' }, 'with her figures');
  t.same(errors, [], 'no uncaught errors');
});
