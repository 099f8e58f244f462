/**
 * Per-user quotas (RATE_LIMIT_UPLOADS_PER_HOUR, RATE_LIMIT_POSTS_PER_HOUR,
 * RATE_LIMIT_FORUMS_PER_DAY; lowered here through the config): past a quota the route answers 429
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
import { buildAppWithRoutes, databaseFingerprint, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2c5b0b30000000049454e44ae426082', 'hex');
const max = 2;
const quota = { max, windowMs: 60 * 60_000 };

t.test('uploads, posts, replies, comments and new forums: 429 with a clear message and Retry-After past the quota', async (t) => {
  const testApp = await buildAppWithRoutes(t, { rateLimits: { ...testConfig().rateLimits, uploads: quota, posts: quota, forums: quota } });
  const world = await seedWorld(testApp);
  const { bob, alice } = world.clients;
  let n = 0;
  const actions: [string, string, (client: TestClient) => Promise<LightMyRequestResponse>][] = [
    ['PDF upload', messages.generic.uploadQuota, async (client) => client.post('/api/uploadPdf', await multipartBody([{ name: 'description', value: `Notes ${n++}` }, { name: 'pdfFile', value: minimalPdf(), fileName: 'notes.pdf', type: 'application/pdf' }]))],
    ['image upload', messages.generic.uploadQuota, async (client) => client.post('/api/images', await multipartBody([{ name: 'image', value: png, fileName: 'dot.png', type: 'image/png' }]))],
    ['forum', messages.generic.forumQuota, (client) => client.post('/api/forum/forums', { payload: { title: `Forum ${n++}`, description: 'About things' } })],
    ['forum post', messages.generic.postQuota, (client) => client.post('/api/forum/posts', { payload: { forumId: world.forum.id, title: `Post ${n++}`, content: 'Some content' } })],
    ['forum reply', messages.generic.postQuota, (client) => client.post(`/api/forum/addReply/${world.post.id}`, { payload: { content: `Reply ${n++}` } })],
    ['comment', messages.generic.postQuota, (client) => client.post(`/api/addComment?questionId=1&text=Comment${n++}`)],
    ['comment reply', messages.generic.postQuota, (client) => client.post(`/api/addReply?commentId=${world.comment.id}&text=Reply${n++}`)],
  ];
  for (const [what, message, act] of actions) {
    for (let index = 0; index < max; index++) t.equal((await act(bob)).statusCode, 201, `${what} ${index + 1}: within the quota`);
    const before = await databaseFingerprint(testApp.database.db);
    const over = await act(bob);
    t.equal(over.statusCode, 429, `${what}: 429 past the quota`);
    t.same(over.json(), { statusCode: 429, error: 'Too Many Requests', message }, `${what}: says what was limited`);
    t.ok(Number(over.headers['retry-after']) >= 1, `${what}: Retry-After ${over.headers['retry-after']} s`);
    t.same(await databaseFingerprint(testApp.database.db), before, `${what}: nothing stored`);
    t.equal((await act(alice)).statusCode, 201, `${what}: another user is not limited`);
  }
});

t.test('requests refused for their input or for want of a session do not use up the quota', async (t) => {
  const testApp = await buildAppWithRoutes(t, { rateLimits: { ...testConfig().rateLimits, uploads: quota, posts: quota, forums: quota } });
  const world = await seedWorld(testApp);
  const { bob } = world.clients;
  const anonymous = new TestClient(testApp.app);
  let n = 0;
  const actions: [string, (client: TestClient, valid: boolean) => Promise<LightMyRequestResponse>][] = [
    ['forum', (client, valid) => client.post('/api/forum/forums', { payload: { title: valid ? `Forum ${n++}` : '', description: 'About things' } })],
    ['forum post', (client, valid) => client.post('/api/forum/posts', { payload: { forumId: world.forum.id, title: valid ? `Post ${n++}` : '', content: 'Some content' } })],
    ['forum reply', (client, valid) => client.post(`/api/forum/addReply/${world.post.id}`, { payload: { content: valid ? `Reply ${n++}` : '' } })],
    ['comment', (client, valid) => client.post(`/api/addComment?questionId=1&text=${valid ? `Comment${n++}` : ''}`)],
  ];
  for (const [what, act] of actions) {
    for (let index = 0; index < max + 2; index++) t.equal((await act(bob, false)).statusCode, 400, `${what}: refused input ${index + 1}`);
    for (let index = 0; index < max + 2; index++) t.equal((await act(anonymous, true)).statusCode, 401, `${what}: no session ${index + 1}`);
    for (let index = 0; index < max; index++) t.equal((await act(bob, true)).statusCode, 201, `${what} ${index + 1}: still within the quota`);
    t.equal((await act(bob, true)).statusCode, 429, `${what}: the quota counts the accepted ones`);
  }
});
