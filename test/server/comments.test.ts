import t from 'tap';
import { and, asc, eq } from 'drizzle-orm';
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { commentReactions, comments, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const textRequired = 'Comment text is required';
const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

const allComments = (db: Database) => db.select().from(comments).orderBy(asc(comments.id));
const allReactions = (db: Database) => db.select().from(commentReactions);

/** Two approved questions, and a pending one submitted by `submitter`. */
async function seedQuestions(db: Database, submitter: number) {
  await createQuestions(db, [{}, {}]);
  const [q1, q2] = await db.select().from(questions).orderBy(asc(questions.id));
  const [pending] = await db
    .insert(questions)
    .values({ questionText: 'A pending question?', optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'A', status: 'pending', submittedBy: submitter, categoryId: q1!.categoryId, topicId: q1!.topicId, sourceId: q1!.sourceId })
    .returning();
  return { q1: q1!, q2: q2!, pending: pending! };
}

/** An app, three logged-in clients (alice, bob, admin) and the questions above (pending by bob). */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const users = { alice: await createUser(db), bob: await createUser(db), admin: await createUser(db, { role: 'admin' }) };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), admin: new TestClient(app), anonymous: new TestClient(app) };
  await clients.alice.login(users.alice.username, users.alice.password);
  await clients.bob.login(users.bob.username, users.bob.password);
  await clients.admin.login(users.admin.username, users.admin.password);
  return { app, db, users, ...clients, ...(await seedQuestions(db, users.bob.id)) };
}

/** Posts a comment (or a reply when `parent` is given) and answers the created Comment. */
async function post(client: TestClient, text: string, target: { questionId: number } | { commentId: number }): Promise<Comment> {
  const res = 'questionId' in target ? await client.post(q('/api/addComment', { ...target, text })) : await client.post(q('/api/addReply', { ...target, text }));
  if (res.statusCode !== 201) throw new Error(`comment not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

t.test('every comment route is 401 without a session, and nothing is stored', async (t) => {
  const { db, anonymous, alice, q1 } = await setup(t);
  const existing = await post(alice, 'first', { questionId: q1.id });
  const requests: ['GET' | 'POST', string][] = [
    ['GET', q('/api/getCommentsbyId', { id: q1.id })],
    ['POST', q('/api/addComment', { questionId: q1.id, text: 'hello' })],
    ['POST', q('/api/addReply', { commentId: existing.id, text: 'hello' })],
    ['POST', q('/api/likeComment', { id: existing.id })],
    ['POST', q('/api/unlikeComment', { id: existing.id })],
    ['POST', q('/api/dislikeComment', { id: existing.id })],
  ];
  for (const [method, url] of requests) {
    const res = await anonymous.request({ method, url });
    t.equal(res.statusCode, 401, `${method} ${url} 401`);
    t.equal(res.json().message, messages.auth.loginRequired);
    t.notOk(res.body.includes('first'), 'no comment text leaked');
  }
  t.equal((await allComments(db)).length, 1, 'no comment stored');
  t.equal((await allReactions(db)).length, 0, 'no reaction stored');
});

t.test('every POST is 403 without X-Requested-With, and nothing is stored', async (t) => {
  const { db, alice, q1 } = await setup(t);
  const existing = await post(alice, 'first', { questionId: q1.id });
  for (const url of [
    q('/api/addComment', { questionId: q1.id, text: 'forged' }),
    q('/api/addReply', { commentId: existing.id, text: 'forged' }),
    q('/api/likeComment', { id: existing.id }),
    q('/api/unlikeComment', { id: existing.id }),
    q('/api/dislikeComment', { id: existing.id }),
  ]) {
    const res = await alice.post(url, { bare: true });
    t.equal(res.statusCode, 403, `${url} 403`);
    t.equal(res.json().message, messages.auth.missingRequestedWith);
  }
  t.same((await allComments(db)).map((row) => row.text), ['first'], 'no comment or reply stored');
  t.equal((await allReactions(db)).length, 0, 'no reaction stored');
  t.equal((await alice.get(q('/api/getCommentsbyId', { id: q1.id }), { bare: true })).statusCode, 200, 'reading needs no header');
});

t.test('POST /api/addComment answers 201 with the Comment, stores the trimmed text, and GET lists it', async (t) => {
  const { db, alice, bob, users, q1, q2 } = await setup(t);
  const res = await alice.post(q('/api/addComment', { questionId: q1.id, text: '  Use the unit digit cycle: 4, 6.  ' }));
  t.equal(res.statusCode, 201);
  const comment: Comment = res.json();
  t.same(
    { ...comment, dateTimeSubmitted: '' },
    {
      id: comment.id,
      questionId: q1.id,
      parentId: null,
      text: 'Use the unit digit cycle: 4, 6.',
      submittedBy: users.alice.id,
      user: { id: users.alice.id, name: users.alice.name, username: users.alice.username, userType: 'Student', reputation: 0 },
      dateTimeSubmitted: '',
      editedAt: null,
      likes: 0,
      dislikes: 0,
      myReaction: null,
      accepted: false,
      replies: [],
    },
    'the Comment shape, text trimmed',
  );
  t.match(comment.dateTimeSubmitted, isoDate, 'ISO 8601 UTC timestamp');
  const [row] = await allComments(db);
  t.match(row, { id: comment.id, questionId: q1.id, parentId: null, userId: users.alice.id, text: 'Use the unit digit cycle: 4, 6.' }, 'stored');

  const listed = await bob.get(q('/api/getCommentsbyId', { id: q1.id }));
  t.equal(listed.statusCode, 200);
  t.same(listed.json(), [comment], 'another user sees the same comment');
  t.same((await bob.get(q('/api/getCommentsbyId', { id: q2.id }))).json(), [], 'another question has none');
  const question = await bob.get(q('/api/getQuestionsbyId', { id: q1.id }));
  t.same(question.json().comments, [comment.id], 'the question lists its top-level comment ids');
});

t.test('HTML and script text is stored and returned verbatim, as plain text', async (t) => {
  const { db, alice, bob, q1 } = await setup(t);
  const script = '<script>alert(1)</script>';
  const tricky = `${script} & <b onmouseover="x()">bold</b> 100% + 'quotes' ?a=1#x`;
  const created = await alice.post(q('/api/addComment', { questionId: q1.id, text: script }));
  t.equal(created.statusCode, 201);
  t.match(created.headers['content-type'], /^application\/json/, 'sent as JSON, never as HTML');
  t.equal(created.json().text, script);
  const reply = await post(bob, tricky, { commentId: created.json().id });
  t.equal(reply.text, tricky, 'reserved URL and HTML characters survive');
  t.same((await allComments(db)).map((row) => row.text), [script, tricky], 'stored unchanged');
  const [listed] = (await bob.get(q('/api/getCommentsbyId', { id: q1.id }))).json() as Comment[];
  t.equal(listed!.text, script, 'returned unchanged');
  t.equal(listed!.replies[0]!.text, tricky);
});

t.test('blank or invalid text is a 400 and stores nothing', async (t) => {
  const { db, alice, q1 } = await setup(t);
  const parent = await post(alice, 'parent', { questionId: q1.id });
  const blanks: [string, Record<string, string | number>][] = [
    ['empty', { text: '' }],
    ['spaces', { text: '    ' }],
    ['whitespace', { text: '\n\t \r\n' }],
    ['missing', {}],
  ];
  for (const [label, params] of blanks) {
    for (const [path, target] of [
      ['/api/addComment', { questionId: q1.id }],
      ['/api/addReply', { commentId: parent.id }],
    ] as const) {
      const res = await alice.post(q(path, { ...target, ...params }));
      t.equal(res.statusCode, 400, `${path} ${label}: 400`);
      t.equal(res.json().message, textRequired, `${path} ${label}: message`);
    }
  }
  const tooLong = await alice.post(q('/api/addComment', { questionId: q1.id, text: 'x'.repeat(5001) }));
  t.equal(tooLong.statusCode, 400, 'longer than the limit: 400');
  t.equal(tooLong.json().message, 'Comments must be at most 5000 characters');
  t.equal((await alice.post(q('/api/addComment', { questionId: q1.id, text: 'a\u0000b' }))).statusCode, 400, 'NUL: 400, not 500');
  t.equal((await alice.post(q('/api/addComment', { questionId: 'abc', text: 'hi' }))).statusCode, 400, 'non-numeric questionId: 400');
  t.equal((await alice.post(q('/api/addReply', { commentId: 0, text: 'hi' }))).statusCode, 400, 'commentId 0: 400');
  t.equal((await alice.get(q('/api/getCommentsbyId', { id: -1 }))).statusCode, 400, 'negative id: 400');
  t.equal((await alice.get('/api/getCommentsbyId')).statusCode, 400, 'missing id: 400');
  t.equal((await alice.post('/api/likeComment?id=1.5')).statusCode, 400, 'fractional id: 400');
  t.same((await allComments(db)).map((row) => row.text), ['parent'], 'nothing but the parent stored');
});

t.test('replies nest to any depth (stored and returned), every level oldest first', async (t) => {
  const { db, alice, bob, admin, q1 } = await setup(t);
  const root1 = await post(alice, 'root 1', { questionId: q1.id });
  const root2 = await post(bob, 'root 2', { questionId: q1.id });
  // A chain six replies deep under root 1, and two later siblings at the first level.
  const chain = [root1];
  for (let depth = 1; depth <= 6; depth++) {
    const reply = await post(depth % 2 ? bob : alice, `depth ${depth}`, { commentId: chain[chain.length - 1]!.id });
    t.equal(reply.parentId, chain[chain.length - 1]!.id, `depth ${depth}: parentId set`);
    t.equal(reply.questionId, q1.id, `depth ${depth}: on the parent's question`);
    chain.push(reply);
  }
  const sibling1 = await post(admin, 'sibling 1', { commentId: root1.id });
  const sibling2 = await post(bob, 'sibling 2', { commentId: root1.id });
  const rootReply = await post(alice, 'reply to root 2', { commentId: root2.id });

  const stored = await allComments(db);
  t.equal(stored.length, 11, 'every comment stored');
  t.same(stored.filter((row) => row.parentId === null).map((row) => row.id), [root1.id, root2.id], 'only the roots lack a parent');

  const tree: Comment[] = (await bob.get(q('/api/getCommentsbyId', { id: q1.id }))).json();
  t.same(tree.map((c) => c.text), ['root 1', 'root 2'], 'top level oldest first, replies not at top level');
  t.same(tree[0]!.replies.map((c) => c.text), ['depth 1', 'sibling 1', 'sibling 2'], 'first-level replies oldest first');
  t.same(tree[1]!.replies.map((c) => [c.id, c.parentId]), [[rootReply.id, root2.id]]);
  let node = tree[0]!;
  for (let depth = 1; depth <= 6; depth++) {
    node = node.replies[0]!;
    t.match(node, { id: chain[depth]!.id, text: `depth ${depth}`, parentId: chain[depth - 1]!.id }, `depth ${depth} nested under depth ${depth - 1}`);
  }
  t.same(node.replies, [], 'the deepest reply has no replies');
  t.same(tree[0]!.replies[1], { ...sibling1, replies: [] }, 'a listed reply equals the created one');
  t.same(tree[0]!.replies[2]!.id, sibling2.id);
});

t.test('404s: unknown question, unknown comment', async (t) => {
  const { db, alice, q1 } = await setup(t);
  const missing = 987654;
  for (const res of [await alice.get(q('/api/getCommentsbyId', { id: missing })), await alice.post(q('/api/addComment', { questionId: missing, text: 'hi' }))]) {
    t.equal(res.statusCode, 404);
    t.equal(res.json().message, messages.notFound.question);
  }
  for (const url of [
    q('/api/addReply', { commentId: missing, text: 'hi' }),
    q('/api/likeComment', { id: missing }),
    q('/api/unlikeComment', { id: missing }),
    q('/api/dislikeComment', { id: missing }),
  ]) {
    const res = await alice.post(url);
    t.equal(res.statusCode, 404, `${url} 404`);
    t.equal(res.json().message, messages.notFound.comment);
  }
  t.equal((await allComments(db)).length, 0, 'nothing stored');
  t.equal((await allReactions(db)).length, 0);
  t.same((await alice.get(q('/api/getCommentsbyId', { id: q1.id }))).json(), [], 'a question without comments answers []');
});

t.test("a pending question's comments are hidden from everyone but its submitter and admins", async (t) => {
  const { db, alice, bob, admin, pending } = await setup(t);
  const bobs = await post(bob, 'submitter note', { questionId: pending.id });
  const adminReply = await post(admin, 'admin reply', { commentId: bobs.id });
  t.same(
    ((await bob.get(q('/api/getCommentsbyId', { id: pending.id }))).json() as Comment[]).map((c) => [c.text, c.replies.map((r) => r.text)]),
    [['submitter note', ['admin reply']]],
    'the submitter sees the thread',
  );
  t.equal(((await admin.get(q('/api/getCommentsbyId', { id: pending.id }))).json() as Comment[])[0]!.id, bobs.id, 'an admin sees it');

  const hidden = await alice.get(q('/api/getCommentsbyId', { id: pending.id }));
  t.equal(hidden.statusCode, 404);
  t.equal(hidden.json().message, messages.notFound.question);
  t.notOk(hidden.body.includes('submitter note'), 'no text leaked');
  const add = await alice.post(q('/api/addComment', { questionId: pending.id, text: 'sneaky' }));
  t.equal(add.statusCode, 404);
  t.equal(add.json().message, messages.notFound.question);
  for (const url of [
    q('/api/addReply', { commentId: bobs.id, text: 'sneaky' }),
    q('/api/addReply', { commentId: adminReply.id, text: 'sneaky' }),
    q('/api/likeComment', { id: bobs.id }),
    q('/api/unlikeComment', { id: bobs.id }),
    q('/api/dislikeComment', { id: adminReply.id }),
  ]) {
    const res = await alice.post(url);
    t.equal(res.statusCode, 404, `${url} 404`);
    t.equal(res.json().message, messages.notFound.comment);
  }
  t.equal((await allComments(db)).length, 2, 'nothing stored by the outsider');
  t.equal((await allReactions(db)).length, 0);

  await db.update(questions).set({ status: 'approved' }).where(eq(questions.id, pending.id));
  t.equal(((await alice.get(q('/api/getCommentsbyId', { id: pending.id }))).json() as Comment[]).length, 1, 'visible once approved');
});

t.test('like, unlike and dislike: one reaction per user, like idempotent, dislike toggles, answers the counts', async (t) => {
  const { db, alice, bob, admin, users, q1 } = await setup(t);
  const comment = await post(bob, 'react to me', { questionId: q1.id });
  const react = async (client: TestClient, action: 'like' | 'unlike' | 'dislike'): Promise<CommentReactions> => {
    const res = await client.post(q(`/api/${action}Comment`, { id: comment.id }));
    t.equal(res.statusCode, 200, `${action}: 200`);
    return res.json();
  };
  const aliceRow = async () => (await db.select().from(commentReactions).where(and(eq(commentReactions.commentId, comment.id), eq(commentReactions.userId, users.alice.id))))[0]?.kind ?? null;

  t.same(await react(alice, 'like'), { id: comment.id, likes: 1, dislikes: 0, myReaction: 'like' }, 'like');
  t.same(await react(alice, 'like'), { id: comment.id, likes: 1, dislikes: 0, myReaction: 'like' }, 'like again is idempotent');
  t.same(await react(alice, 'dislike'), { id: comment.id, likes: 0, dislikes: 1, myReaction: 'dislike' }, 'dislike replaces the like');
  t.equal(await aliceRow(), 'dislike');
  t.same(await react(alice, 'unlike'), { id: comment.id, likes: 0, dislikes: 1, myReaction: 'dislike' }, 'unlike leaves a dislike alone');
  t.same(await react(alice, 'dislike'), { id: comment.id, likes: 0, dislikes: 0, myReaction: null }, 'disliking again removes it');
  t.equal(await aliceRow(), null, 'no row left');
  t.same(await react(alice, 'unlike'), { id: comment.id, likes: 0, dislikes: 0, myReaction: null }, 'unlike with nothing is harmless');
  t.same(await react(alice, 'dislike'), { id: comment.id, likes: 0, dislikes: 1, myReaction: 'dislike' }, 'dislike from nothing');
  t.same(await react(alice, 'like'), { id: comment.id, likes: 1, dislikes: 0, myReaction: 'like' }, 'like replaces the dislike');
  t.same(await react(alice, 'unlike'), { id: comment.id, likes: 0, dislikes: 0, myReaction: null }, 'unlike removes the like');

  await react(alice, 'like');
  t.same(await react(bob, 'like'), { id: comment.id, likes: 2, dislikes: 0, myReaction: 'like' }, 'a second user adds to the count');
  t.same(await react(admin, 'dislike'), { id: comment.id, likes: 2, dislikes: 1, myReaction: 'dislike' }, 'counts are per comment, myReaction per caller');
  t.equal((await allReactions(db)).length, 3, 'one row per user');

  const reply = await post(alice, 'a reply', { commentId: comment.id });
  await alice.post(q('/api/dislikeComment', { id: reply.id }));
  const view = (tree: Comment[]) => [tree[0]!.likes, tree[0]!.dislikes, tree[0]!.myReaction, tree[0]!.replies[0]!.dislikes, tree[0]!.replies[0]!.myReaction];
  t.same(view((await alice.get(q('/api/getCommentsbyId', { id: q1.id }))).json()), [2, 1, 'like', 1, 'dislike'], "GET: counts, and alice's reactions");
  t.same(view((await admin.get(q('/api/getCommentsbyId', { id: q1.id }))).json()), [2, 1, 'dislike', 1, null], "GET: the admin's reactions");
});

t.test('concurrent clicks of one user leave at most one row and consistent counts', { skip: needsConcurrentDatabase }, async (t) => {
  const { db, alice, bob, users, q1 } = await setup(t);
  const comment = await post(bob, 'click me', { questionId: q1.id });
  const fire = (client: TestClient, actions: string[]) =>
    Promise.all(actions.map((action) => client.post(q(`/api/${action}Comment`, { id: comment.id }))));
  const rowsOf = async (userId: number) => db.select().from(commentReactions).where(and(eq(commentReactions.commentId, comment.id), eq(commentReactions.userId, userId)));
  const listed = async () => ((await alice.get(q('/api/getCommentsbyId', { id: q1.id }))).json() as Comment[])[0]!;

  const mixed = Array.from({ length: 20 }, (_, i) => ['like', 'dislike', 'unlike', 'dislike', 'like'][i % 5]!);
  const answers = await fire(alice, mixed);
  t.same(answers.map((res) => res.statusCode), Array(20).fill(200), 'every click answered 200');
  for (const res of answers) {
    const body: CommentReactions = res.json();
    if (body.likes + body.dislikes > 1 || (body.myReaction === 'like') !== (body.likes === 1) || (body.myReaction === 'dislike') !== (body.dislikes === 1)) {
      t.fail(`inconsistent answer ${res.body}`);
    }
  }
  let rows = await rowsOf(users.alice.id);
  t.ok(rows.length <= 1, `0 or 1 row remains (${rows.length})`);
  let shown = await listed();
  t.same([shown.likes, shown.dislikes, shown.myReaction], [rows.filter((r) => r.kind === 'like').length, rows.filter((r) => r.kind === 'dislike').length, rows[0]?.kind ?? null], 'the counts match the rows');

  // Start from nothing: 20 concurrent dislikes must behave like 20 toggles one after the other.
  await db.delete(commentReactions);
  const toggles = await fire(alice, Array(20).fill('dislike'));
  const states = toggles.map((res) => (res.json() as CommentReactions).myReaction);
  t.equal(states.filter((state) => state === 'dislike').length, 10, 'half the toggles answered "disliked"');
  t.equal(states.filter((state) => state === null).length, 10, 'the other half answered "removed"');
  t.same(await rowsOf(users.alice.id), [], 'an even number of toggles leaves no row');
  await fire(alice, Array(21).fill('dislike'));
  t.same((await rowsOf(users.alice.id)).map((row) => row.kind), ['dislike'], 'an odd number leaves one dislike');

  // Two users clicking at once: each keeps at most one row; the totals add up.
  await Promise.all([fire(alice, mixed), fire(bob, [...mixed].reverse())]);
  rows = await allReactions(db);
  t.ok((await rowsOf(users.alice.id)).length <= 1 && (await rowsOf(users.bob.id)).length <= 1, 'at most one row per user');
  shown = await listed();
  t.same([shown.likes, shown.dislikes], [rows.filter((r) => r.kind === 'like').length, rows.filter((r) => r.kind === 'dislike').length], 'GET counts match the rows');
});
