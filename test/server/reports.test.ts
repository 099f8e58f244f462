/**
 * Reports of errors in questions (docs/contract.md section 7.5): POST /api/questions/{id}/reports,
 * GET /api/reports (admins, open first) and POST /api/reports/{id}/resolve (idempotent).
 */
import t from 'tap';
import { asc } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { questionReports, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

t.test('reports: who may report what, the texts of bad input, one open report per user and question', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [student, other, admin] = [await createUser(db), await createUser(db), await createUser(db, { role: 'admin' })];
  const me = new TestClient(app);
  await me.login(student.username, student.password);
  const them = new TestClient(app);
  await them.login(other.username, other.password);
  const boss = new TestClient(app);
  await boss.login(admin.username, admin.password);
  await createQuestions(db, [{ questionText: 'If 3x = 12, what is x?' }]);
  const [question] = await db.select().from(questions).orderBy(asc(questions.id));
  const url = `/api/questions/${question!.id}/reports`;
  const valid = { reason: 'wrong_answer', text: '  The answer should be B (4), not A.  ' };

  t.equal((await new TestClient(app).post(url, { payload: valid })).statusCode, 401, 'anonymous: 401');
  t.equal((await me.post(url, { payload: valid, bare: true })).statusCode, 403, 'no X-Requested-With: 403');
  for (const [payload, message] of [
    [{ text: 'x' }, messages.moderation.reportReason],
    [{ reason: 'boring', text: 'x' }, messages.moderation.reportReason],
    [{ reason: 'typo' }, messages.moderation.reportTextRequired],
    [{ reason: 'typo', text: '   ' }, messages.moderation.reportTextRequired],
    [{ reason: 'typo', text: 'x'.repeat(limits.reportTextMax + 1) }, messages.moderation.reportTextTooLong(limits.reportTextMax)],
    [{ reason: 'typo', text: 'nul \u0000 here' }, messages.validation.nulCharacter],
  ] as const) {
    const res = await me.post(url, { payload });
    t.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 60)}: 400`);
    t.equal(res.json().message, message);
  }
  const unknown = await me.post('/api/questions/987654/reports', { payload: valid });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.question);
  t.equal((await me.post('/api/questions/abc/reports', { payload: valid })).statusCode, 400);

  const pendingRes = await them.post('/api/submitQuestion', {
    payload: { category: 'Quant', topic: 'Algebra', source: 'Mine', questionText: 'A pending one', optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'A' },
  });
  const pendingId = pendingRes.json().id as number;
  t.equal((await me.post(`/api/questions/${pendingId}/reports`, { payload: valid })).statusCode, 404, 'an unapproved question (someone else’s): 404');
  t.equal((await them.post(`/api/questions/${pendingId}/reports`, { payload: { reason: 'typo', text: 'My own typo' } })).statusCode, 201, 'its submitter may report it');

  const created = await me.post(url, { payload: valid });
  t.equal(created.statusCode, 201);
  t.match(created.json(), { questionId: question!.id, reason: 'wrong_answer', text: 'The answer should be B (4), not A.' });
  t.match(created.json().createdAt, /^\d{4}-\d\d-\d\dT.*Z$/);
  const again = await me.post(url, { payload: { reason: 'typo', text: 'And a typo' } });
  t.equal(again.statusCode, 409, 'a second open report on the same question: 409');
  t.equal(again.json().message, messages.moderation.alreadyReported);
  t.equal((await them.post(url, { payload: { reason: 'unclear', text: 'Unclear to me' } })).statusCode, 201, 'another user may report it too');

  const reportId = created.json().id as number;
  t.equal((await boss.post(`/api/reports/${reportId}/resolve`)).statusCode, 204);
  t.equal((await me.post(url, { payload: { reason: 'typo', text: 'Found another one' } })).statusCode, 201, 'after the resolution, a new report is allowed');
  t.equal((await db.select().from(questionReports)).length, 4);

  await boss.request({ method: 'DELETE', url: `/api/questions/${question!.id}` });
  const deleted = await them.post(url, { payload: { reason: 'other', text: 'Gone?' } });
  t.equal(deleted.statusCode, 404, 'a deleted question: 404');
});

t.test('GET /api/reports: admins only, open first (oldest first), then resolved; resolve is idempotent', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const [student, admin] = [await createUser(db, { name: 'Reporting Student' }), await createUser(db, { role: 'admin' })];
  const me = new TestClient(app);
  await me.login(student.username, student.password);
  const boss = new TestClient(app);
  await boss.login(admin.username, admin.password);
  const long = `A **long** question\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nabout ${'trains and platforms '.repeat(20)}`;
  await createQuestions(db, [{ questionText: long }, { questionText: 'Second question' }, { questionText: 'Third question' }]);
  const ids = (await db.select().from(questions).orderBy(asc(questions.id))).map((q) => q.id);
  const reportIds: number[] = [];
  for (const [index, reason] of [[0, 'typo'], [1, 'unclear'], [2, 'duplicate']] as const) {
    const res = await me.post(`/api/questions/${ids[index]}/reports`, { payload: { reason, text: `Report ${index}` } });
    reportIds.push(res.json().id);
  }

  t.equal((await new TestClient(app).get('/api/reports')).statusCode, 401);
  const forbidden = await me.get('/api/reports');
  t.equal(forbidden.statusCode, 403);
  t.equal(forbidden.json().message, messages.auth.adminOnly);
  t.equal((await me.post(`/api/reports/${reportIds[0]}/resolve`)).statusCode, 403, 'students may not resolve');
  t.equal((await new TestClient(app).post(`/api/reports/${reportIds[0]}/resolve`)).statusCode, 401);
  const missing = await boss.post('/api/reports/987654/resolve');
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, messages.moderation.reportNotFound);
  t.equal((await boss.post('/api/reports/abc/resolve')).statusCode, 400);

  t.equal((await boss.post(`/api/reports/${reportIds[1]}/resolve`)).statusCode, 204);
  t.equal((await boss.post(`/api/reports/${reportIds[1]}/resolve`)).statusCode, 204, 'resolving again: 204, nothing changes');
  const notified = await me.get('/api/notifications');
  t.equal(notified.headers['x-unread-count'], '1');
  const told = notified.json() as Array<{ type: string; questionId: number | null; actor: { id: number } | null; text: string }>;
  t.same(
    told.map((n) => ({ type: n.type, questionId: n.questionId, actor: n.actor?.id, text: n.text })),
    [{ type: 'report_resolved', questionId: ids[1], actor: admin.id, text: 'Second question' }],
    'the reporter is told once, about the question, by the admin who resolved it',
  );
  const res = await boss.get('/api/reports');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '3');
  const list = res.json() as Array<{ id: number; questionId: number; questionExcerpt: string; reason: string; text: string; resolvedAt: string | null; reporter: { name: string }; createdAt: string; questionStatus: string }>;
  t.same(list.map((r) => r.id), [reportIds[0], reportIds[2], reportIds[1]], 'open first, oldest first; then resolved');
  t.match(list[0], { questionId: ids[0], reason: 'typo', text: 'Report 0', resolvedAt: null, reporter: { name: 'Reporting Student', username: student.username }, questionStatus: 'approved' });
  const excerpt = list[0]!.questionExcerpt;
  t.equal(excerpt.length, 200, 'the excerpt is 200 characters long');
  t.match(excerpt, /^A long question \[table\] about trains and platforms/, 'in plain text: no Markdown marks, the table as [table]');
  t.notMatch(excerpt, /\*\*|\|/, 'no emphasis marks, no table pipes');
  t.match(excerpt, /…$/, 'cut with an ellipsis');
  t.match(list[2]!.resolvedAt, /Z$/);
  const resolvedAt = list[2]!.resolvedAt;
  await boss.post(`/api/reports/${reportIds[1]}/resolve`);
  t.equal(((await boss.get('/api/reports')).json() as typeof list)[2]!.resolvedAt, resolvedAt, 'the first resolution stands');

  const page = await boss.get('/api/reports?limit=1&offset=1');
  t.same((page.json() as typeof list).map((r) => r.id), [reportIds[2]], 'paged');
  t.equal(page.headers['x-total-count'], '3');
  t.equal((await boss.get('/api/reports?limit=0')).statusCode, 400);
});
