/**
 * Security-test helpers: the real app with every registered route recorded (through the app's
 * `onRoute` dependency, so routes added by any feature are covered), a small world of data owned
 * by one student (so a forged request has something to change), and a fingerprint of every table
 * (to prove a refused request changed nothing).
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { TestClient } from '../helpers/http.ts';
import { createPendingMentor } from '../helpers/mentors.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody } from '../helpers/xlsx.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** One method of one registered route, with the route's config after every onRoute hook ran. */
export interface AppRoute {
  method: string;
  url: string;
  config: { mutation?: boolean; navigation?: boolean; admin?: boolean; rateLimit?: unknown };
  /** The route's declared access (`schema.security`): `[]` public, `[{ session: [] }]` logged in. */
  security: unknown[] | undefined;
}

/** The test app and every route it registered (HEAD routes Fastify adds for GETs left out). */
export async function buildAppWithRoutes(t: Teardown, overrides: Partial<Config> = {}): Promise<TestApp & { routes: AppRoute[] }> {
  const seen: RouteOptions[] = [];
  const testApp = await buildTestApp(t, overrides, { onRoute: (route) => void seen.push(route) });
  // The same options object passes through every onRoute hook, so its config is final by now.
  const routes = seen.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: route.url, config: (route.config ?? {}) as AppRoute['config'], security: (route.schema as { security?: unknown[] } | undefined)?.security })),
  );
  return { ...testApp, routes };
}

/** `url` with each `:param` replaced by `value`. */
export const fillParams = (url: string, value: string | number) => url.replace(/:[A-Za-z]+/g, String(value));

/** Whether the route changes state (needs X-Requested-With): any method but GET/HEAD/OPTIONS, or a GET mutation. */
export const isMutation = (route: AppRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) || route.config.mutation === true;

/** A hash of every row of every table (by table name), to compare before and after. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const fingerprint: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const result = await db.execute<{ hash: string | null; n: number }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash, count(*)::int as n from "${tablename}" t`),
    );
    fingerprint[tablename] = `${result.rows[0]!.n}:${result.rows[0]!.hash}`;
  }
  return fingerprint;
}

/**
 * Users (an admin, two students `alice` and `bob`, a pending mentor) with logged-in clients, and
 * alice's things: a wrong answer, a comment and its reply, a forum with her post and reply, a
 * pending submitted question and a resource. Every id is 1 on a fresh database except the
 * questions (1-2 approved, 3 alice's pending one).
 */
export async function seedWorld(testApp: TestApp) {
  const { app, database } = testApp;
  const db = database.db;
  const admin = await createUser(db, { role: 'admin', mobile: '9876500001' });
  const alice = await createUser(db, { mobile: '9876500002' });
  const bob = await createUser(db, { mobile: '9876500003' });
  const mentor = await createPendingMentor(db);
  await createQuestions(db, [{ correctAnswer: 'A' }, { correctAnswer: 'A' }]);
  const clients = { admin: new TestClient(app), alice: new TestClient(app), bob: new TestClient(app), anonymous: new TestClient(app) };
  await clients.admin.login(admin.username, admin.password);
  await clients.alice.login(alice.username, alice.password);
  await clients.bob.login(bob.username, bob.password);

  const ok = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body);
  };
  const response = ok(await clients.alice.post('/api/addResponse?questionId=1&timer=12&selectedOption=B'), 'answer');
  const comment = ok(await clients.alice.post(`/api/addComment?questionId=1&text=${encodeURIComponent('Alice asks why')}`), 'comment');
  const commentReply = ok(await clients.alice.post(`/api/addReply?commentId=${comment.id}&text=${encodeURIComponent('Alice replies')}`), 'comment reply');
  const forum = await createForum(clients.alice);
  const post = await createPost(clients.alice, forum.id);
  const forumReply = await addReply(clients.alice, post.post.id, 'Alice answers her own post');
  const submitted = ok(
    await clients.alice.post('/api/submitQuestion', {
      payload: { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'Alice', questionText: 'Alice pending question?', optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'C' },
    }),
    'submitted question',
  );
  const upload = await multipartBody([
    { name: 'description', value: 'Alice notes' },
    { name: 'pdfFile', value: minimalPdf(), fileName: 'notes.pdf', type: 'application/pdf' },
  ]);
  const resource = ok(await clients.alice.post('/api/uploadPdf', upload), 'resource');
  return { admin, alice, bob, mentor, clients, response, comment, commentReply, forum, post: post.post, forumReply, submitted, resource };
}

/**
 * More of alice's things, for the id sweeps: a personal generated test (private to her) with an
 * attempt holding one saved answer, a report on question 1, bookmarks of question 1 and her post,
 * an image, her digest setting, and a notification (the admin replies to her post). `markers` are
 * texts only alice and admins may read: her email and mobile, her pending question, her report and
 * her test's title.
 */
export async function seedPrivateThings(testApp: TestApp, world: Awaited<ReturnType<typeof seedWorld>>) {
  const { clients, alice } = world;
  const ok = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.body ? JSON.parse(res.body) : null;
  };
  const categoryId = ok(await clients.alice.get('/api/categories'), 'categories')[0].id as number;
  const test = ok(await clients.alice.post('/api/tests/generate', { payload: { title: 'Alice private test', sections: [{ categoryId, count: 1, durationSeconds: 600 }] } }), 'generated test');
  const attempt = ok(await clients.alice.post(`/api/tests/${test.id}/attempts`), 'attempt');
  const questionId = attempt.questions?.[0]?.id ?? attempt.sections?.[0]?.questions?.[0]?.id;
  if (questionId) ok(await clients.alice.request({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/${questionId}`, payload: { selectedOption: 'B' } }), 'saved answer');
  const report = ok(await clients.alice.post('/api/questions/1/reports', { payload: { reason: 'wrong_answer', text: 'Alice report secret' } }), 'report');
  ok(await clients.alice.request({ method: 'PUT', url: '/api/bookmarks/questions/1' }), 'question bookmark');
  ok(await clients.alice.request({ method: 'PUT', url: `/api/bookmarks/posts/${world.post.id}` }), 'post bookmark');
  ok(await clients.alice.request({ method: 'PUT', url: '/api/notification-settings', payload: { emailDigest: 'daily' } }), 'digest');
  const image = ok(await clients.alice.post('/api/images', await multipartBody([{ name: 'image', value: tinyPng, fileName: 'dot.png', type: 'image/png' }])), 'image');
  await addReply(clients.admin, world.post.id, 'The admin answers alice');
  const markers = [alice.emailId, '9876500002', 'Alice pending question?', 'Alice report secret', 'Alice private test'];
  return { test, attempt, report, image, markers, ids: [test.id, attempt.id, report.id, image.id] as number[] };
}

/** A 1x1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const ownerColumns = ['user_id', 'author_id', 'created_by', 'uploaded_by', 'submitted_by'];

/**
 * Every row that belongs to `userId` (by an owner column, the user's own row, and the sections
 * and answers of the user's attempts and tests), as JSON text without the derived search vectors
 * and reputation, by table.
 */
export async function ownedRows(db: Database, userId: number): Promise<Map<string, string[]>> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name = any(${`{${ownerColumns.join(',')}}`}::text[]) order by table_name`,
  );
  const queries: Array<[string, string]> = columns.rows.map((row) => [row.table_name, `select (to_jsonb(t) - '{search_vector,title_vector,stem_vector,replies_vector}'::text[])::text as row from "${row.table_name}" t where "${row.column_name}" = ${userId}`]);
  // `reputation` is derived: others' likes of the user's posts, replies and comments raise it, as they may.
  queries.push(['users', `select (to_jsonb(t) - 'reputation')::text as row from users t where id = ${userId}`]);
  queries.push(['attempt_answers', `select to_jsonb(t)::text as row from attempt_answers t where attempt_id in (select id from attempts where user_id = ${userId})`]);
  queries.push(['attempt_sections', `select to_jsonb(t)::text as row from attempt_sections t where attempt_id in (select id from attempts where user_id = ${userId})`]);
  queries.push(['test_sections', `select to_jsonb(t)::text as row from test_sections t where test_id in (select id from tests where created_by = ${userId})`]);
  const rows = new Map<string, string[]>();
  for (const [table, query] of queries) {
    const result = await db.execute<{ row: string }>(sql.raw(query));
    rows.set(table, [...(rows.get(table) ?? []), ...result.rows.map((row) => row.row)].sort());
  }
  return rows;
}
