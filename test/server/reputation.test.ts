/**
 * Reputation (contract 8.4): likes received on posts, replies and comments plus 10 per accepted
 * answer; GET /api/users/{id}/profile (no mobile or email) and GET /api/leaderboards/contributors
 * over a week, a month or all time (rows backdated with SQL).
 */
import t from 'tap';
import { desc, eq, sql } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { forumPosts, postReactions, questions, replyReactions, users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

const q = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const testApp = await buildTestApp(t);
  const { app, database } = testApp;
  const db = database.db;
  const u = {
    alice: await createUser(db),
    bob: await createUser(db),
    carol: await createUser(db),
    dave: await createUser(db),
  };
  const c = { alice: new TestClient(app), bob: new TestClient(app), carol: new TestClient(app), dave: new TestClient(app) };
  await db.update(users).set({ mobile: '9876543210' }).where(eq(users.id, u.alice.id));
  for (const name of ['alice', 'bob', 'carol', 'dave'] as const) await c[name].login(u[name].username, u[name].password);
  return { ...testApp, db, u, c };
}

t.test('reputation arithmetic and the profile', async (t) => {
  const { app, db, u, c } = await setup(t);
  const forum = await createForum(c.bob);
  const post = (await createPost(c.alice, forum.id)).post;
  const otherPost = (await createPost(c.bob, forum.id)).post;
  const reply = await addReply(c.alice, otherPost.id, 'Alice answers bob');
  const ownReply = await addReply(c.alice, post.id, 'Alice answers herself');
  await createQuestions(db, [{ questionText: 'Approved one' }, { questionText: 'Approved two' }], u.alice.id);
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.submittedBy, u.alice.id)).orderBy(desc(questions.id)).limit(1);
  await db.update(questions).set({ status: 'pending' }).where(eq(questions.id, question!.id));
  const [approved] = await db.select({ id: questions.id }).from(questions).where(eq(questions.status, 'approved')).orderBy(desc(questions.id)).limit(1);
  const comment = (await c.alice.post(q('/api/addComment', { questionId: approved!.id, text: 'Alice explains' }))).json();

  // Likes: post by bob, carol (2); reply by bob, carol, dave (3); comment by dave (1); alice's own like and a dislike do not count.
  for (const who of ['bob', 'carol'] as const) t.equal((await c[who].post(`/api/forum/posts/${post.id}/like`)).statusCode, 200);
  await c.alice.post(`/api/forum/posts/${post.id}/like`);
  for (const who of ['bob', 'carol', 'dave'] as const) await c[who].post(`/api/forum/replies/${reply.id}/like`);
  t.equal((await c.dave.post(q('/api/likeComment', { id: comment.id }))).statusCode, 200);
  t.equal((await c.bob.post(q('/api/dislikeComment', { id: comment.id }))).statusCode, 200);
  // Accepted: bob accepts alice's reply (10); alice accepting her own reply on her own post earns nothing.
  t.equal((await c.bob.post(`/api/forum/posts/${otherPost.id}/accept`, { payload: { replyId: reply.id } })).statusCode, 200);
  t.equal((await c.alice.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: ownReply.id } })).statusCode, 200);

  const res = await c.dave.get(`/api/users/${u.alice.id}/profile`);
  t.equal(res.statusCode, 200, 'any logged-in user sees it');
  const profile = res.json();
  t.strictSame(Object.keys(profile).sort(), ['acceptedAnswers', 'comments', 'id', 'joinedAt', 'name', 'posts', 'questionsApproved', 'replies', 'reputation', 'userType', 'username'], 'exactly the contract’s fields');
  t.match(profile, { id: u.alice.id, name: u.alice.name, username: u.alice.username, userType: 'Student', posts: 1, replies: 2, comments: 1, acceptedAnswers: 1, questionsApproved: 1 });
  t.equal(profile.reputation, 2 + 3 + 1 + 10, 'reputation = 6 likes received + 10 x 1 accepted answer');
  t.match(profile.joinedAt, /^\d{4}-\d\d-\d\dT.*Z$/);
  t.notOk(res.body.includes('9876543210'), 'no mobile');
  t.notOk(res.body.includes(u.alice.emailId), 'no email');

  await c.carol.post(`/api/forum/posts/${post.id}/unlike`);
  await c.dave.post(`/api/forum/replies/${reply.id}/dislike`);
  t.equal((await c.dave.get(`/api/users/${u.alice.id}/profile`)).json().reputation, 14, 'an unlike and a like turned dislike take 2 off');
  await c.bob.request({ method: 'DELETE', url: `/api/forum/posts/${otherPost.id}/accept` });
  t.match((await c.dave.get(`/api/users/${u.alice.id}/profile`)).json(), { reputation: 4, acceptedAnswers: 0 }, 'unaccepting takes the 10 off');

  t.equal((await c.dave.get('/api/users/99999999/profile')).statusCode, 404, 'unknown user: 404');
  t.equal((await c.dave.get('/api/users/99999999/profile')).json().message, messages.notFound.user);
  t.equal((await new TestClient(app).get(`/api/users/${u.alice.id}/profile`)).statusCode, 401, 'anonymous: 401');
});

t.test('the contributors leaderboard over a week, a month and all time', async (t) => {
  const { app, db, u, c } = await setup(t);
  const forum = await createForum(c.dave);
  const alicePost = (await createPost(c.alice, forum.id)).post;
  const bobPost = (await createPost(c.bob, forum.id)).post;
  const carolPost = (await createPost(c.carol, forum.id)).post;
  const bobReply = await addReply(c.bob, carolPost.id, 'Bob answers carol');
  for (const who of ['bob', 'carol', 'dave'] as const) await c[who].post(`/api/forum/posts/${alicePost.id}/like`); // alice: 3 likes, now
  await c.dave.post(`/api/forum/posts/${bobPost.id}/like`); // bob: 1 like, 20 days ago (below)
  await c.carol.post(`/api/forum/posts/${carolPost.id}/accept`, { payload: { replyId: bobReply.id } }); // bob: accepted, 100 days ago (below)
  const carolReply = await addReply(c.carol, bobPost.id, 'Carol answers bob');
  await c.dave.post(`/api/forum/replies/${carolReply.id}/like`); // carol: 1 like, 3 days ago
  await db.update(postReactions).set({ createdAt: sql`now() - interval '20 days'` }).where(eq(postReactions.postId, bobPost.id));
  await db.update(forumPosts).set({ acceptedAt: sql`now() - interval '100 days'` }).where(eq(forumPosts.id, carolPost.id));
  await db.update(replyReactions).set({ createdAt: sql`now() - interval '3 days'` }).where(eq(replyReactions.replyId, carolReply.id));

  const board = async (period: string, extra = '') => {
    const res = await c.dave.get(`/api/leaderboards/contributors?period=${period}${extra}`);
    t.equal(res.statusCode, 200, `${period}: 200`);
    return { rows: res.json() as Array<{ user: { id: number }; reputation: number; acceptedAnswers: number }>, total: Number(res.headers['x-total-count']) };
  };
  const week = await board('week');
  t.same(week.rows.map((row) => [row.user.id, row.reputation, row.acceptedAnswers]), [[u.alice.id, 3, 0], [u.carol.id, 1, 0]], 'week: the last 7 days');
  t.equal(week.total, 2);
  t.same(Object.keys(week.rows[0]!.user).sort(), ['id', 'name', 'userType', 'username'], 'the user summary only');
  const month = await board('month');
  t.same(month.rows.map((row) => [row.user.id, row.reputation]), [[u.alice.id, 3], [u.bob.id, 1], [u.carol.id, 1]], 'month: the last 30 days (ties by accepted answers, then id)');
  const all = await board('all');
  t.same(all.rows.map((row) => [row.user.id, row.reputation, row.acceptedAnswers]), [[u.bob.id, 11, 1], [u.alice.id, 3, 0], [u.carol.id, 1, 0]], 'all time');
  const paged = await board('all', '&limit=1&offset=1');
  t.same(paged.rows.map((row) => row.user.id), [u.alice.id], 'paged');
  t.equal(paged.total, 3, 'X-Total-Count counts every contributor');
  const beyond = await board('all', '&limit=5&offset=10');
  t.same(beyond.rows, [], 'past the end: empty');
  t.equal(beyond.total, 3, 'with the total');
  t.same((await c.dave.get('/api/leaderboards/contributors')).json().length, 3, 'no period: all time');

  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, u.bob.id));
  t.same((await board('all')).rows.map((row) => row.user.id), [u.alice.id, u.carol.id], 'a suspended user is left out');

  const bad = await c.dave.get('/api/leaderboards/contributors?period=year');
  t.equal(bad.statusCode, 400, 'a bad period: 400');
  t.equal(bad.json().message, 'Period must be week, month or all');
  t.equal((await new TestClient(app).get('/api/leaderboards/contributors?period=week')).statusCode, 401, 'anonymous: 401');
});

t.test('the profile by username: the id route’s answer, any case, 404 and 401', async (t) => {
  const { app, db, u, c } = await setup(t);
  const forum = await createForum(c.bob);
  const post = (await createPost(c.bob, forum.id)).post;
  const reply = await addReply(c.alice, post.id, 'Alice answers bob');
  await c.carol.post(`/api/forum/replies/${reply.id}/like`);
  t.equal((await c.bob.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: reply.id } })).statusCode, 200);

  const byId = await c.dave.get(`/api/users/${u.alice.id}/profile`);
  const byName = await c.dave.get(`/api/users/by-username/${encodeURIComponent(u.alice.username)}/profile`);
  t.equal(byName.statusCode, 200, 'any logged-in user sees it');
  t.strictSame(byName.json(), byId.json(), 'the same JSON as the id route');
  t.match(byName.json(), { id: u.alice.id, username: u.alice.username, replies: 1, acceptedAnswers: 1, reputation: 11 });
  t.notOk('mobile' in byName.json(), 'no mobile key');
  t.notOk('emailId' in byName.json(), 'no emailId key');
  t.notOk(byName.body.includes('9876543210'), 'the mobile appears nowhere');
  t.notOk(byName.body.includes(u.alice.emailId), 'the email appears nowhere');
  t.strictSame((await c.dave.get(`/api/users/by-username/${encodeURIComponent(u.alice.username.toUpperCase())}/profile`)).json(), byId.json(), 'usernames match without regard to case');

  const unknown = await c.dave.get('/api/users/by-username/no_such_user_here/profile');
  t.equal(unknown.statusCode, 404, 'unknown username: 404');
  t.equal(unknown.json().message, messages.notFound.user);
  t.equal((await c.dave.get('/api/users/by-username/%25/profile')).statusCode, 404, 'a LIKE wildcard matches no one');
  t.equal((await new TestClient(app).get(`/api/users/by-username/${u.alice.username}/profile`)).statusCode, 401, 'anonymous: 401');
  void db;
});

t.test('discussions show each author’s reputation: comments, post lists, the post and its replies, and new ones', async (t) => {
  const { db, u, c } = await setup(t);
  const forum = await createForum(c.dave);
  const post = (await createPost(c.alice, forum.id)).post;
  const reply = await addReply(c.bob, post.id, 'Bob answers alice');
  await createQuestions(db, [{ questionText: 'Approved one' }], u.carol.id);
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.status, 'approved')).limit(1);
  const comment = (await c.carol.post(q('/api/addComment', { questionId: question!.id, text: 'Carol explains' }))).json();
  for (const who of ['bob', 'carol', 'dave'] as const) await c[who].post(`/api/forum/posts/${post.id}/like`); // alice: 3
  await c.alice.post(`/api/forum/replies/${reply.id}/like`); // bob: 1 ...
  t.equal((await c.alice.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: reply.id } })).statusCode, 200); // ... + 10
  await c.dave.post(q('/api/likeComment', { id: comment.id })); // carol: 1 ...
  await c.carol.post(q('/api/likeComment', { id: comment.id })); // (her own like: nothing)

  const list = (await c.dave.get(`/api/forum/getPostsbyForumId/${forum.id}`)).json();
  t.equal(list[0].author.reputation, 3, 'a post list: the author’s reputation');
  const detail = (await c.dave.get(`/api/forum/posts/${post.id}`)).json();
  t.equal(detail.author.reputation, 3, 'the post');
  t.equal(detail.replies[0].user.reputation, 11, 'a reply: likes and the accepted answer');
  t.equal((await c.dave.get(q('/api/getCommentsbyId', { id: question!.id }))).json()[0].user.reputation, 1, 'a comment');
  t.equal((await c.dave.request({ method: 'PUT', url: `/api/bookmarks/posts/${post.id}` })).statusCode, 204);
  t.equal((await c.dave.get('/api/bookmarks?kind=post')).json()[0].post.author.reputation, 3, 'a saved post');

  t.equal((await createPost(c.alice, forum.id)).author.reputation, 3, 'a new post answers its author’s reputation');
  t.equal((await addReply(c.bob, post.id, 'Bob again')).user?.reputation, 11, 'a new reply');
  const edited = await c.bob.request({ method: 'PUT', url: `/api/forum/replies/${reply.id}`, payload: { content: 'Bob edits' } });
  t.equal(edited.json().user.reputation, 11, 'an edited reply');
  t.equal((await c.carol.post(q('/api/addComment', { questionId: question!.id, text: 'Carol again' }))).json().user.reputation, 1, 'a new comment');
  const editedComment = await c.carol.request({ method: 'PUT', url: `/api/comments/${comment.id}`, payload: { text: 'Carol edits' } });
  t.equal(editedComment.json().user.reputation, 1, 'an edited comment');
  for (const name of ['alice', 'bob', 'carol'] as const) {
    t.equal((await c.dave.get(`/api/users/${u[name].id}/profile`)).json().reputation, { alice: 3, bob: 11, carol: 1 }[name], `${name}’s profile agrees`);
  }
});

t.test('usernames "." and "..": refused at registration; existing ones have a profile by query', async (t) => {
  const { app, db, u, c } = await setup(t);
  for (const username of ['.', '..']) {
    const res = await new TestClient(app).post('/public/addUser', { payload: { name: 'Dot', username, password: 'Secret@123', emailId: `dots${username.length}@example.org` } });
    t.equal(res.statusCode, 400, `"${username}": 400`);
    t.equal(res.json().message, messages.validation.usernameDots, `"${username}": the message`);
  }
  const three = await new TestClient(app).post('/public/addUser', { payload: { name: 'Dots', username: '...', password: 'Secret@123', emailId: 'dots3@example.org' } });
  t.equal(three.statusCode, 201, '"..." is a fine path segment: accepted');
  t.equal((await c.dave.get('/api/users/by-username/.../profile')).json().username, '...', 'and found by path');

  await db.update(users).set({ username: '..' }).where(eq(users.id, u.alice.id)); // made before the rule
  const byQuery = await c.dave.get('/api/users/by-username/profile?username=..');
  t.equal(byQuery.statusCode, 200, 'an existing ".." is found by query');
  t.strictSame(byQuery.json(), (await c.dave.get(`/api/users/${u.alice.id}/profile`)).json(), 'the id route’s answer');
  t.equal((await c.dave.get('/api/users/by-username/profile?username=nobody_here')).statusCode, 404, 'unknown: 404');
  const blank = await c.dave.get('/api/users/by-username/profile?username=');
  t.equal(blank.statusCode, 400, 'blank: 400');
  t.equal((await new TestClient(app).get('/api/users/by-username/profile?username=..')).statusCode, 401, 'anonymous: 401');
});
