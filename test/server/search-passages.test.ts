/**
 * Search over set passages and never through explanations (contract 7.2, 7.7): a passage hit is
 * the set's first approved question with the passage marked; a set with no approved question is
 * never found; a word only in an explanation finds nothing, not by prefix, typo or the word list.
 * Rows are written with SQL, like test/server/question-sets-tita.test.ts.
 */
import t, { type Test } from 'tap';
import { asc, eq, inArray } from 'drizzle-orm';
import { searchResultSchema, type SearchResult } from '@common/api/search.ts';
import { questionSets, questions, searchWords } from '../../server/db/schema/index.ts';
import { passageExcerptLength } from '../../server/features/search/search.repo.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

type Status = 'pending' | 'approved' | 'rejected';

/** A signed-in client (search rate limit lifted) and helpers to insert sets and questions under one taxonomy. */
async function setup(t: Test) {
  const { app, database } = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, searches: { max: 10_000, windowMs: 1000 } } });
  const db = database.db;
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  await createQuestions(db, [{ category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'Mock 1', questionText: 'A standalone question about tides.' }]);
  const [first] = await db.select().from(questions).orderBy(asc(questions.id)).limit(1);
  const taxonomy = { categoryId: first!.categoryId, topicId: first!.topicId, sourceId: first!.sourceId };
  const insertSet = async (title: string, body: string) => (await db.insert(questionSets).values({ ...taxonomy, title, body }).returning())[0]!;
  const insertQuestion = async (questionText: string, extra: { status?: Status; setId?: number | null; explanation?: string | null } = {}) =>
    (
      await db
        .insert(questions)
        .values({ ...taxonomy, questionText, optionA: 'one', optionB: 'two', optionC: 'three', optionD: 'four', correctAnswer: 'A', status: 'approved', ...extra })
        .returning()
    )[0]!;
  const search = async (query: string, limit = 5) => {
    const res = await client.get(`/api/search?query=${encodeURIComponent(query)}&limit=${limit}`);
    t.equal(res.statusCode, 200, `${JSON.stringify(query)}: 200`);
    const body = res.json() as SearchResult;
    t.ok(searchResultSchema.safeParse(body).success, `${JSON.stringify(query)}: the answer fits the response schema`);
    return body;
  };
  return { db, client, insertSet, insertQuestion, search };
}

t.test('a passage hit is the set first approved question, marked as a passage', async (t) => {
  const { insertSet, insertQuestion, search } = await setup(t);
  const set = await insertSet('Monsoon economics', 'The monsoon decides the fortunes of farmers. Kharif sowing depends on the first showers.');
  const pendingFirst = await insertQuestion('Pending first member', { status: 'pending', setId: set.id });
  const firstApproved = await insertQuestion('Which crop season does the passage name?', { setId: set.id });
  await insertQuestion('What decides the fortunes of farmers?', { setId: set.id });
  t.ok(pendingFirst.id < firstApproved.id, 'a pending question comes first in the set');

  const byBody = await search('kharif');
  t.same(byBody.questions, [
    {
      id: firstApproved.id,
      questionText: set.body,
      section: 'Verbal Ability',
      topic: 'Reading Comprehension',
      passage: { setId: set.id, title: 'Monsoon economics' },
      highlight: {
        title: 'Monsoon economics',
        text: 'The monsoon decides the fortunes of farmers. \u0002Kharif\u0003 sowing depends on the first showers',
      },
    },
  ], 'a passage word finds the set as its first approved question, the passage as its text, the word marked');
  t.same((await search('monso')).questions.map((q) => [q.id, q.passage?.setId]), [[firstApproved.id, set.id]], 'a title prefix finds it');
  t.same((await search('khariff')).questions.map((q) => q.id), [firstApproved.id], 'a typo of a passage word finds it (passage words are in the word list)');
  t.same((await search('kharif sowing showers')).questions.map((q) => q.id), [firstApproved.id], 'every word in the passage');
  t.same((await search('kharif tides')).questions, [], 'every word must match one passage or question');

  const plain = await search('tides');
  t.equal(plain.questions.length, 1);
  t.equal(plain.questions[0]!.passage, null, 'a question hit has passage null');
});

t.test('a question matching by its own text is listed once, not again as its set passage', async (t) => {
  const { insertSet, insertQuestion, search } = await setup(t);
  const set = await insertSet('Glaciers', 'Glaciers retreat as summers lengthen.');
  const first = await insertQuestion('Why do glaciers retreat?', { setId: set.id });
  const second = await insertQuestion('What lengthens, according to the glaciers passage?', { setId: set.id });
  const hits = (await search('glacier')).questions;
  t.same(hits.map((q) => q.id).sort(), [first.id, second.id].sort(), 'each question once');
  t.equal(hits.find((q) => q.id === first.id)!.passage, null, 'the first question shown as itself (its text matched)');
});

t.test('sets without an approved question are never found; approval makes them findable at once', async (t) => {
  const { db, insertSet, insertQuestion, search } = await setup(t);
  const hidden = await insertSet('Hidden archipelago', 'Volcanic archipelagos form over hotspots.');
  const pending = await insertQuestion('Pending question of the hidden set', { status: 'pending', setId: hidden.id });
  await insertQuestion('Rejected question of the hidden set', { status: 'rejected', setId: hidden.id });
  await insertSet('Empty archipelago', 'No question here about archipelagos.');
  for (const query of ['archipelago', 'volcanic', 'hotspots', 'archipelagoes', 'hidden']) t.same((await search(query, 50)).questions, [], `${query}: nothing`);

  await db.update(questions).set({ status: 'approved' }).where(eq(questions.id, pending.id));
  t.same((await search('volcanic')).questions.map((q) => q.id), [pending.id], 'approved: found in the next request (search_generation bumped)');

  const loner = await insertQuestion('A loose question about fjords');
  const fjords = await insertSet('Fjords', 'Fjords are carved by glaciers in Norway.');
  t.same((await search('norway')).questions, [], 'a set with no question yet: nothing');
  await db.update(questions).set({ setId: fjords.id }).where(eq(questions.id, loner.id));
  t.same((await search('norway')).questions.map((q) => q.id), [loner.id], 'a question moved into the set: found at once');
  await db.update(questionSets).set({ body: 'Fjords are carved by ice in Iceland.' }).where(eq(questionSets.id, fjords.id));
  t.same((await search('norway')).questions, [], 'passage edited: the old word is gone');
  t.same((await search('iceland')).questions.map((q) => q.id), [loner.id], 'and the new word found');
});

t.test('explanations are never searchable: not by word, prefix, typo or the word list', async (t) => {
  const { db, insertSet, insertQuestion, search } = await setup(t);
  const set = await insertSet('Lighthouses', 'Lighthouse keepers logged the weather.');
  await insertQuestion('What did the keepers log?', { setId: set.id, explanation: 'The zymurgically precise logbook gives it away: quinquagenarian.' });
  await insertQuestion('A standalone question with a solution', { explanation: 'Notice the quinquagenarian keeper and the zymurgically clean lens.' });
  for (const query of ['quinquagenarian', 'quinquagen', 'quinquagenarain', 'zymurgically', 'zymurgicaly', 'logbook']) {
    const res = await search(query, 50);
    t.same([res.questions, res.posts, res.forums], [[], [], []], `${query}: nothing`);
  }
  const listed = await db.select().from(searchWords).where(inArray(searchWords.word, ['quinquagenarian', 'zymurgically', 'logbook']));
  t.same(listed, [], 'explanation words are not in search_words (typo corrections)');

  const inText = await insertQuestion('Is the quinquagenarian keeper older than forty?');
  t.same((await search('quinquagenarian')).questions.map((q) => q.id), [inText.id], 'the same word in question text is found');
  const inPassage = await insertSet('Old keepers', 'A zymurgically minded keeper brewed at night.');
  const member = await insertQuestion('What did the keeper brew?', { setId: inPassage.id });
  t.same((await search('zymurgically')).questions.map((q) => q.id), [member.id], 'and in a passage');
});

t.test('a long passage is sent as an excerpt around the first matched word', async (t) => {
  const { insertSet, insertQuestion, search } = await setup(t);
  const filler = 'Lorem ipsum dolor sit amet. '.repeat(200);
  const set = await insertSet('Long reading', `${filler}The word serendipity appears here once. ${filler}`);
  const first = await insertQuestion('First question of the long set', { setId: set.id });
  const [hit] = (await search('serendipity')).questions;
  t.equal(hit?.id, first.id);
  t.ok(hit!.questionText.includes('serendipity appears here once'), 'the excerpt holds the matched word');
  t.ok(hit!.questionText.startsWith('…') && hit!.questionText.endsWith('…'), 'cut at both ends, marked "…"');
  t.ok(hit!.questionText.length <= passageExcerptLength + 2, `at most ${passageExcerptLength} characters plus the marks`);
  const [byTitle] = (await search('long reading')).questions;
  t.ok(byTitle!.questionText.startsWith('Lorem ipsum') && byTitle!.questionText.endsWith('…'), 'no matched word in the passage: its start');
});

t.test('question hits still rank by text before passage body matches; limit counts both', async (t) => {
  const { insertSet, insertQuestion, search } = await setup(t);
  const set = await insertSet('Rivers', 'Deltas form where rivers meet the sea.');
  const member = await insertQuestion('Member of the rivers set', { setId: set.id });
  const texts = [];
  for (let i = 1; i <= 3; i++) texts.push((await insertQuestion(`Delta question number ${i}?`)).id);
  const hits = await search('delta', 3);
  t.same(hits.questions.map((q) => q.id).sort(), [...texts].sort(), 'a full page of text matches leaves out the passage body match');
  const all = await search('delta', 10);
  t.equal(all.questions.length, 4, 'with room, the passage is found too');
  t.same([all.questions.at(-1)!.id, all.questions.at(-1)!.passage?.setId], [member.id, set.id], 'and ranks last');
});
