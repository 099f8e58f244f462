/**
 * Author-only rules and id tampering (IDOR): another user cannot delete alice's forum post or
 * reply (403, the row stays; comments have no delete route), cannot read or tag her answers and
 * error log, cannot see her submitted (pending) question, and sees her profile without her mobile
 * number and email. Each refusal has a positive control showing the same request works for the
 * owner or an admin.
 */
import t from 'tap';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { forumPosts, forumReplies, responses } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { buildAppWithRoutes, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);

t.test('author-only deletes: another student gets 403 and the rows stay; the author and an admin may delete', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, post, forumReply } = await seedWorld(testApp);
  const db = testApp.database.db;
  const deletes = testApp.routes.filter((route) => route.method === 'DELETE').map((route) => route.url).sort();
  t.same(deletes, ['/api/forum/posts/:id', '/api/forum/replies/:id'], 'the delete routes are these two (comments cannot be deleted)');

  const replyDelete = await clients.bob.request({ method: 'DELETE', url: `/api/forum/replies/${forumReply.id}` });
  t.equal(replyDelete.statusCode, 403, 'reply: 403');
  t.equal(replyDelete.json().message, messages.forum.authorOnly);
  t.equal((await db.select().from(forumReplies).where(eq(forumReplies.id, forumReply.id))).length, 1, 'the reply is still there');

  const postDelete = await clients.bob.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` });
  t.equal(postDelete.statusCode, 403, 'post: 403');
  t.equal(postDelete.json().message, messages.forum.authorOnly);
  t.equal((await db.select().from(forumPosts).where(eq(forumPosts.id, post.id))).length, 1, 'the post is still there');

  t.equal((await clients.alice.request({ method: 'DELETE', url: `/api/forum/replies/${forumReply.id}` })).statusCode, 200, 'the author deletes her reply');
  t.equal((await clients.admin.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` })).statusCode, 200, 'an admin deletes any post');
});

t.test("another user's answers, error log, mistake tags and submitted questions stay private", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, alice, response, submitted } = await seedWorld(testApp);
  const db = testApp.database.db;

  const aliceResponses = await clients.alice.get('/api/getResponses');
  t.equal(aliceResponses.json().length, 1, 'alice sees her answer');
  for (const url of ['/api/getResponses', `/api/getResponses?userId=${alice.id}`, `/api/getResponses?id=${alice.id}`]) {
    const res = await clients.bob.get(url);
    t.equal(res.statusCode, 200);
    t.same(res.json(), [], `${url}: bob sees none of alice's answers`);
  }
  t.equal((await clients.alice.get('/api/getErrorLog')).json().entries.length, 1, "alice's wrong answer is in her error log");
  t.same((await clients.bob.get(`/api/getErrorLog?userId=${alice.id}`)).json().entries, [], "bob's error log has no entry of alice's");

  const tag = await clients.bob.post(`/api/tagMistake?responseId=${response.id}&reason=careless`);
  t.equal(tag.statusCode, 404, "tagging alice's answer: 404");
  t.equal(tag.json().message, messages.notFound.response);
  const [row] = await db.select().from(responses).where(eq(responses.id, response.id));
  t.equal(row!.mistakeReason ?? null, null, 'the reason is unchanged');
  t.equal((await clients.alice.post(`/api/tagMistake?responseId=${response.id}&reason=careless`)).statusCode, 200, 'alice may tag it');

  t.equal((await clients.alice.get('/api/getSubmittedQuestions')).json().length, 1, 'alice lists her submitted question');
  t.same((await clients.bob.get(`/api/getSubmittedQuestions?userId=${alice.id}`)).json(), [], "bob's list has none of alice's");
  const pending = await clients.bob.get(`/api/getQuestionsbyId?id=${submitted.id}`);
  t.equal(pending.statusCode, 404, "alice's pending question is hidden from bob");
  t.equal((await clients.bob.get('/api/getPendingQuestions')).statusCode, 403, 'the review queue is for admins');
  t.equal((await clients.bob.get(`/api/getCommentsbyId?id=${submitted.id}`)).statusCode, 404, "and so are its comments");
});

t.test("another user's mobile and email are hidden in GET /api/users/{id} and getUserDetails", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, alice } = await seedWorld(testApp);
  for (const url of [`/api/users/${alice.id}`, `/api/getUserDetails?id=${alice.id}`]) {
    const asBob = await clients.bob.get(url);
    t.equal(asBob.statusCode, 200);
    t.equal(asBob.json().username, alice.username, `${url}: the public profile`);
    t.equal(asBob.json().mobile, null, `${url}: no mobile for another student`);
    t.equal(asBob.json().emailId, null, `${url}: no email for another student`);
    t.notOk(JSON.stringify(asBob.json()).includes('9876500002'), 'the number appears nowhere');
    t.notOk('passwordHash' in asBob.json(), 'no password hash');
    t.equal((await clients.alice.get(url)).json().mobile, '9876500002', 'alice sees her own');
    t.equal((await clients.admin.get(url)).json().emailId, alice.emailId, 'an admin sees it');
  }
  t.equal((await clients.anonymous.get(`/api/users/${alice.id}`)).statusCode, 401, 'anonymous: 401');
});
