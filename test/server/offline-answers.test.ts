/**
 * Answers that survive the network (docs/contract.md section 8.5): `clientId` idempotency (twice in
 * a row, twenty at once), `answeredAt` bounds, and offline answers left out of crowd statistics.
 */
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { and, asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questions, responses, reviewCards } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** q1 MCQ (B), q2 TITA (42). */
async function seed(db: Database) {
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', correctAnswer: 'B' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2019', questionType: 'TITA', correctAnswer: '42' },
  ]);
  const [q1, q2] = await db.select().from(questions).orderBy(asc(questions.id));
  return { q1: q1!, q2: q2! };
}

async function loggedIn(app: ConstructorParameters<typeof TestClient>[0], db: Database) {
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

const rowsOf = (db: Database, userId: number) => db.select().from(responses).where(eq(responses.userId, userId)).orderBy(asc(responses.id));

t.test('the same clientId sent twice stores one response and answers what the first answered', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { q1, q2 } = await seed(database.db);
  const { user, client } = await loggedIn(app, database.db);
  const clientId = randomUUID();

  const first = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=A&timer=30&clientId=${clientId}`);
  t.equal(first.statusCode, 201);
  t.match(first.json(), { correct: false, correctAnswer: 'B' });
  const again = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&timer=31&clientId=${clientId.toUpperCase()}`);
  t.equal(again.statusCode, 201);
  t.same(again.json(), first.json(), 'the second answer is the first one (the UUID compared without case)');
  const rows = await rowsOf(database.db, user.id);
  t.equal(rows.length, 1, 'one response stored');
  t.match(rows[0], { clientId, selectedOption: 'A', timeSeconds: 30, offline: false });
  const cards = await database.db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
  t.equal(cards.length, 1, 'the deck got the one wrong answer');
  t.equal(cards[0]!.reviewCount, 0, 'and was not graded by the repeat');

  const tita = await client.post(`/api/addResponse?questionId=${q2.id}&answer=42&clientId=${randomUUID()}`);
  t.match(tita.json(), { correct: true, correctAnswer: '42' }, 'another clientId is another answer');
  t.equal((await rowsOf(database.db, user.id)).length, 2);

  const other = await loggedIn(app, database.db);
  const theirs = await other.client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&clientId=${clientId}`);
  t.equal(theirs.statusCode, 201);
  t.match(theirs.json(), { correct: true }, "another user's request with the same clientId is their own answer");
  t.not(theirs.json().id, first.json().id);
  t.equal((await rowsOf(database.db, other.user.id)).length, 1);

  const bad = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=A&clientId=not-a-uuid`);
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, messages.offline.clientId);
  t.equal((await rowsOf(database.db, user.id)).length, 2, 'a bad clientId stores nothing');
});

t.test('twenty concurrent requests with one clientId store one response', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { q1 } = await seed(database.db);
  const { user, client } = await loggedIn(app, database.db);
  const clientId = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=A&timer=12&clientId=${clientId}`)),
  );
  t.same(
    answers.map((answer) => answer.statusCode),
    Array.from({ length: 20 }, () => 201),
    'every request succeeds',
  );
  const rows = await rowsOf(database.db, user.id);
  t.equal(rows.length, 1, 'one response stored');
  t.ok(
    answers.every((answer) => answer.json().id === rows[0]!.id && answer.json().correct === false),
    'every request answers the stored one',
  );
  const cards = await database.db.select().from(reviewCards).where(and(eq(reviewCards.userId, user.id), eq(reviewCards.questionId, q1.id)));
  t.equal(cards.length, 1);
  t.equal(cards[0]!.reviewCount, 0, 'the deck saw one answer');
});

t.test('answeredAt: stored as the time answered, offline, bounded to 30 days and not the future', async (t) => {
  const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const { q1 } = await seed(database.db);
  const { user, client } = await loggedIn(app, database.db);
  const at = (offsetMs: number) => encodeURIComponent(new Date(clock.now().getTime() + offsetMs).toISOString());
  const day = 86_400_000;

  const future = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&answeredAt=${at(10 * 60_000)}`);
  t.equal(future.statusCode, 400);
  t.equal(future.json().message, messages.offline.answeredAtFuture);
  const old = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&answeredAt=${at(-30 * day - 60_000)}`);
  t.equal(old.statusCode, 400);
  t.equal(old.json().message, messages.offline.answeredAtTooOld);
  const notTime = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&answeredAt=yesterday`);
  t.equal(notTime.statusCode, 400);
  t.equal(notTime.json().message, messages.offline.answeredAt);
  t.equal((await rowsOf(database.db, user.id)).length, 0, 'refused answers store nothing');

  const edge = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&timer=40&answeredAt=${at(-30 * day + 60_000)}`);
  t.equal(edge.statusCode, 201, 'just under 30 days old is accepted');
  const skew = await client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=A&answeredAt=${at(30_000)}`);
  t.equal(skew.statusCode, 201, 'a device clock 30 s ahead is taken as now');
  const rows = await rowsOf(database.db, user.id);
  t.same(
    rows.map((row) => [row.createdAt.toISOString(), row.offline]),
    [
      [new Date(clock.now().getTime() - 30 * day + 60_000).toISOString(), true],
      [clock.now().toISOString(), true],
    ],
    'created_at is when it was answered; both are offline',
  );
});

t.test('offline answers are left out of crowd statistics', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { q1 } = await seed(database.db);
  const online = await loggedIn(app, database.db);
  const offline = await loggedIn(app, database.db);
  await online.client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&timer=20`);
  const answeredAt = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
  await offline.client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=A&timer=90&answeredAt=${answeredAt}&clientId=${randomUUID()}`);
  // A later online answer does not make the user's offline first attempt count.
  await offline.client.post(`/api/addResponse?questionId=${q1.id}&selectedOption=B&timer=5`);
  const stats = (await online.client.get(`/api/getQuestionStats?id=${q1.id}`)).json();
  t.match(stats, { attempts: 1, correct: 1, averageTimeCorrect: 20, averageTimeWrong: null }, 'only the online first attempt counts');
  const mine = await offline.client.get('/api/getResponses');
  t.equal(mine.json().length, 2, 'My Responses holds the offline answer');
});
