/**
 * The pages a student uses most, as the phone benchmarks open them (lighthouse.ts, interaction.ts):
 * the bench database (BENCH_LIGHTHOUSE_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bench_lighthouse, created if missing) is replaced by the demo
 * content, a timed and an untimed student and an admin; through the running app at `baseUrl`, a
 * post with 50 replies and a mock test in progress are added. Requests go as through the
 * TLS-terminating proxy (`X-Forwarded-Proto: https`), so the session cookie is the production one.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../server/demo.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { ensureDatabase } from './data.ts';
import { openBenchDatabase } from './database.ts';

export const phonePagesDatabaseUrl = process.env.BENCH_LIGHTHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_lighthouse';
const databaseUrl = phonePagesDatabaseUrl;
const password = 'Bench@2026';

/** The approved questions (id, set, type) in id order. */
export type Bank = Array<{ id: number; setId: number | null; questionType: string }>;

/** One page to open: its name in the report, its path and the Cookie header of the account opening it. */
export interface PhonePage {
  name: string;
  path: string;
  cookie: string;
}

/**
 * Replaces the bench database's data with the demo content, a timed and an untimed student and an
 * admin; answers the approved questions (id, set, type) in id order.
 */
export async function preparePhoneData(): Promise<Bank> {
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  await seedDemo(handle.db);
  for (const [username, name] of [['lh-student', 'Lighthouse Student'], ['lh-untimed', 'Lighthouse Untimed'], ['lh-admin', 'Lighthouse Admin']] as const) {
    await register(handle.db, { name, username, password, emailId: `${username}@example.org`, mobile: null, userType: 'Student' });
  }
  await handle.db.execute(sql`update users set untimed_practice = true, email_verified = true where username = 'lh-untimed'`);
  await handle.db.execute(sql`update users set email_verified = true where username = 'lh-student'`);
  await handle.db.execute(sql`update users set role = 'admin' where username = 'lh-admin'`);
  const bank = await handle.db.execute<{ id: number; set_id: number | null; question_type: string }>(
    sql`select id, set_id, question_type from questions where status = 'approved' order by id`,
  );
  await handle.close();
  return bank.rows.map((row) => ({ id: Number(row.id), setId: row.set_id === null ? null : Number(row.set_id), questionType: row.question_type }));
}

/** Logs `username` in (as through the TLS proxy); answers the Cookie header to send. */
async function logIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (!response.ok) throw new Error(`bench login of ${username}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A JSON request as `cookie`; answers the JSON (throws with the status on a failure). */
async function call(baseUrl: string, cookie: string, method: string, path: string, body?: object): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * Once the app at `baseUrl` serves the data of preparePhoneData(): adds the post and the test and
 * answers the pages (home, a question timed and untimed, a set question, the forums, the post with
 * 50 replies, the exam screen), the two students' cookies, a stand-alone MCQ's id and the post's path.
 */
export async function phonePages(baseUrl: string, bank: Bank): Promise<{ pages: PhonePage[]; student: string; untimed: string; single: number; post: string }> {
  const student = await logIn(baseUrl, 'lh-student');
  const untimed = await logIn(baseUrl, 'lh-untimed');
  const admin = await logIn(baseUrl, 'lh-admin');
  const single = bank.find((q) => q.setId === null && q.questionType === 'MCQ')!;
  const inSet = bank.find((q) => q.setId !== null)!;
  const setMembers = bank.filter((q) => q.setId === inSet.setId).map((q) => q.id);
  const forums = (await call(baseUrl, student, 'GET', '/api/forum/getForums')) as Array<{ id: number }>;
  const created = await call(baseUrl, student, 'POST', '/api/forum/posts', { forumId: forums[0]!.id, title: 'How do you pace the DILR section?', content: 'I run out of time on the third set. How do you choose which sets to attempt first?' });
  for (let i = 0; i < 50; i += 1) {
    await fetch(`${baseUrl}/api/forum/addReply/${created.post.id}`, {
      method: 'POST',
      headers: { cookie: i % 2 ? untimed : admin, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ content: `Reply ${i + 1}: scan every set for two minutes first, then pick the one with the fewest conditions. Keep a steady pace.` }).toString(),
    });
  }
  const test = await call(baseUrl, admin, 'POST', '/api/tests', {
    title: 'Lighthouse mock',
    sections: [
      { name: 'DILR', durationSeconds: 3600, questionIds: setMembers },
      { name: 'Quant', durationSeconds: 3600, questionIds: bank.filter((q) => q.setId === null && q.questionType === 'MCQ').slice(0, 3).map((q) => q.id) },
    ],
  });
  const attempt = await call(baseUrl, student, 'POST', `/api/tests/${test.id}/attempts`);

  const post = `/forum/${created.post.forumId}/post/${created.post.id}`;
  const pages: PhonePage[] = [
    { name: 'home', path: '/', cookie: student },
    { name: 'question, timed', path: `/questions/${single.id}`, cookie: student },
    { name: 'question, untimed', path: `/questions/${single.id}`, cookie: untimed },
    { name: 'set question (passage)', path: `/questions/${inSet.id}`, cookie: untimed },
    { name: 'forums', path: '/forum', cookie: student },
    { name: 'post, 50 replies', path: post, cookie: student },
    { name: 'mock exam screen', path: `/attempts/${attempt.id}`, cookie: student },
  ];
  return { pages, student, untimed, single: single.id, post };
}
