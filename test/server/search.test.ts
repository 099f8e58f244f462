import t, { type Test } from 'tap';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { SearchResult } from '@common/api/search.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, questions, sources, topics } from '../../server/db/schema/index.ts';
import { tokenize } from '../../server/features/search/search.service.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

type Status = 'pending' | 'approved' | 'rejected';

/** Inserts a question straight into `questions` (any status, chosen options) under the first category/topic/source. */
async function insertQuestion(db: Database, questionText: string, status: Status = 'approved', options: string[] = ['one', 'two', 'three', 'four']) {
  const [category] = await db.select().from(categories).limit(1);
  const [topic] = await db.select().from(topics).where(eq(topics.categoryId, category!.id)).limit(1);
  const [source] = await db.select().from(sources).limit(1);
  const [row] = await db
    .insert(questions)
    .values({
      questionText,
      optionA: options[0]!,
      optionB: options[1]!,
      optionC: options[2]!,
      optionD: options[3]!,
      correctAnswer: 'A',
      status,
      categoryId: category!.id,
      topicId: topic!.id,
      sourceId: source!.id,
    })
    .returning({ id: questions.id });
  return row!.id;
}

/**
 * A signed-in client over a small corpus: a forum "Quant Corner", two posts (one with "probability"
 * in the title, one only in the body), and approved questions imported through the real service.
 */
async function setup(t: Test) {
  // These tests search faster than anyone types; the per-user limit is tested in test/security/abuse.test.ts.
  const { app, database } = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, searches: { max: 10_000, windowMs: 1000 } } });
  const db = database.db;
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const forum = await createForum(client, { title: 'Quant Corner', description: 'Percentages, ratios and the rest of arithmetic' });
  const other = await createForum(client, { title: 'Reading Room', description: 'Verbal ability and comprehension' });
  const titlePost = await createPost(client, forum.id, { title: 'Probability shortcuts', content: 'Counting tricks for the exam.' });
  const bodyPost = await createPost(client, other.id, { title: 'Weekly doubts', content: 'My doubt is about conditional probability with dice.' });
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Percentages', questionText: 'What is the profit percentage when cost is 80 and price is 100?' },
    { category: 'Quantitative Aptitude', topic: 'Probability', questionText: 'Two dice are thrown. What is the probability of a sum of 7?' },
    { category: 'Verbal Ability', topic: 'Reading Comprehension', questionText: 'The café owner in the passage argues that naïve optimism is costly. Why?' },
  ]);
  const search = async (query: string, extra = '') => {
    const res = await client.get(`/api/search?query=${encodeURIComponent(query)}${extra}`);
    t.equal(res.statusCode, 200, `${JSON.stringify(query.slice(0, 40))}: 200`);
    return res.json() as SearchResult;
  };
  return { app, db, client, forum, other, titlePost: titlePost.post, bodyPost: bodyPost.post, search };
}

t.test('401 without a session', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await new TestClient(app).get('/api/search?query=percentage');
  t.equal(res.statusCode, 401);
  t.equal(res.json().message, messages.auth.loginRequired);
  t.notOk('questions' in res.json(), 'no data');
});

t.test('tokenize: letters and digits only, lower-case, capped', async (t) => {
  t.same(tokenize(`Percen'tage & (Prob|ab) !x:*`), ['percen', 'tage', 'prob', 'ab', 'x']);
  t.same(tokenize('   \t '), []);
  t.same(tokenize('🙂🚀 --- ***'), []);
  t.same(tokenize('प्रतिशत क्या है'), ['प्रतिशत', 'क्या', 'है'], 'Devanagari words keep their vowel signs');
  t.equal(tokenize('a b c d e f g h i j k l').length, 8, 'at most 8 terms');
  t.equal(tokenize('x'.repeat(10_000))[0]!.length, 32, 'terms cut to 32 characters');
  t.same(tokenize('Dice dice DICE'), ['dice'], 'duplicates removed');
});

t.test('word prefixes match as the user types, in every group', async (t) => {
  const { search, forum, titlePost } = await setup(t);
  const percen = await search('percen');
  t.same(percen.forums.map((f) => f.id), [forum.id], 'forum description "Percentages"');
  t.match(percen.questions, [{ questionText: /profit percentage/, section: 'Quantitative Aptitude', topic: 'Percentages' }]);
  t.equal(percen.questions.length, 1);
  t.same(percen.posts, []);
  const prob = await search('proba');
  t.equal(prob.posts[0]?.id, titlePost.id);
  t.equal(prob.questions.length, 1);
  t.match(prob.questions[0], { questionText: /probability of a sum/ });
  const two = await search('dice proba');
  t.same(two.questions.map((q) => q.topic), ['Probability'], 'several words: all must match');
  t.equal(two.posts.length, 1, 'only the post with both words');
  t.same((await search('zebra')).questions, [], 'no false hits');
});

t.test('typos are tolerated', async (t) => {
  const { search, titlePost } = await setup(t);
  const a = await search('percantage');
  t.equal(a.questions.length, 1);
  t.match(a.questions[0], { questionText: /profit percentage/ });
  const b = await search('probabilty');
  t.ok(b.questions.some((q) => /probability of a sum/.test(q.questionText)), 'question with a typo');
  t.equal(b.posts[0]?.id, titlePost.id, 'post title with a typo');
  const c = await search('quant cornr');
  t.ok(c.forums.length >= 1, 'forum title with a typo');
});

t.test('case and accents are ignored both ways', async (t) => {
  const { search } = await setup(t);
  for (const query of ['PERCENTAGE', 'PeRcEn', 'cafe', 'CAFÉ', 'naive', 'naïve', 'pércentâge']) {
    const res = await search(query);
    t.equal(res.questions.length, 1, `${query}: one question`);
  }
  t.match((await search('Cafe')).questions[0], { questionText: /café owner/ }, 'text returned as stored');
});

t.test('a title match outranks a body match', async (t) => {
  const { search, titlePost, bodyPost, db } = await setup(t);
  const res = await search('probability');
  t.same(res.posts.map((p) => p.id), [titlePost.id, bodyPost.id]);
  // Questions: text (weight A) outranks options (weight B).
  const inOptions = await insertQuestion(db, 'Pick the right value.', 'approved', ['hexagon', 'pentagon', 'square', 'circle']);
  const inText = await insertQuestion(db, 'How many diagonals does a hexagon have?');
  t.same((await search('hexag')).questions.map((q) => q.id), [inText, inOptions]);
});

t.test('body-only matches fill the page only after every title match', async (t) => {
  const { search, client, forum } = await setup(t);
  const body = await createPost(client, forum.id, { title: 'Mixed bag', content: 'ratios ratios ratios ratios ratios ratios' });
  const titles = [];
  for (let i = 1; i <= 3; i++) titles.push((await createPost(client, forum.id, { title: `Ratios drill ${i}`, content: 'Practice set.' })).post.id);
  const page = (await search('ratio', '&limit=3')).posts.map((p) => p.id);
  t.same([...page].sort(), [...titles].sort(), 'a full page of title matches leaves out the body-only match, however often it repeats the word');
  const all = (await search('ratio', '&limit=10')).posts.map((p) => p.id);
  t.equal(all.length, 4, 'with room, the body-only match is found too');
  t.equal(all.at(-1), body.post.id, 'and ranks last');
});

t.test('options text is searchable', async (t) => {
  const { search, db } = await setup(t);
  const id = await insertQuestion(db, 'Choose the synonym of HAPPY.', 'approved', ['Joyful', 'Morose', 'Sullen', 'Gloomy']);
  t.same((await search('moros')).questions.map((q) => q.id), [id]);
});

t.test('pending and rejected questions are never found; approval makes one findable at once', async (t) => {
  const { search, db } = await setup(t);
  const pending = await insertQuestion(db, 'A hidden question about trapezium areas', 'pending');
  await insertQuestion(db, 'A rejected question about trapezium angles', 'rejected');
  for (const query of ['trapezium', 'trapez', 'trapezum', 'hidden']) t.same((await search(query)).questions, [], `${query}: nothing`);
  await db.update(questions).set({ status: 'approved' }).where(eq(questions.id, pending));
  t.same((await search('trapez')).questions.map((q) => q.id), [pending], 'approved: found');
});

t.test('a new post is found immediately; a deleted post is not', async (t) => {
  const { search, client, forum } = await setup(t);
  const { post } = await createPost(client, forum.id, { title: 'Mensuration marathon', content: 'Cones and cylinders' });
  t.same((await search('mensur')).posts.map((p) => p.id), [post.id], 'found in the next request');
  t.same((await search('cylind')).posts.map((p) => p.id), [post.id], 'content too');
  const res = await client.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` });
  t.equal(res.statusCode, 200, 'deleted');
  t.same((await search('mensur')).posts, [], 'gone');
  t.same((await search('mensuraton')).posts, [], 'not even by typo');
});

t.test('hostile inputs answer 200 with arrays', async (t) => {
  const { search, client } = await setup(t);
  const hostile = [
    `"percentage"`,
    `'percentage'`,
    `percen'tage`,
    `it''s`,
    `\\`,
    `&|!:*()`,
    `percen:* & !`,
    `a:*A | b <-> c`,
    `!!!percentage`,
    `(proba`,
    `'); drop table questions; --`,
    `1 or 1=1`,
    `%_%`,
    'x'.repeat(10_000),
    'percentage '.repeat(900),
    '😀🔥 percen 🚀',
    '😀🔥',
    'प्रायिकता का प्रश्न',
    'ŉ ǆ ß Æ ½ ℃ …',
    '\u200b \ufeff \u202e',
    'e\u0301',
  ];
  for (const query of hostile) {
    const res = await search(query);
    t.ok(Array.isArray(res.forums) && Array.isArray(res.posts) && Array.isArray(res.questions), `${JSON.stringify(query.slice(0, 30))}: arrays`);
  }
  t.equal((await search(`"percentage"`)).questions.length, 1, 'quotes are just separators');
  t.equal((await search('😀🔥 percen 🚀')).questions.length, 1, 'emoji ignored');
  const nul = await client.get(`/api/search?query=${encodeURIComponent('per\u0000cen')}`);
  t.equal(nul.statusCode, 400, 'NUL is refused app-wide with a 400, never a 500');
  t.equal((await search(`'); drop table questions; --`)).questions.length, 0);
  t.equal((await search('percen')).questions.length, 1, 'the table is still there');
});

t.test('blank queries answer empty groups', async (t) => {
  const { search } = await setup(t);
  for (const query of ['', '   ', '\t\n', '***', '🙂']) t.same(await search(query), { forums: [], posts: [], questions: [], didYouMean: null }, JSON.stringify(query));
});

t.test('limit: 5 by default, up to 50, 51 is a 400', async (t) => {
  const { search, client, db } = await setup(t);
  await createQuestions(
    db,
    Array.from({ length: 60 }, (_, i) => ({ topic: 'Ratios', questionText: `Ratio drill number ${i}: what is the ratio of ${i} to ${i + 1}?` })),
  );
  t.equal((await search('ratio')).questions.length, 5, 'default 5');
  t.equal((await search('ratio', '&limit=50')).questions.length, 50, 'limit 50');
  t.equal((await search('ratio', '&limit=12')).questions.length, 12, 'limit 12');
  for (const bad of ['51', '0', '-1', 'abc']) {
    const res = await client.get(`/api/search?query=ratio&limit=${bad}`);
    t.equal(res.statusCode, 400, `limit=${bad}: 400`);
  }
  const noQuery = await client.get('/api/search');
  t.equal(noQuery.statusCode, 200, 'no query parameter: 200');
  t.same(noQuery.json(), { forums: [], posts: [], questions: [], didYouMean: null });
  const tooLong = await client.get(`/api/search?query=${'y'.repeat(10_001)}`);
  t.equal(tooLong.statusCode, 400, 'over 10,000 characters: 400, not 500');
});
