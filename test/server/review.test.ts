/**
 * Spaced review of mistakes through the API (docs/contract.md section 7.4), with a test clock:
 * a wrong practice answer adds a card due at once; later answers grade it with FSRS (wrong = Again,
 * right = Good, right in under half the user's median timed answer = Easy; untimed right = Good);
 * a right answer moves it at least 12 hours ahead; due cards oldest first, paged; the summary's
 * figures; deleted questions left out; decks are per user.
 */
import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import type { Database } from '../../server/db/client.ts';
import { responses, reviewCards } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import type { TestClient } from '../helpers/http.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const hour = 3600;
const start = new Date('2026-03-01T10:00:00Z');

/** Answers MCQ `questionId` with `option` (bank MCQ are right with A), timed `timer` seconds unless null. */
async function answer(client: TestClient, questionId: number, option: 'A' | 'B', timer: number | null = 60) {
  const res = await client.get(`/api/addResponse?questionId=${questionId}&selectedOption=${option}${timer === null ? '' : `&timer=${timer}`}`);
  if (res.statusCode !== 201) throw new Error(`addResponse: ${res.statusCode} ${res.body}`);
  return res.json();
}

const card = async (db: Database, userId: number, questionId: number) =>
  (await db.select().from(reviewCards).where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId))))[0];

t.test('a wrong answer adds a card due at once; a right one moves it ≥ 12 h ahead; a wrong one after that is a lapse', async (t) => {
  const clock = new TestClock(start);
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client, user } = await loggedIn(app, database.db);
  const q = bank.mcq[0]!.id;

  t.equal((await client.get('/api/review/due')).statusCode, 200);
  t.same((await client.get('/api/review/due')).json(), [], 'an empty deck');
  await answer(client, bank.mcq[1]!.id, 'A');
  t.equal(await card(database.db, user.id, bank.mcq[1]!.id), undefined, 'a right answer to a question not in the deck adds nothing');

  await answer(client, q, 'B');
  const due = await client.get('/api/review/due');
  t.equal(due.headers['x-total-count'], '1');
  t.same(due.json(), [{ questionId: q, dueAt: start.toISOString(), reps: 0, lapses: 0, setId: null }], 'due at once (the clock’s now)');

  clock.advance(60);
  await answer(client, q, 'A');
  let row = (await card(database.db, user.id, q))!;
  t.ok(row.due.getTime() >= clock.now().getTime() + 12 * hour * 1000, 'a right answer moves it at least 12 hours ahead');
  // Oracle: ts-fsrs itself with the documented settings (FSRS-6 defaults, no short-term steps),
  // grading Good (60 s is not under half the 60 s median) the new card made by the wrong answer.
  const good = fsrs({ enable_short_term: false }).next(createEmptyCard(start), clock.now(), Rating.Good).card;
  t.equal(row.stability, good.stability, 'the stability FSRS gives a Good review');
  t.equal(row.difficulty, good.difficulty, 'and its difficulty');
  t.equal(row.due.getTime(), Math.max(good.due.getTime(), clock.now().getTime() + 12 * hour * 1000), 'due when FSRS says, or 12 h on');
  t.equal(row.reps, 1);
  t.equal(row.state, 2, 'FSRS Review state');
  t.same((await client.get('/api/review/due')).json(), [], 'no longer due');
  t.equal((await client.get('/api/review/due')).headers['x-total-count'], '0');

  clock.advance(11 * hour);
  t.same((await client.get('/api/review/due')).json(), [], 'still not due 11 hours later');
  clock.advance((row.due.getTime() - clock.now().getTime()) / 1000);
  t.equal((await client.get('/api/review/due')).json().length, 1, 'due when FSRS says so');

  await answer(client, q, 'B');
  row = (await card(database.db, user.id, q))!;
  t.equal(row.lapses, 1, 'a wrong answer after a right one is a lapse (Again)');
  t.equal(row.reps, 2);
  t.equal(row.due.getTime(), clock.now().getTime(), 'a wrong answer leaves it due at once');
  t.equal(row.reviewCount, 2);
  t.equal(row.rightCount, 1);
  const [listed] = (await client.get('/api/review/due')).json();
  t.same(listed, { questionId: q, dueAt: clock.now().toISOString(), reps: 2, lapses: 1, setId: null });
});

t.test('Easy: right in under half my median timed answer; untimed right is Good', async (t) => {
  const clock = new TestClock(start);
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client, user } = await loggedIn(app, database.db);
  const [fast, slow, untimed, halfMedian] = bank.mcq.map((q) => q.id);
  // Timed answers: 60, 60, 60, 60 (wrong, each adds a card) and two untimed ones that must not count.
  for (const id of [fast!, slow!, untimed!, halfMedian!]) await answer(client, id, 'B', 60);
  await answer(client, bank.verbalSingles[0]!.id, 'A', null);
  await answer(client, bank.verbalSingles[1]!.id, 'A', null);

  clock.advance(hour);
  await answer(client, fast!, 'A', 29); // median 60: under 30 s is Easy
  await answer(client, slow!, 'A', 45); // Good
  await answer(client, untimed!, 'A', null); // untimed: Good
  await answer(client, halfMedian!, 'A', 30); // exactly half: not under it, Good
  const rows = await Promise.all([fast!, slow!, untimed!, halfMedian!].map((id) => card(database.db, user.id, id)));
  const [easy, good, untimedGood, halfGood] = rows.map((row) => row!);
  t.ok(easy!.due.getTime() > good!.due.getTime(), 'Easy schedules further ahead than Good');
  t.ok(easy!.stability > good!.stability, 'Easy gives a higher stability');
  t.equal(untimedGood!.due.getTime(), good!.due.getTime(), 'an untimed right answer is Good');
  t.equal(untimedGood!.stability, good!.stability);
  t.equal(halfGood!.stability, good!.stability, 'exactly half the median is Good');
  for (const row of rows) t.ok(row!.due.getTime() >= clock.now().getTime() + 12 * hour * 1000, 'every right answer ≥ 12 h ahead');
});

t.test('due cards oldest first, paged with X-Total-Count; the summary; deleted questions and other users left out', async (t) => {
  const clock = new TestClock(start);
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client, user } = await loggedIn(app, database.db);
  const { client: other } = await loggedIn(app, database.db);
  const [a, b, c, d] = bank.mcq.map((q) => q.id);

  t.same((await client.get('/api/review/summary')).json(), { due: 0, total: 0, nextDueAt: null, dueToday: 0, dueThisWeek: 0, reviews: 0, retention: null }, 'an empty deck');

  await answer(client, c!, 'B');
  clock.advance(60);
  await answer(client, a!, 'B');
  clock.advance(60);
  await answer(client, b!, 'B');
  clock.advance(60);
  await answer(client, d!, 'B');
  await answer(other, a!, 'B');

  const all = await client.get('/api/review/due');
  t.same(all.json().map((card: any) => card.questionId), [c, a, b, d], 'oldest due first');
  t.equal(all.headers['x-total-count'], '4');
  const page = await client.get('/api/review/due?limit=2&offset=1');
  t.same(page.json().map((card: any) => card.questionId), [a, b], 'limit and offset');
  t.equal(page.headers['x-total-count'], '4', 'the total of due cards, not of the page');
  t.equal((await client.get('/api/review/due?limit=0')).statusCode, 400, 'bad paging is a 400');
  t.same((await other.get('/api/review/due')).json().map((card: any) => card.questionId), [a], 'another user’s deck is their own');

  // d answered right: Good, a few days ahead; b deleted.
  clock.advance(60);
  await answer(client, d!, 'A');
  await database.db.execute(`update questions set status = 'deleted' where id = ${b}`);
  const dueAfter = await client.get('/api/review/due');
  t.same(dueAfter.json().map((card: any) => card.questionId), [c, a], 'a deleted question is never due; a right answer leaves the due list');
  t.equal(dueAfter.headers['x-total-count'], '2');

  const dCard = (await card(database.db, user.id, d!))!;
  const summary = (await client.get('/api/review/summary')).json();
  t.same(summary, {
    due: 2,
    total: 3,
    nextDueAt: start.toISOString(),
    dueToday: 2,
    dueThisWeek: 3,
    reviews: 1,
    retention: 1,
  }, 'due now, the deck without the deleted question, forecast and retention');
  t.ok(dCard.due.getTime() - clock.now().getTime() > 24 * hour * 1000, 'the Good card is due after today, within the week');

  clock.advance(60);
  await answer(client, c!, 'A');
  await answer(client, a!, 'B');
  const later = (await client.get('/api/review/summary')).json();
  t.equal(later.due, 1, 'only a (wrong again) is due');
  t.equal(later.reviews, 3);
  t.equal(later.retention, 2 / 3, 'retention: the share of graded answers that were right');
  t.equal(later.nextDueAt, clock.now().toISOString(), 'a, due again at once, is the earliest');

  const otherSummary = (await other.get('/api/review/summary')).json();
  t.equal(otherSummary.total, 1);
  t.equal(otherSummary.reviews, 0);
});

t.test('concurrent answers: one card per question, every grade counted', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client, user } = await loggedIn(app, database.db);
  const q = bank.mcq[0]!.id;
  await Promise.all(Array.from({ length: 8 }, () => answer(client, q, 'B')));
  const rows = await database.db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
  t.equal(rows.length, 1, 'eight parallel wrong answers make one card');
  t.ok(rows[0]!.reviewCount >= 0 && rows[0]!.reviewCount <= 7, 'the first made it, the others graded it or met it new');
  const before = rows[0]!;
  await Promise.all(Array.from({ length: 6 }, () => answer(client, q, 'A')));
  const after = (await card(database.db, user.id, q))!;
  t.equal(after.reviewCount, before.reviewCount + 6, 'six parallel right answers grade it six times');
  t.equal(after.rightCount, 6);
  t.equal(after.reps, before.reps + 6, 'each review starts from the card the previous one left (the row is locked): FSRS counts six reps');
});

t.test('a mock test’s wrong answers become responses but not review cards', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const { client, user } = await loggedIn(app, database.db);
  const q = bank.mcq[0]!.id;
  const test = await createTestViaApi(admin, { title: 'Mock', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [q] }] });
  const { id } = (await client.post(`/api/tests/${test.id}/attempts`)).json();
  await saveAnswer(client, id, q, { selectedOption: 'B', timeSeconds: 20 });
  t.equal((await client.post(`/api/attempts/${id}/sections/submit`, { payload: { sectionIndex: 0 } })).statusCode, 200);
  const recorded = await database.db.select().from(responses).where(eq(responses.userId, user.id));
  t.match(recorded, [{ questionId: q, correct: false }], 'the wrong answer is a practice response');
  t.equal(await card(database.db, user.id, q), undefined, 'but no card');
  t.equal((await client.get('/api/review/summary')).json().total, 0);
});

t.test('logged out: 401', async (t) => {
  const { app } = await buildTestApp(t);
  t.equal((await app.inject({ url: '/api/review/due' })).statusCode, 401);
  t.equal((await app.inject({ url: '/api/review/summary' })).statusCode, 401);
});
