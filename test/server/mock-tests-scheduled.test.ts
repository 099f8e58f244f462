/**
 * Scheduled mocks (docs/contract.md section 8.2) through the API with a test clock: windows (400 for
 * a window closing before it opens, 409 for a start before it opens, nothing stored), ranked and
 * unranked attempts, the result's nulls and the review's, analysis's and leaderboard's 409s before
 * `resultsAt`, then the published rank, percentile and section percentiles, the leaderboard (paged,
 * opt-in, ranks counting hidden users), the `test_results` notification once, the analysis of an
 * attempt, and a publication raced by several callers writing once. The real worker and real time
 * are in mock-tests-scheduled-worker.test.ts.
 */
import t from 'tap';
import { and, count, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { attempts, notifications, tests } from '../../server/db/schema/index.ts';
import { publishRanks } from '../../server/features/mockTests/ranks.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClock } from '../helpers/clock.ts';
import type { TestClient } from '../helpers/http.ts';
import { createTestViaApi, loggedIn, saveAnswer, seedBank } from '../helpers/mockTests.ts';

t.teardown(closeTestDatabase);

const start = new Date('2026-03-01T10:00:00Z');
const iso = (offsetSeconds: number) => new Date(start.getTime() + offsetSeconds * 1000).toISOString();

t.test('POST /api/tests: window and exclusive stored and shown; a window closing before it opens is 400 and stores nothing', async (t) => {
  const clock = new TestClock(start);
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const sections = [
    { name: 'QA', durationSeconds: 600, questionIds: [bank.mcq[0]!.id] },
    { name: 'VARC', durationSeconds: 300, questionIds: [bank.mcq[1]!.id] },
  ];
  for (const [label, window, message] of [
    ['closes before it opens', { opensAt: iso(60), closesAt: iso(0) }, messages.tests.closeAfterOpen],
    ['closes as it opens', { opensAt: iso(60), closesAt: iso(60) }, messages.tests.closeAfterOpen],
    ['not a date', { opensAt: 'tomorrow', closesAt: iso(60) }, messages.tests.windowTime('opensAt')],
  ] as const) {
    const bad = await admin.post('/api/tests', { payload: { title: 'Bad window', sections, window } });
    t.equal(bad.statusCode, 400, `${label}: 400`);
    t.equal(bad.json().message, message);
  }
  const noWindow = await admin.post('/api/tests', { payload: { title: 'Exclusive, no window', sections, exclusive: true } });
  t.equal(noWindow.statusCode, 400);
  t.equal(noWindow.json().message, messages.tests.exclusiveNeedsWindow);
  t.equal((await database.db.select({ n: count() }).from(tests))[0]!.n, 0, 'nothing stored');

  const created = await createTestViaApi(admin, { title: 'AIMCAT 1', sections, window: { opensAt: iso(60), closesAt: '2026-03-01T12:01:00+01:00' }, exclusive: true });
  t.match(created, {
    window: { opensAt: iso(60), closesAt: iso(3660) },
    exclusive: true,
    // closesAt + (600 + 300) s x 2 (the largest extra time, 100 %)
    resultsAt: iso(3660 + 1800),
    candidates: 0,
  });
  const plain = await createTestViaApi(admin, { title: 'Plain', sections });
  t.match(plain, { window: null, exclusive: false, resultsAt: null });
  const { client } = await loggedIn(app, database.db);
  const listed = (await client.get('/api/tests')).json();
  t.match(listed.find((x: { id: number }) => x.id === created.id), { window: { opensAt: iso(60) }, exclusive: true });
});

/**
 * Takes one section after another answering `answers` (question id -> option, time); answers the
 * attempt JSON when started. With `clock`, each answer's time (default 2 s) passes on it before the
 * save (contract 8.1: a question's time never exceeds the time its section has run).
 */
async function take(client: TestClient, testId: number, sections: number[][], answers: Record<number, { option: 'A' | 'B'; time?: number }>, clock?: TestClock) {
  const started = await client.post(`/api/tests/${testId}/attempts`);
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const attempt = started.json();
  for (const [index, ids] of sections.entries()) {
    for (const id of ids) {
      const given = answers[id];
      if (!given) continue;
      clock?.advance(given.time ?? 2);
      await saveAnswer(client, attempt.id, id, { selectedOption: given.option, timeSeconds: given.time ?? 2 });
    }
    await client.post(`/api/attempts/${attempt.id}/sections/submit`, { payload: { sectionIndex: index } });
  }
  return attempt as { id: number; ranked: boolean };
}

t.test('a window: 409 before it opens, ranked first attempts inside, unranked after; results held back until resultsAt, then ranks, percentiles, leaderboard, one notification each', async (t) => {
  const clock = new TestClock(start);
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const [q1, q2, q3] = [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.mcq[2]!.id];
  const layout = [[q1, q2], [q3]];
  const test = await createTestViaApi(admin, {
    title: 'Scheduled mock',
    sections: [
      { name: 'S1', durationSeconds: 60, questionIds: [q1, q2] },
      { name: 'S2', durationSeconds: 60, questionIds: [q3] },
    ],
    window: { opensAt: iso(100), closesAt: iso(200) },
  });
  const resultsAt = start.getTime() + (200 + 240) * 1000;
  t.equal(test.resultsAt, new Date(resultsAt).toISOString());
  const users = await Promise.all(Array.from({ length: 5 }, () => loggedIn(app, database.db)));
  const [u1, u2, u3, u4, late] = users.map((u) => u.client) as [TestClient, TestClient, TestClient, TestClient, TestClient];

  const early = await u1.post(`/api/tests/${test.id}/attempts`);
  t.equal(early.statusCode, 409, 'a start before the window opens');
  t.equal(early.json().message, `This test opens at ${iso(100)}`);
  t.equal((await database.db.select({ n: count() }).from(attempts))[0]!.n, 0, 'nothing stored');

  clock.advance(100); // the window opens
  const a1 = await take(u1, test.id, layout, { [q1]: { option: 'A' }, [q2]: { option: 'A' }, [q3]: { option: 'A', time: 2 } }, clock); // 6 + 3 = 9
  const a2 = await take(u2, test.id, layout, { [q1]: { option: 'A' }, [q2]: { option: 'B' }, [q3]: { option: 'A', time: 2 } }, clock); // 2 + 3 = 5
  const a3 = await take(u3, test.id, layout, { [q1]: { option: 'A' }, [q2]: { option: 'A' }, [q3]: { option: 'B', time: 5 } }, clock); // 6 - 1 = 5
  const a4 = await take(u4, test.id, layout, {}, clock); // 0
  t.ok(a1.ranked && a2.ranked && a3.ranked && a4.ranked, 'first attempts inside the window are ranked');
  const second = await take(u1, test.id, layout, { [q1]: { option: 'B' } }, clock);
  t.equal(second.ranked, false, 'a second attempt inside the window is not ranked');
  t.equal((await u1.get(`/api/tests/${test.id}`)).json().candidates, 4, 'candidates: the ranked attempts started');

  const held = (await u1.get(`/api/attempts/${a1.id}/result`)).json();
  t.match(held, { ranked: true, score: 9, rank: null, percentile: null, distribution: null, candidates: 4, resultsAt: test.resultsAt });
  t.same(held.sections.map((s: { percentile: number | null }) => s.percentile), [null, null]);
  for (const [label, url, message] of [
    ['review of a ranked attempt', `/api/attempts/${a1.id}/review`, messages.tests.solutionsLater],
    ['analysis of a ranked attempt', `/api/attempts/${a1.id}/analysis`, messages.tests.resultsLater],
    ['leaderboard', `/api/tests/${test.id}/leaderboard`, messages.tests.resultsLater],
  ] as const) {
    const res = await u1.get(url);
    t.equal(res.statusCode, 409, `${label}: 409 before resultsAt`);
    t.equal(res.json().message, message);
  }
  t.equal((await u1.get(`/api/attempts/${second.id}/review`)).statusCode, 200, 'the review of an unranked attempt of a test that is not exclusive is not held back');
  t.match((await u1.get(`/api/attempts/${second.id}/result`)).json(), { ranked: false, rank: null, percentile: null, distribution: null }, 'nor are the ranked attempts’ scores shown through it');

  clock.advance((start.getTime() + 200_000 - clock.now().getTime()) / 1000); // the window closes (the answers above took some seconds)
  const after = await take(late, test.id, layout, { [q1]: { option: 'A' } }, clock); // 3
  t.equal(after.ranked, false, 'a start after closesAt is allowed and unranked');
  t.equal((await late.get(`/api/tests/${test.id}`)).json().candidates, 4);

  // Leaderboard preferences: u1 and u3 show; u2 (ranked 2nd with u3) stays hidden but counts.
  for (const client of [u1, u3]) t.equal((await client.request({ method: 'PUT', url: '/api/preferences', payload: { showOnLeaderboards: true } })).json().showOnLeaderboards, true);
  const badPreference = await u2.request({ method: 'PUT', url: '/api/preferences', payload: { showOnLeaderboards: 'yes' } });
  t.equal(badPreference.statusCode, 400);
  t.equal(badPreference.json().message, messages.preferences.showOnLeaderboards);
  t.equal((await u2.get('/api/userDetails')).json().showOnLeaderboards, false, 'default off');

  clock.advance((resultsAt - 1000 - clock.now().getTime()) / 1000);
  t.equal((await u1.get(`/api/tests/${test.id}/leaderboard`)).statusCode, 409, 'a second before resultsAt: still 409');
  clock.advance(1); // resultsAt: the first read publishes (the worker's job normally has)

  const r1 = (await u1.get(`/api/attempts/${a1.id}/result`)).json();
  t.match(r1, { ranked: true, rank: 1, percentile: 100, candidates: 4 });
  t.same(r1.distribution, [
    { score: 0, attempts: 1 },
    { score: 5, attempts: 2 },
    { score: 9, attempts: 1 },
  ], 'the ranked attempts’ scores only');
  const r2 = (await u2.get(`/api/attempts/${a2.id}/result`)).json();
  const r3 = (await u3.get(`/api/attempts/${a3.id}/result`)).json();
  const r4 = (await u4.get(`/api/attempts/${a4.id}/result`)).json();
  t.match(r2, { rank: 2, percentile: 75 }, 'ties share a rank: 1 + one higher score');
  t.match(r3, { rank: 2, percentile: 75 });
  t.match(r4, { rank: 4, percentile: 25 });
  const sectionPercentiles = (r: { sections: Array<{ percentile: number | null }> }) => r.sections.map((s) => s.percentile);
  t.same(sectionPercentiles(r1), [100, 100], 'S1 6 of (6,2,6,0); S2 3 of (3,3,-1,0)');
  t.same(sectionPercentiles(r2), [50, 100]);
  t.same(sectionPercentiles(r3), [100, 25]);
  t.same(sectionPercentiles(r4), [25, 50]);
  const rLate = (await late.get(`/api/attempts/${after.id}/result`)).json();
  t.match(rLate, { ranked: false, rank: null, percentile: 25, candidates: 4 }, 'an unranked attempt is placed among the ranked ones, without a rank');

  const board = await u2.get(`/api/tests/${test.id}/leaderboard`);
  t.equal(board.statusCode, 200);
  t.equal(board.headers['x-total-count'], '2');
  t.same(board.json(), [
    { rank: 1, name: users[0]!.user.name, username: users[0]!.user.username, score: 9, sections: [{ name: 'S1', score: 6 }, { name: 'S2', score: 3 }] },
    { rank: 2, name: users[2]!.user.name, username: users[2]!.user.username, score: 5, sections: [{ name: 'S1', score: 6 }, { name: 'S2', score: -1 }] },
  ], 'best first, only users who show; the hidden u2 still counts (u3 is 2nd with u2, not 3rd)');
  const page = await u2.get(`/api/tests/${test.id}/leaderboard?limit=1&offset=1`);
  t.equal(page.headers['x-total-count'], '2');
  t.match(page.json(), [{ rank: 2, username: users[2]!.user.username }]);

  t.equal((await u1.get(`/api/attempts/${a1.id}/review`)).statusCode, 200, 'the review from resultsAt');
  const noted = await database.db.select().from(notifications).where(eq(notifications.type, 'test_results'));
  t.equal(noted.length, 4, 'one test_results notification per ranked candidate');
  t.same(new Set(noted.map((n) => n.userId)), new Set(users.slice(0, 4).map((u) => u.user.id)), 'the late candidate gets none');
  const listed = (await u1.get('/api/notifications')).json();
  t.match(listed, [{ type: 'test_results', testId: test.id, text: 'Scheduled mock', actor: null }]);

  // More reads and a second publication change nothing.
  await u3.get(`/api/attempts/${a3.id}/result`);
  t.same(await publishRanks(database.db, test.id, clock.now()), { published: true, notificationIds: [] });
  t.equal((await database.db.select({ n: count() }).from(notifications).where(eq(notifications.type, 'test_results')))[0]!.n, 4, 'still one each');

  // The analysis (issue item 4), from resultsAt.
  const analysis = await u4.get(`/api/attempts/${a4.id}/analysis`);
  t.equal(analysis.statusCode, 200);
  t.match(analysis.json(), { attemptId: a4.id, testId: test.id, candidates: 4, easySkipped: [q1], timeSinks: [] }, 'q1: 3 of 4 candidates right, skipped');
  t.same(analysis.json().sections, [
    { name: 'S1', score: 0, percentile: 25 },
    { name: 'S2', score: 0, percentile: 50 },
  ]);
  const byId = new Map(analysis.json().questions.map((q: { id: number }) => [q.id, q]));
  t.match(byId.get(q1), { correct: null, crowdCorrectShare: 0.75, crowdMedianSeconds: 2 });
  t.match(byId.get(q2), { crowdCorrectShare: 0.5 });
  t.match(byId.get(q3), { crowdCorrectShare: 0.5, crowdMedianSeconds: 2 });
  const sinks = (await u3.get(`/api/attempts/${a3.id}/analysis`)).json();
  t.same(sinks.timeSinks, [q3], 'q3: wrong after 5 s, over twice the median 2 s');
  t.same(sinks.easySkipped, []);
  t.equal((await u1.get(`/api/attempts/${a3.id}/analysis`)).statusCode, 404, 'another user’s attempt: 404');
});

t.test('a test without a window: leaderboard empty, nothing ranked', async (t) => {
  const { app, database } = await buildTestApp(t);
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const test = await createTestViaApi(admin, { title: 'Plain', sections: [{ name: 'QA', durationSeconds: 60, questionIds: [bank.mcq[0]!.id] }] });
  const { client } = await loggedIn(app, database.db);
  const attempt = await take(client, test.id, [[bank.mcq[0]!.id]], { [bank.mcq[0]!.id]: { option: 'A' } });
  t.equal(attempt.ranked, false);
  const board = await client.get(`/api/tests/${test.id}/leaderboard`);
  t.equal(board.statusCode, 200);
  t.same(board.json(), []);
  t.equal(board.headers['x-total-count'], '0');
  t.equal((await client.get(`/api/attempts/${attempt.id}/analysis`)).statusCode, 200, 'the analysis of an attempt of a test without a window is not held back');
  t.equal((await client.get(`/api/tests/${test.id}`)).json().candidates, 1, 'candidates: users with a completed first attempt');
});

t.test('publication raced by several callers: ranks and notifications written once', async (t) => {
  const clock = new TestClock(start);
  const { app, database } = await buildTestApp(t, {}, { now: clock.now });
  const bank = await seedBank(database.db);
  const { client: admin } = await loggedIn(app, database.db, 'admin');
  const q = bank.mcq[0]!.id;
  const test = await createTestViaApi(admin, { title: 'Race', sections: [{ name: 'QA', durationSeconds: 60, questionIds: [q] }], window: { opensAt: iso(0), closesAt: iso(60) } });
  const users = await Promise.all(Array.from({ length: 3 }, () => loggedIn(app, database.db)));
  for (const [i, { client }] of users.entries()) await take(client, test.id, [[q]], i === 0 ? {} : { [q]: { option: 'A' } });
  // A ranked attempt left in progress: publication completes it by its own clock first.
  const straggler = await loggedIn(app, database.db);
  const open = (await straggler.client.post(`/api/tests/${test.id}/attempts`)).json();
  await saveAnswer(straggler.client, open.id, q, { selectedOption: 'B' });
  t.same(await publishRanks(database.db, test.id, clock.now()), { published: false, notificationIds: [] }, 'before resultsAt nothing is published');
  clock.advance(60 + 120);
  const outcomes = await Promise.all(Array.from({ length: 6 }, () => publishRanks(database.db, test.id, clock.now())));
  t.equal(outcomes.filter((o) => o.notificationIds.length > 0).length, 1, 'one caller wrote');
  t.ok(outcomes.every((o) => o.published));
  t.equal(outcomes.flatMap((o) => o.notificationIds).length, 4, 'four candidates notified once');
  const rows = await database.db.select().from(attempts).where(and(eq(attempts.testId, test.id), eq(attempts.ranked, true)));
  const byUser = (list: Array<[number, string, number | null, number | null]>) => list.sort((a, b) => a[0] - b[0]);
  t.same(
    byUser(rows.map((r) => [r.userId, r.state, r.score, r.rank])),
    byUser([
      [users[0]!.user.id, 'completed', 0, 3],
      [users[1]!.user.id, 'completed', 3, 1],
      [users[2]!.user.id, 'completed', 3, 1],
      [straggler.user.id, 'completed', -1, 4],
    ]),
  );
});
