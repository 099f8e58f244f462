/**
 * Adaptive practice (docs/contract.md section 8.3): `practice/next`'s order (a due review card, then
 * the adaptive pick, then new ones; never the same question twice in a row; the 404), the mastery
 * map's counts and levels, and the weekly progress at the Asia/Kolkata week boundary, with the
 * 400s of bad input.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questionDifficulty, questions, responses, reviewCards } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

async function student(app: ConstructorParameters<typeof TestClient>[0], db: Database) {
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

const answer = (client: TestClient, questionId: number, option: string, timer = 30) =>
  client.post(`/api/addResponse?questionId=${questionId}&selectedOption=${option}&timer=${timer}`);

t.test('practice/next: a due review card first, then the adaptive pick, never the same twice in a row, then 404', async (t) => {
  const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const db = database.db;
  await createQuestions(db, Array.from({ length: 4 }, () => ({ category: 'Quantitative Aptitude', topic: 'Algebra', correctAnswer: 'A' })));
  await createQuestions(db, [{ category: 'Verbal Ability', topic: 'Grammar', correctAnswer: 'A' }]);
  const [q1, q2, q3, q4, verbal] = await db.select().from(questions).orderBy(asc(questions.id));
  // Calibrations. After one wrong first answer the user's Algebra ability is -0.5 (Elo from 0, step
  // 1, predicted 0.5), so q3 (-1.347) is predicted 0.70, q2 (-2.5) 0.88 and q4 (+1.0) 0.18.
  await db.insert(questionDifficulty).values([
    { questionId: q2!.id, difficulty: -2.5, firstAttempts: 20, correct: 18, level: 'easy' },
    { questionId: q3!.id, difficulty: -1.347, firstAttempts: 20, correct: 15, level: 'easy' },
    { questionId: q4!.id, difficulty: 1, firstAttempts: 20, correct: 6, level: 'hard' },
  ]);
  const { client } = await student(app, db);
  const quant = q1!.categoryId;
  const next = async () => {
    const res = await client.get(`/api/practice/next?category=${quant}`);
    return { status: res.statusCode, body: res.json() };
  };

  t.equal((await answer(client, q1!.id, 'B')).statusCode, 201, 'a wrong answer puts q1 in the review deck, due at once');
  const first = await next();
  t.equal(first.status, 200);
  t.match(first.body, { reason: 'review', predictedSuccess: null }, 'the due card comes first');
  t.equal(first.body.question.id, q1!.id);
  t.equal(first.body.question.questionText, q1!.questionText, 'the question as getQuestionsbyId answers it');
  t.ok('difficulty' in first.body.question);

  const second = await next();
  t.equal(second.body.reason, 'adaptive', 'the card is not served twice in a row: the adaptive pick');
  t.equal(second.body.question.id, q3!.id, 'predicted success closest to 0.7');
  t.equal(second.body.predictedSuccess, 0.7);

  const third = await next();
  t.equal(third.body.question.id, q1!.id, 'the due card again once something else came between');
  t.equal((await answer(client, q1!.id, 'A')).statusCode, 201, 'answered right: the card moves 12 hours ahead');
  const fourth = await next();
  t.match(fourth.body, { reason: 'adaptive' });
  t.equal(fourth.body.question.id, q3!.id);
  await answer(client, q3!.id, 'A');
  const fifth = await next();
  t.equal(fifth.body.question.id, q2!.id, 'then the next closest (0.91 beats 0.23 after a right answer)');
  await answer(client, q2!.id, 'A');
  t.equal((await next()).body.question.id, q4!.id);
  await answer(client, q4!.id, 'A');
  const none = await next();
  t.equal(none.status, 404, 'nothing left');
  t.equal(none.body.message, messages.practice.noneLeft);

  const verbalNext = await client.get('/api/practice/next');
  t.match(verbalNext.json(), { reason: 'new', predictedSuccess: null }, 'no filter: the uncalibrated question left is new');
  t.equal(verbalNext.json().question.id, verbal!.id);
  t.equal((await client.get('/api/practice/next')).statusCode, 404, 'never the same question twice in a row, even as the last one');

  clock.advance(3600);
  await db.update(reviewCards).set({ due: clock.now() }).where(eq(reviewCards.questionId, q1!.id)); // its interval has passed
  const review = await client.get(`/api/practice/next?topic=${q1!.topicId}`);
  t.match(review.json(), { reason: 'review' }, 'once its interval has passed the card is due again');

  for (const bad of ['category=abc', 'topic=-1', 'source=1.5']) {
    const res = await client.get(`/api/practice/next?${bad}`);
    t.equal(res.statusCode, 400, `${bad}: 400`);
    t.equal(res.json().message, 'ids must be positive integers');
  }
  t.equal((await new TestClient(app).get('/api/practice/next')).statusCode, 401, 'logged in only');
});

t.test('mastery: attempts, accuracy, ability and level per topic, weakest first; null under 5 attempts', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  await createQuestions(db, Array.from({ length: 6 }, () => ({ category: 'Quantitative Aptitude', topic: 'Algebra', correctAnswer: 'A' })));
  await createQuestions(db, Array.from({ length: 6 }, () => ({ category: 'Quantitative Aptitude', topic: 'Geometry', correctAnswer: 'A' })));
  await createQuestions(db, Array.from({ length: 2 }, () => ({ category: 'Verbal Ability', topic: 'Grammar', correctAnswer: 'A' })));
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  const { client } = await student(app, db);
  t.same((await client.get('/api/me/mastery')).json(), [], 'nothing answered: an empty map');
  for (const q of rows.slice(0, 6)) await answer(client, q.id, 'A'); // Algebra: 6 right
  for (const q of rows.slice(6, 12)) await answer(client, q.id, 'B'); // Geometry: 6 wrong
  await answer(client, rows[0]!.id, 'B'); // a second attempt: counted in attempts, not in ability
  await answer(client, rows[12]!.id, 'A'); // Grammar: 1 right
  const map = (await client.get('/api/me/mastery')).json() as { topic: string; attempts: number; correct: number; accuracy: number; ability: number; level: string | null }[];
  t.same(map.map((m) => [m.topic, m.attempts, m.correct, m.accuracy, m.level]), [
    ['Geometry', 6, 0, 0, 'weak'],
    ['Algebra', 7, 6, 0.86, 'strong'],
    ['Grammar', 1, 1, 1, null],
  ], 'weak first, levels from the ability, null under 5 attempts');
  t.ok(map[0]!.ability < -0.4 && map[1]!.ability > 0.85, 'abilities on either side of the thresholds');
  t.match(map[0], { categoryId: rows[6]!.categoryId, category: 'Quantitative Aptitude', topicId: rows[6]!.topicId });
});

t.test('progress: weeks from Monday 00:00 Asia/Kolkata, oldest first; weeks=0 and others refused', async (t) => {
  // Monday 2026-11-23 00:30 IST = Sunday 2026-11-22 19:00 UTC.
  const clock = new TestClock(new Date('2026-11-25T12:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const db = database.db;
  await createQuestions(db, Array.from({ length: 4 }, () => ({ category: 'Quantitative Aptitude', correctAnswer: 'A' })));
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  const { user, client } = await student(app, db);
  for (const q of rows) await answer(client, q.id, q.id === rows[3]!.id ? 'B' : 'A', 40);
  const stamps = ['2026-11-22T19:00:00Z', '2026-11-22T18:29:00Z', '2026-11-10T04:00:00Z', '2026-11-25T11:00:00Z'];
  const answered = await db.select().from(responses).where(eq(responses.userId, user.id)).orderBy(asc(responses.id));
  for (const [i, row] of answered.entries()) await db.update(responses).set({ createdAt: new Date(stamps[i]!), timeSeconds: i === 3 ? null : 20 + i * 10 }).where(eq(responses.id, row.id));

  const res = await client.get('/api/me/progress?weeks=3');
  t.equal(res.statusCode, 200);
  t.same(res.json(), [
    { weekStart: '2026-11-09', attempts: 1, correct: 1, accuracy: 1, medianTime: 40 },
    { weekStart: '2026-11-16', attempts: 1, correct: 1, accuracy: 1, medianTime: 30 },
    { weekStart: '2026-11-23', attempts: 2, correct: 1, accuracy: 0.5, medianTime: 20 },
  ], 'Monday 00:30 IST counts in that week, Sunday 23:59 IST in the one before; untimed answers have no time');
  const twelve = (await client.get('/api/me/progress')).json() as { weekStart: string; accuracy: number | null }[];
  t.equal(twelve.length, 12, 'twelve weeks by default');
  t.equal(twelve[0]!.weekStart, '2026-09-07');
  t.equal(twelve[0]!.accuracy, null, 'no attempts: accuracy null');

  for (const bad of ['0', '53', 'abc', '2.5', '-1']) {
    const refused = await client.get(`/api/me/progress?weeks=${bad}`);
    t.equal(refused.statusCode, 400, `weeks=${bad}: 400`);
    t.equal(refused.json().message, messages.practice.weeks);
  }
});
