/**
 * Body limits (plugins/bodyLimits.ts): JSON and form bodies are capped at BODY_LIMIT_KB (64 kB);
 * routes whose longest valid text needs more get room for it (a forum post of 20,000 characters
 * outside ASCII fits, JSON or form-encoded). Over the cap: 413 `{statusCode, error, message}`
 * "The request is too large", and nothing is stored.
 */
import t from 'tap';
import { count } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { forums } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { createForum, createPost } from '../helpers/forums.ts';
import { TestClient } from '../helpers/http.ts';

t.teardown(closeTestDatabase);

const tooLarge = { statusCode: 413, error: 'Payload Too Large', message: messages.generic.tooLarge };

t.test('a JSON body over 64 kB: 413 and nothing stored; the longest valid texts fit', async (t) => {
  const testApp = await buildTestApp(t);
  t.equal(testApp.config.bodyLimitBytes, 64 * 1024, 'default 64 kB');
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  await client.login(user.username, user.password);

  const huge = await client.post('/api/forum/forums', { payload: { title: 'Big', description: 'x'.repeat(70 * 1024) } });
  t.equal(huge.statusCode, 413);
  t.same(huge.json(), tooLarge);
  t.equal((await testApp.database.db.select({ n: count() }).from(forums))[0]!.n, 0, 'no forum stored');

  const forum = await createForum(client);
  const devanagari = 'क'.repeat(limits.postContentMax); // 3 bytes each in UTF-8: 60,000 bytes
  const post = await createPost(client, forum.id, { title: 'प'.repeat(limits.postTitleMax), content: devanagari });
  t.equal(post.post.content, devanagari, 'a post of 20,000 characters (JSON) is stored whole');

  const form = new URLSearchParams({ content: 'ख'.repeat(limits.replyMax) }).toString(); // 90,000 bytes form-encoded
  const reply = await client.post(`/api/forum/addReply/${post.post.id}`, { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(reply.statusCode, 201, 'a form-encoded reply of 10,000 characters fits');

  const overPost = await client.post('/api/forum/posts', { payload: { forumId: forum.id, title: 'x', content: 'x'.repeat(1024 * 1024) } });
  t.equal(overPost.statusCode, 413, 'a 1 MB post: 413');
  t.same(overPost.json(), tooLarge);

  const formTooLarge = await client.post('/public/addUser', { payload: `name=${'a'.repeat(70 * 1024)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(formTooLarge.statusCode, 413, 'form bodies are capped too');
});

t.test('BODY_LIMIT_KB configures the cap', async (t) => {
  const testApp = await buildTestApp(t, { bodyLimitBytes: 1024 });
  const client = new TestClient(testApp.app);
  const res = await client.post('/perform-login', { payload: { username: 'x'.repeat(2000), password: 'y' } });
  t.equal(res.statusCode, 413);
  t.same(res.json(), tooLarge);
});
