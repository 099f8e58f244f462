import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { mentorRequests, users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { createPendingMentor } from '../helpers/mentors.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const isoUtc = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Every user and mentor request: what a refused request must leave as it was. */
async function snapshot(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    requests: await db.select().from(mentorRequests).orderBy(asc(mentorRequests.id)),
  };
}

const requestRow = async (db: Database, id: number) => (await db.select().from(mentorRequests).where(eq(mentorRequests.id, id)))[0]!;
const userRow = async (db: Database, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

/** An admin and a student, each logged in on their own client. */
async function actors(app: FastifyInstance, db: Database) {
  const adminUser = await createUser(db, { name: 'Site Admin', role: 'admin' });
  const studentUser = await createUser(db, { name: 'Plain Student' });
  const admin = new TestClient(app);
  const student = new TestClient(app);
  await admin.login(adminUser.username, adminUser.password);
  await student.login(studentUser.username, studentUser.password);
  return { adminUser, studentUser, admin, student };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

t.test('GET /api/getPendingMentors: pending requests oldest first, with contact details, paged', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { admin } = await actors(app, db);
  const empty = await admin.get('/api/getPendingMentors');
  t.equal(empty.statusCode, 200);
  t.same(empty.json(), [], 'nothing pending yet');
  t.equal(empty.headers['x-total-count'], '0');

  const first = await createPendingMentor(db, { name: 'Kavya Rao', username: 'kavya_iim', emailId: 'kavya@example.org', mobile: '9876543210' });
  const second = await createPendingMentor(db);
  const decided = await createPendingMentor(db);
  const third = await createPendingMentor(db);
  await createUser(db); // a student who never asked to mentor
  t.equal((await admin.post(`/api/rejectMentor?id=${decided.requestId}`)).statusCode, 200);

  const res = await admin.get('/api/getPendingMentors');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '3', 'counts pending requests only');
  t.equal(res.headers['cache-control'], 'no-store', 'contact details are not cached');
  const list = res.json();
  t.same(ids(list), [first.requestId, second.requestId, third.requestId], 'oldest first; the decided request is gone');
  const stored = await requestRow(db, first.requestId);
  t.same(list[0], {
    id: first.requestId,
    requestedAt: stored.createdAt.toISOString(),
    user: { id: first.id, name: 'Kavya Rao', username: 'kavya_iim', emailId: 'kavya@example.org', mobile: '9876543210' },
  }, 'the request id, when it was made, and the user with email and mobile');
  t.match(list[0].requestedAt, isoUtc);
  t.equal(list[1].user.mobile, null, 'a user without a mobile number');

  const page = await admin.get('/api/getPendingMentors?limit=1&offset=1');
  t.same(ids(page.json()), [second.requestId], 'limit=1 offset=1');
  t.equal(page.headers['x-total-count'], '3');
  t.same((await admin.get('/api/getPendingMentors?offset=3')).json(), [], 'past the end: empty page');
  for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
    const bad = await admin.get(`/api/getPendingMentors?${query}`);
    t.equal(bad.statusCode, 400, `${query}: 400`);
  }
});

t.test('approveMentor: the request is approved and the user becomes a Mentor at once; repeatable, never reversed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { adminUser, admin } = await actors(app, db);
  const applicant = await createPendingMentor(db);
  const other = await createPendingMentor(db);
  const applicantClient = new TestClient(app);
  await applicantClient.login(applicant.username, applicant.password);
  t.match((await applicantClient.get('/api/userDetails')).json(), { userType: 'Student', mentorStatus: 'pending' }, 'before: a Student with a pending request');

  const res = await admin.get(`/api/approveMentor?id=${applicant.requestId}`);
  t.equal(res.statusCode, 200, 'GET approves');
  const stored = await requestRow(db, applicant.requestId);
  t.equal(stored.status, 'approved');
  t.ok(stored.decidedAt instanceof Date, 'decided_at set');
  t.equal(stored.decidedBy, adminUser.id, 'decided_by is the admin');
  t.same(res.json(), { id: applicant.requestId, status: 'approved', userId: applicant.id, decidedAt: stored.decidedAt!.toISOString(), decidedBy: adminUser.id });
  t.equal((await userRow(db, applicant.id)).userType, 'Mentor', 'the user is a Mentor');

  t.match((await applicantClient.get('/api/userDetails')).json(), { id: applicant.id, userType: 'Mentor', mentorStatus: 'approved' }, 'their own session sees it on the next request');
  t.match((await admin.get(`/api/users/${applicant.id}`)).json(), { userType: 'Mentor', mentorStatus: 'approved' }, 'and so does everyone else');
  t.same(ids((await admin.get('/api/getPendingMentors')).json()), [other.requestId], 'the request left the pending list');

  const again = await admin.post(`/api/approveMentor?id=${applicant.requestId}`);
  t.equal(again.statusCode, 200, 'approving again (POST) is harmless');
  t.same(again.json(), res.json(), 'and answers the first decision');
  t.same(await requestRow(db, applicant.requestId), stored, 'the request is unchanged');

  const reverse = await admin.get(`/api/rejectMentor?id=${applicant.requestId}`);
  t.equal(reverse.statusCode, 409, 'rejecting an approved request: 409');
  t.equal(reverse.json().message, messages.mentors.alreadyDecided);
  t.same(await requestRow(db, applicant.requestId), stored, 'still approved');
  t.equal((await userRow(db, applicant.id)).userType, 'Mentor', 'still a Mentor');
  t.equal((await requestRow(db, other.requestId)).status, 'pending', 'the other request is untouched');
  t.equal((await userRow(db, other.id)).userType, 'Student', 'and its user still a Student');
});

t.test('rejectMentor: the request is rejected and the user stays a Student; repeatable, never reversed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { adminUser, admin } = await actors(app, db);
  const applicant = await createPendingMentor(db);
  const res = await admin.post(`/api/rejectMentor?id=${applicant.requestId}`);
  t.equal(res.statusCode, 200, 'POST rejects');
  const stored = await requestRow(db, applicant.requestId);
  t.match(stored, { status: 'rejected', decidedBy: adminUser.id });
  t.ok(stored.decidedAt instanceof Date, 'decided_at set');
  t.same(res.json(), { id: applicant.requestId, status: 'rejected', userId: applicant.id, decidedAt: stored.decidedAt!.toISOString(), decidedBy: adminUser.id });
  t.match((await admin.get(`/api/users/${applicant.id}`)).json(), { userType: 'Student', mentorStatus: 'rejected' }, 'a Student whose request was rejected');
  t.same((await admin.get('/api/getPendingMentors')).json(), [], 'the request left the pending list');

  const again = await admin.get(`/api/rejectMentor?id=${applicant.requestId}`);
  t.equal(again.statusCode, 200, 'rejecting again (GET) is harmless');
  t.same(again.json(), res.json());
  const reverse = await admin.post(`/api/approveMentor?id=${applicant.requestId}`);
  t.equal(reverse.statusCode, 409, 'approving a rejected request: 409');
  t.equal(reverse.json().message, messages.mentors.alreadyDecided);
  t.same(await requestRow(db, applicant.requestId), stored, 'still rejected');
  t.equal((await userRow(db, applicant.id)).userType, 'Student', 'still a Student');
});

t.test('approveMentor / rejectMentor: unknown id 404, bad id 400, nothing changed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { admin } = await actors(app, db);
  const applicant = await createPendingMentor(db);
  const before = await snapshot(db);
  for (const method of ['GET', 'POST'] as const) {
    for (const decision of ['approve', 'reject']) {
      const unknown = await admin.request({ method, url: `/api/${decision}Mentor?id=${applicant.requestId + 1000}` });
      t.equal(unknown.statusCode, 404, `${method} ${decision} an unknown id: 404`);
      t.equal(unknown.json().message, messages.mentors.requestNotFound);
      for (const query of ['', 'id=', 'id=abc', 'id=0', 'id=-3', 'id=1.5', 'id=99999999999', 'id=1&id=2']) {
        const bad = await admin.request({ method, url: `/api/${decision}Mentor?${query}` });
        t.equal(bad.statusCode, 400, `${method} ${decision} with "${query}": 400`);
        t.match(bad.json(), { statusCode: 400, error: 'Bad Request', message: String });
      }
      const nul = await admin.request({ method, url: `/api/${decision}Mentor?id=1%00` });
      t.equal(nul.statusCode, 400, `${method} ${decision} with a NUL: 400`);
    }
  }
  t.same(await snapshot(db), before, 'nothing changed');
});

t.test('every mentor route: 401 logged out, 403 for non-admins and without X-Requested-With, nothing changed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const { admin, student } = await actors(app, db);
  const applicant = await createPendingMentor(db);
  const applicantClient = new TestClient(app);
  await applicantClient.login(applicant.username, applicant.password);
  const before = await snapshot(db);
  const id = applicant.requestId;
  const mutations: ['GET' | 'POST', string][] = [
    ['GET', `/api/approveMentor?id=${id}`],
    ['POST', `/api/approveMentor?id=${id}`],
    ['GET', `/api/rejectMentor?id=${id}`],
    ['POST', `/api/rejectMentor?id=${id}`],
  ];
  const routes: ['GET' | 'POST', string][] = [['GET', '/api/getPendingMentors'], ...mutations];

  const anonymous = new TestClient(app);
  for (const [method, url] of routes) {
    const res = await anonymous.request({ method, url });
    t.equal(res.statusCode, 401, `${method} ${url} logged out: 401`);
    t.equal(res.json().message, messages.auth.loginRequired);
  }
  for (const [who, client] of [['a student', student], ['the applicant themselves', applicantClient]] as const) {
    for (const [method, url] of routes) {
      const res = await client.request({ method, url });
      t.equal(res.statusCode, 403, `${method} ${url} by ${who}: 403`);
      t.equal(res.json().message, messages.auth.adminOnly);
    }
  }
  for (const [method, url] of mutations) {
    const res = await admin.request({ method, url, bare: true });
    t.equal(res.statusCode, 403, `${method} ${url} by an admin without X-Requested-With: 403`);
    t.equal(res.json().message, messages.auth.missingRequestedWith);
  }
  t.same(await snapshot(db), before, 'nothing changed: the request is pending, the user a Student');
  t.equal((await admin.get('/api/getPendingMentors')).headers['x-total-count'], '1', 'and still listed');
});

t.test('10 concurrent approvals of one request: exactly one transition, every answer the same', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admins = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser(db, { name: `Admin ${i}`, role: 'admin' })));
  const clients = admins.map(() => new TestClient(app));
  await Promise.all(clients.map((client, i) => client.login(admins[i]!.username, admins[i]!.password)));
  for (let round = 0; round < 3; round++) {
    const applicant = await createPendingMentor(db);
    const answers = await Promise.all(clients.map((client) => client.post(`/api/approveMentor?id=${applicant.requestId}`)));
    t.same(answers.map((res) => res.statusCode), Array(10).fill(200), `round ${round}: every call answers 200`);
    const stored = await requestRow(db, applicant.requestId);
    // A call that made the transition answers its own admin and time; any second transition
    // would answer a decision other than the stored one.
    const decisions = new Set(answers.map((res) => JSON.stringify(res.json())));
    t.equal(decisions.size, 1, `round ${round}: all ten answer one and the same decision`);
    t.same(answers[0]!.json(), {
      id: applicant.requestId,
      status: 'approved',
      userId: applicant.id,
      decidedAt: stored.decidedAt!.toISOString(),
      decidedBy: stored.decidedBy,
    }, `round ${round}: the stored one`);
    t.ok(admins.some((admin) => admin.id === stored.decidedBy), `round ${round}: decided by one of the admins`);
    t.equal((await userRow(db, applicant.id)).userType, 'Mentor');
  }
});

t.test('approve and reject at the same moment: exactly one decision wins', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admins = await Promise.all(Array.from({ length: 6 }, () => createUser(db, { role: 'admin' })));
  const clients = admins.map(() => new TestClient(app));
  await Promise.all(clients.map((client, i) => client.login(admins[i]!.username, admins[i]!.password)));
  for (let round = 0; round < 4; round++) {
    const applicant = await createPendingMentor(db);
    const answers = await Promise.all(
      clients.map((client, i) => client.post(`/api/${i % 2 === 0 ? 'approve' : 'reject'}Mentor?id=${applicant.requestId}`)),
    );
    const stored = await requestRow(db, applicant.requestId);
    const winners = answers.map((res, i) => (res.statusCode === 200 ? (i % 2 === 0 ? 'approved' : 'rejected') : null));
    t.ok(winners.every((winner) => winner === null || winner === stored.status), `round ${round}: only the stored decision answers 200`);
    t.ok(answers.every((res) => res.statusCode === 200 || res.statusCode === 409), `round ${round}: the others 409`);
    t.equal(winners.filter(Boolean).length, 3, `round ${round}: the three calls of the winning decision succeed`);
    t.equal((await userRow(db, applicant.id)).userType, stored.status === 'approved' ? 'Mentor' : 'Student', `round ${round}: the user follows the winner`);
  }
});
