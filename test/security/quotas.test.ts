/**
 * Per-user quotas (RATE_LIMIT_UPLOADS_PER_HOUR, RATE_LIMIT_POSTS_PER_HOUR,
 * RATE_LIMIT_FORUMS_PER_DAY, and from contract 8.6 RATE_LIMIT_TEST_GENERATIONS_PER_HOUR,
 * RATE_LIMIT_EDITS_PER_HOUR, RATE_LIMIT_REPORTS_PER_HOUR; lowered here through the config): past a quota the route answers 429
 * with a message saying what was limited and `Retry-After`, nothing is stored, and another user
 * is not limited. Counted in Redis per route and user, once a request has passed the session check
 * and its schema: refused input does not use up the quota.
 */
import t from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@common/messages.ts';
import { testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { multipartBody } from '../helpers/xlsx.ts';
import { loadConfig } from '../../server/config.ts';
import { createForum, createPost, addReply } from '../helpers/forums.ts';
import { createUser } from '../helpers/factories.ts';
import { buildAppWithRoutes, databaseFingerprint, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2c5b0b30000000049454e44ae426082', 'hex');
const max = 2;
const quota = { max, windowMs: 60 * 60_000 };
const quotas = { uploads: quota, posts: quota, forums: quota, testGenerations: quota, edits: quota, reports: quota };

t.test('the contract 8.6 quotas by default: 20 generated tests, 60 edits and 20 reports an hour', async (t) => {
  const limits = loadConfig({ NODE_ENV: 'test' }).rateLimits;
  t.same(limits.testGenerations, { max: 20, windowMs: 60 * 60_000 });
  t.same(limits.edits, { max: 60, windowMs: 60 * 60_000 });
  t.same(limits.reports, { max: 20, windowMs: 60 * 60_000 });
});

/**
 * Carol, a third student, with her own post, forum reply and comment (to edit; made by her, so
 * that creating them does not use up bob's posting quotas), and a category id (to generate tests).
 */
async function carolsThings(testApp: Awaited<ReturnType<typeof buildAppWithRoutes>>, world: Awaited<ReturnType<typeof seedWorld>>) {
  const user = await createUser(testApp.database.db);
  const carol = new TestClient(testApp.app);
  await carol.login(user.username, user.password);
  const post = await createPost(carol, (await createForum(world.clients.admin)).id);
  const reply = await addReply(carol, world.post.id, 'Carol replies');
  const comment = (await carol.post('/api/addComment?questionId=1&text=Carol%20comments')).json() as { id: number };
  const categoryId = ((await carol.get('/api/categories')).json() as { id: number }[])[0]!.id;
  return { carol, post: post.post, reply, comment, categoryId };
}

/** The client the quota is tried on: carol for edits (of her own things), else bob. */
const limitedClient = (what: string, bob: TestClient, carol: TestClient) => (what.endsWith(' edit') ? carol : bob);

t.test('uploads, posts, replies, comments, new forums, generated tests, edits and reports: 429 with a clear message and Retry-After past the quota', async (t) => {
  const testApp = await buildAppWithRoutes(t, { rateLimits: { ...testConfig().rateLimits, ...quotas } });
  const world = await seedWorld(testApp);
  const { bob, alice } = world.clients;
  const mine = await carolsThings(testApp, world);
  let n = 0;
  const own = (client: TestClient, carols: number, alices: number) => (client === mine.carol ? carols : alices);
  const actions: [string, string, (client: TestClient) => Promise<LightMyRequestResponse>, number?][] = [
    ['PDF upload', messages.generic.uploadQuota, async (client) => client.post('/api/uploadPdf', await multipartBody([{ name: 'description', value: `Notes ${n++}` }, { name: 'pdfFile', value: minimalPdf(), fileName: 'notes.pdf', type: 'application/pdf' }]))],
    ['image upload', messages.generic.uploadQuota, async (client) => client.post('/api/images', await multipartBody([{ name: 'image', value: png, fileName: 'dot.png', type: 'image/png' }]))],
    ['forum', messages.generic.forumQuota, (client) => client.post('/api/forum/forums', { payload: { title: `Forum ${n++}`, description: 'About things' } })],
    ['forum post', messages.generic.postQuota, (client) => client.post('/api/forum/posts', { payload: { forumId: world.forum.id, title: `Post ${n++}`, content: 'Some content' } })],
    ['forum reply', messages.generic.postQuota, (client) => client.post(`/api/forum/addReply/${world.post.id}`, { payload: { content: `Reply ${n++}` } })],
    ['comment', messages.generic.postQuota, (client) => client.post(`/api/addComment?questionId=1&text=Comment${n++}`)],
    ['comment reply', messages.generic.postQuota, (client) => client.post(`/api/addReply?commentId=${world.comment.id}&text=Reply${n++}`)],
    ['generated test', messages.generic.generationQuota, (client) => client.post('/api/tests/generate', { payload: { sections: [{ categoryId: mine.categoryId, count: 1, durationSeconds: 600 }] } })],
    ['report', messages.generic.reportQuota, (client) => client.post(`/api/questions/${(n++ % 2) + 1}/reports`, { payload: { reason: 'wrong_answer', text: `Report ${n}` } })],
    ['post edit', messages.generic.editQuota, (client) => client.request({ method: 'PUT', url: `/api/forum/posts/${own(client, mine.post.id, world.post.id)}`, payload: { title: `Edited ${n++}`, content: 'Edited content' } }), 200],
    ['forum reply edit', messages.generic.editQuota, (client) => client.request({ method: 'PUT', url: `/api/forum/replies/${own(client, mine.reply.id, world.forumReply.id)}`, payload: { content: `Edited ${n++}` } }), 200],
    ['comment edit', messages.generic.editQuota, (client) => client.request({ method: 'PUT', url: `/api/comments/${own(client, mine.comment.id, world.comment.id)}`, payload: { text: `Edited ${n++}` } }), 200],
  ];
  for (const [what, message, act, ok = 201] of actions) {
    const limited = limitedClient(what, bob, mine.carol);
    for (let index = 0; index < max; index++) t.equal((await act(limited)).statusCode, ok, `${what} ${index + 1}: within the quota`);
    const before = await databaseFingerprint(testApp.database.db);
    const over = await act(limited);
    t.equal(over.statusCode, 429, `${what}: 429 past the quota`);
    t.same(over.json(), { statusCode: 429, error: 'Too Many Requests', message }, `${what}: says what was limited`);
    t.ok(Number(over.headers['retry-after']) >= 1, `${what}: Retry-After ${over.headers['retry-after']} s`);
    t.same(await databaseFingerprint(testApp.database.db), before, `${what}: nothing stored`);
    t.equal((await act(alice)).statusCode, ok, `${what}: another user is not limited`);
  }
});

t.test('requests refused for their input or for want of a session do not use up the quota', async (t) => {
  const testApp = await buildAppWithRoutes(t, { rateLimits: { ...testConfig().rateLimits, ...quotas } });
  const world = await seedWorld(testApp);
  const { bob } = world.clients;
  const mine = await carolsThings(testApp, world);
  const anonymous = new TestClient(testApp.app);
  let n = 0;
  const actions: [string, (client: TestClient, valid: boolean) => Promise<LightMyRequestResponse>, number?][] = [
    ['forum', (client, valid) => client.post('/api/forum/forums', { payload: { title: valid ? `Forum ${n++}` : '', description: 'About things' } })],
    ['forum post', (client, valid) => client.post('/api/forum/posts', { payload: { forumId: world.forum.id, title: valid ? `Post ${n++}` : '', content: 'Some content' } })],
    ['forum reply', (client, valid) => client.post(`/api/forum/addReply/${world.post.id}`, { payload: { content: valid ? `Reply ${n++}` : '' } })],
    ['comment', (client, valid) => client.post(`/api/addComment?questionId=1&text=${valid ? `Comment${n++}` : ''}`)],
    ['generated test', (client, valid) => client.post('/api/tests/generate', { payload: { sections: valid ? [{ categoryId: mine.categoryId, count: 1, durationSeconds: 600 }] : [] } })],
    ['report', (client, valid) => client.post(`/api/questions/${(n++ % 2) + 1}/reports`, { payload: { reason: 'wrong_answer', text: valid ? 'Wrong key' : '' } })],
    ['post edit', (client, valid) => client.request({ method: 'PUT', url: `/api/forum/posts/${mine.post.id}`, payload: { title: valid ? `Edited ${n++}` : '', content: 'Edited' } }), 200],
    ['forum reply edit', (client, valid) => client.request({ method: 'PUT', url: `/api/forum/replies/${mine.reply.id}`, payload: { content: valid ? `Edited ${n++}` : '' } }), 200],
    ['comment edit', (client, valid) => client.request({ method: 'PUT', url: `/api/comments/${mine.comment.id}`, payload: { text: valid ? `Edited ${n++}` : '' } }), 200],
  ];
  for (const [what, act, ok = 201] of actions) {
    const limited = limitedClient(what, bob, mine.carol);
    for (let index = 0; index < max + 2; index++) t.equal((await act(limited, false)).statusCode, 400, `${what}: refused input ${index + 1}`);
    for (let index = 0; index < max + 2; index++) t.equal((await act(anonymous, true)).statusCode, 401, `${what}: no session ${index + 1}`);
    for (let index = 0; index < max; index++) t.equal((await act(limited, true)).statusCode, ok, `${what} ${index + 1}: still within the quota`);
    t.equal((await act(limited, true)).statusCode, 429, `${what}: the quota counts the accepted ones`);
  }
});
