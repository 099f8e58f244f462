/**
 * A sealed question's key through any route (docs/contract.md section 8.1), generated from the
 * app's route table (test/security/routeInputs.ts), so a new route is covered without editing a
 * list. Bob holds an attempt in progress of a test whose locked second section holds a TITA
 * question with a key no other text has ("7391.25"), a written solution and a comment with their
 * own markers; before the test he answered it in practice (so it would show him its key), saved
 * it, and took another test holding it, answering the key (whose result and review would show
 * it). Then every route
 * is called as bob: each route taking an id with each id of those things (the question, its set,
 * the comment, the other attempt and both tests, his answer), every other reading route with
 * valid input. No answer may contain the key, the solution or the comment, and the running
 * attempt must stay in progress. The same sweep after bob finishes the test finds all three, so
 * the check can fail.
 */
import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { attempts, questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions } from '../helpers/factories.ts';
import type { TestClient } from '../helpers/http.ts';
import { buildRequest, isId, routeInputs, validValues, type RouteInputs } from './routeInputs.ts';
import { buildAppWithRoutes, isMutation, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);
t.setTimeout(600_000);

const key = '7391.25';
const solution = 'Sealed solution: multiply the two rates';
const commentText = 'Sealed comment: the answer is seventy-three';
const markers = [key, solution, commentText];

/** Every route's answers as `client`: id routes with each of `ids`, other non-mutating GETs once. Answers the markers found, by route. */
async function sweep(client: TestClient, inputs: RouteInputs[], ids: number[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const input of inputs) {
    const label = `${input.route.method} ${input.route.url}`;
    const takesId = input.fields.some(isId);
    if (!takesId && (input.route.method !== 'GET' || isMutation(input.route))) continue;
    for (const id of takesId ? ids : [ids[0]!]) {
      const res = await client.request(await buildRequest(input, validValues(input, id)));
      const leaked = markers.filter((marker) => res.body.includes(marker));
      if (leaked.length > 0) found.set(`${label} (id ${id})`, leaked);
    }
  }
  return found;
}

t.test("a sealed question's key, solution and comments through any route", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const world = await seedWorld(testApp);
  const db = testApp.database.db;
  const { admin, alice, bob } = world.clients;
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Rates', setTitle: 'Sealed set', setText: 'Two pipes fill a tank.', questionType: 'TITA', correctAnswer: key, answerTolerance: '0', explanation: solution },
    { category: 'Quantitative Aptitude', topic: 'Rates', setTitle: 'Sealed set', correctAnswer: 'B' },
  ]);
  const [sealed] = await db.select().from(questions).where(eq(questions.correctAnswer, key));
  const ok = async (res: Promise<{ statusCode: number; body: string }>, what: string) => {
    const answer = await res;
    if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
    return answer.body ? JSON.parse(answer.body) : null;
  };
  // A wrong practice answer (My Responses lists his own answers): the key is then shown to him as to anyone who answered.
  const response = await ok(bob.post(`/api/addResponse?questionId=${sealed!.id}&timer=30&answer=12`), 'bob answers in practice');
  const comment = await ok(alice.post(`/api/addComment?questionId=${sealed!.id}&text=${encodeURIComponent(commentText)}`), 'alice comments');
  await ok(bob.request({ method: 'PUT', url: `/api/bookmarks/questions/${sealed!.id}` }), 'bob saves it');
  const earlier = await ok(admin.post('/api/tests', { payload: { title: 'Earlier mock', sections: [{ name: 'QA', durationSeconds: 600, questionIds: [sealed!.id] }] } }), 'earlier test');
  const earlierAttempt = await ok(bob.post(`/api/tests/${earlier.id}/attempts`), 'earlier attempt');
  await ok(bob.request({ method: 'PUT', url: `/api/attempts/${earlierAttempt.id}/answers/${sealed!.id}`, payload: { answer: key } }), 'earlier answer');
  await ok(bob.post(`/api/attempts/${earlierAttempt.id}/finish`), 'earlier finished');
  const mock = await ok(
    admin.post('/api/tests', { payload: { title: 'Running mock', sections: [{ name: 'VARC', durationSeconds: 3600, questionIds: [1] }, { name: 'QA', durationSeconds: 3600, questionIds: [sealed!.id] }] } }),
    'running test',
  );
  // The running attempt's id apart from every id the sweep sends (finishing it would lift the seal).
  await db.execute(sql`select setval('attempts_id_seq', 1000)`);
  const running = await ok(bob.post(`/api/tests/${mock.id}/attempts`), 'running attempt');

  const inputs = routeInputs(testApp.app, testApp.routes.filter((route) => !route.config.navigation && !route.url.startsWith('/docs')));
  t.ok(inputs.length >= 100, `${inputs.length} routes enumerated`);
  const ids = [sealed!.id, sealed!.setId!, comment.id, earlierAttempt.id, earlier.id, mock.id, response.id];
  const leaks = await sweep(bob, inputs, ids);
  t.same(Object.fromEntries(leaks), {}, 'no route answers bob the sealed key, solution or comment');
  const [row] = await db.select().from(attempts).where(eq(attempts.id, running.id));
  t.equal(row!.state, 'in_progress', 'the test stayed in progress through the sweep');

  // The check can fail: once the test is over, the same sweep finds all three.
  await ok(bob.post(`/api/attempts/${running.id}/finish`), 'bob finishes');
  const opened = await sweep(bob, inputs, ids);
  const seen = new Set([...opened.values()].flat());
  t.same([...seen].sort(), [...markers].sort(), `after the test the sweep finds the key, solution and comment (${[...opened.keys()].slice(0, 6).join('; ')})`);
  t.ok(world.bob.id > 0);
});
