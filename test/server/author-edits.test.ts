/**
 * Authors edit what they wrote (docs/contract.md 7.6): PUT /api/forum/posts/{id},
 * PUT /api/forum/replies/{id} and PUT /api/comments/{id} answer 200 with `editedAt` set, refuse
 * everyone else (admins too) with 403, keep creation's validation wording, update search and
 * announce the change live; the profile's "Comments Made" counts comments and forum replies.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import type { Comment } from '@common/api/comments.ts';
import type { ForumPostWrapper, ForumReply } from '@common/api/forums.ts';
import type { SearchResult } from '@common/api/search.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { comments, forumPosts, forumReplies, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { collectEvents, connectSocket, drained, joinQuestion, listen, nextEvent } from '../helpers/realtime.ts';
import { joinRoom } from '../helpers/rooms.ts';

t.teardown(closeTestDatabase);

const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A listening app, clients for alice, bob and an admin, a forum with a post by alice and a reply by alice. */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const testApp = await buildTestApp(t);
  const { app, database } = testApp;
  const db = database.db;
  const users = { alice: await createUser(db), bob: await createUser(db), admin: await createUser(db, { role: 'admin' }) };
  const clients = { alice: new TestClient(app), bob: new TestClient(app), admin: new TestClient(app), anonymous: new TestClient(app) };
  await clients.alice.login(users.alice.username, users.alice.password);
  await clients.bob.login(users.bob.username, users.bob.password);
  await clients.admin.login(users.admin.username, users.admin.password);
  const forum = await createForum(clients.alice);
  const { post } = await createPost(clients.alice, forum.id, { title: 'Percentages shortcut', content: 'Use fractions like one eighth' });
  const reply = await addReply(clients.alice, post.id, 'First thought');
  return { ...testApp, db, users, forum, post, reply, ...clients };
}

const put = (client: TestClient, url: string, payload: unknown) => client.request({ method: 'PUT', url, payload: payload as object });
const getPost = async (client: TestClient, postId: number): Promise<ForumPostWrapper> => (await client.get(`/api/forum/posts/${postId}`)).json();
const search = async (client: TestClient, query: string): Promise<SearchResult> => (await client.get(`/api/search?query=${encodeURIComponent(query)}&limit=10`)).json();

t.test('a post: its author edits title and text (200, editedAt set, lists show it); others 403; validation as on creation', async (t) => {
  const { db, forum, post, alice, bob, admin, anonymous } = await setup(t);
  t.equal(post.editedAt, null, 'a new post is not edited');
  t.equal((await getPost(bob, post.id)).post.editedAt, null, 'nor in its page');

  const res = await put(alice, `/api/forum/posts/${post.id}`, { title: '  Percentages, faster  ', content: '  Think in **quarters** instead  ' });
  t.equal(res.statusCode, 200, res.body);
  const edited: ForumPostWrapper = res.json();
  t.equal(edited.post.title, 'Percentages, faster', 'trimmed');
  t.equal(edited.post.content, 'Think in **quarters** instead');
  t.match(edited.post.editedAt, isoDate, 'editedAt set');
  t.equal(edited.post.createdAt, post.createdAt, 'createdAt kept');
  t.equal(edited.post.replyCount, 1, 'counts still there');
  t.equal(edited.author.id, post.authorId);
  t.equal((await getPost(bob, post.id)).post.editedAt, edited.post.editedAt, 'the page shows editedAt');
  const list: ForumPostWrapper[] = (await bob.get(`/api/forum/getPostsbyForumId/${forum.id}`)).json();
  t.equal(list.find((item) => item.post.id === post.id)?.post.editedAt, edited.post.editedAt, 'the forum list shows editedAt');

  const before = (await db.select().from(forumPosts).where(eq(forumPosts.id, post.id)))[0]!;
  for (const [label, client, status, message] of [
    ['another user', bob, 403, messages.forum.editAuthorOnly],
    ['an admin', admin, 403, messages.forum.editAuthorOnly],
    ['no session', anonymous, 401, undefined],
  ] as const) {
    const refused = await put(client, `/api/forum/posts/${post.id}`, { title: 'Hijacked', content: 'Not mine' });
    t.equal(refused.statusCode, status, label);
    if (message) t.equal(refused.json().message, message, `${label}: ${message}`);
  }
  t.strictSame((await db.select().from(forumPosts).where(eq(forumPosts.id, post.id)))[0], before, 'nothing changed');

  const unknown = await put(alice, '/api/forum/posts/987654', { title: 'x', content: 'y' });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.post);
  t.equal((await put(alice, '/api/forum/posts/abc', { title: 'x', content: 'y' })).statusCode, 400, 'a malformed id');

  for (const [body, message] of [
    [{ title: '   ', content: 'text' }, 'Title is required'],
    [{ content: 'text' }, 'Title is required'],
    [{ title: 'Title', content: '' }, 'Content is required'],
    [{ title: 'x'.repeat(limits.postTitleMax + 1), content: 'text' }, `Title must be at most ${limits.postTitleMax} characters`],
    [{ title: 'Title', content: 'x'.repeat(limits.postContentMax + 1) }, `Content must be at most ${limits.postContentMax} characters`],
  ] as const) {
    const bad = await put(alice, `/api/forum/posts/${post.id}`, body);
    t.equal(bad.statusCode, 400, message);
    t.equal(bad.json().message, message);
  }
});

t.test('search finds an edited post by its new words and no longer by its old ones', async (t) => {
  const { post, alice, bob } = await setup(t);
  await createPost(alice, (await createForum(alice)).id, { title: 'Unrelated', content: 'Nothing here' });
  t.ok((await search(bob, 'eighth')).posts.some((hit) => hit.id === post.id), 'found by the old text before the edit');
  const res = await put(alice, `/api/forum/posts/${post.id}`, { title: 'Percentages shortcut', content: 'Use multiplicative factors' });
  t.equal(res.statusCode, 200);
  t.ok((await search(bob, 'multiplicative')).posts.some((hit) => hit.id === post.id), 'found by the new word');
  t.notOk((await search(bob, 'eighth')).posts.some((hit) => hit.id === post.id), 'not by the old word (the cached answer was dropped)');
});

t.test('a reply: its author edits it (200, editedAt set in the thread); others 403; deleted or unknown 404; validation', async (t) => {
  const { db, post, reply, alice, bob, admin } = await setup(t);
  t.equal(reply.editedAt, null, 'a new reply is not edited');
  await bob.post(`/api/forum/replies/${reply.id}/like`);

  const res = await put(alice, `/api/forum/replies/${reply.id}`, { content: '  Second thought  ' });
  t.equal(res.statusCode, 200, res.body);
  const edited: ForumReply = res.json();
  t.equal(edited.content, 'Second thought');
  t.match(edited.editedAt, isoDate);
  t.equal(edited.likeCount, 1, 'reactions kept');
  t.equal(edited.user?.id, reply.user?.id);
  const thread = (await getPost(bob, post.id)).replies;
  t.equal(thread[0]!.content, 'Second thought', 'the thread shows the new text');
  t.equal(thread[0]!.editedAt, edited.editedAt, 'and editedAt');

  for (const client of [bob, admin]) {
    const refused = await put(client, `/api/forum/replies/${reply.id}`, { content: 'Not mine' });
    t.equal(refused.statusCode, 403);
    t.equal(refused.json().message, messages.forum.editAuthorOnly);
  }
  t.equal((await db.select().from(forumReplies).where(eq(forumReplies.id, reply.id)))[0]!.content, 'Second thought', 'unchanged by refused edits');

  for (const [body, message] of [
    [{ content: '  ' }, 'Reply is required'],
    [{}, 'Reply is required'],
    [{ content: 'x'.repeat(limits.replyMax + 1) }, `Reply must be at most ${limits.replyMax} characters`],
  ] as const) {
    const bad = await put(alice, `/api/forum/replies/${reply.id}`, body);
    t.equal(bad.statusCode, 400, message);
    t.equal(bad.json().message, message);
  }

  const unknown = await put(alice, '/api/forum/replies/987654', { content: 'x' });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.forum.replyNotFound);
  const child = await addReply(bob, post.id, 'Answering', reply.id);
  t.equal((await alice.request({ method: 'DELETE', url: `/api/forum/replies/${reply.id}` })).statusCode, 200);
  const placeholder = await put(alice, `/api/forum/replies/${reply.id}`, { content: 'Back from the dead' });
  t.equal(placeholder.statusCode, 404, 'a deleted placeholder cannot be edited');
  t.equal((await getPost(bob, post.id)).replies[0]!.editedAt, null, 'a placeholder shows no editedAt');
  t.equal((await getPost(bob, post.id)).replies[0]!.replies[0]!.id, child.id);
});

t.test('edits are announced: post:updated to the post and forum rooms, reply:updated to the post room', async (t) => {
  const { app, forum, post, reply, alice, bob } = await setup(t);
  const baseUrl = await listen(app);
  const postSocket = await connectSocket(t, baseUrl, bob.cookie);
  const forumSocket = await connectSocket(t, baseUrl, bob.cookie);
  await joinRoom(app.io, postSocket, 'post', post.id);
  await joinRoom(app.io, forumSocket, 'forum', forum.id);
  const forumReplyEvents = collectEvents(forumSocket, 'reply:updated');

  const replyEvent = nextEvent(postSocket, 'reply:updated');
  const edited: ForumReply = (await put(alice, `/api/forum/replies/${reply.id}`, { content: 'Live edit' })).json();
  t.strictSame(await replyEvent, { postId: post.id, replyId: reply.id, content: 'Live edit', editedAt: edited.editedAt }, 'reply:updated');

  const toPost = nextEvent(postSocket, 'post:updated');
  const toForum = nextEvent(forumSocket, 'post:updated');
  const wrapper: ForumPostWrapper = (await put(alice, `/api/forum/posts/${post.id}`, { title: 'New title', content: 'New text' })).json();
  const expected = { postId: post.id, forumId: forum.id, title: 'New title', content: 'New text', editedAt: wrapper.post.editedAt };
  t.strictSame(await toPost, expected, 'post:updated to the post room');
  t.strictSame(await toForum, expected, 'and to the forum room');

  const afterRefusal = collectEvents(postSocket, 'reply:updated');
  await put(bob, `/api/forum/replies/${reply.id}`, { content: 'Refused' });
  await drained(app, forumSocket);
  await drained(app, postSocket);
  t.same(forumReplyEvents, [], 'the forum room gets no reply events');
  t.same(afterRefusal, [], 'a refused edit announces nothing');
});

t.test('a question comment: its author edits it (200, editedAt in the thread, comment:updated); others 403; 404; validation', async (t) => {
  const { app, db, alice, bob, admin } = await setup(t);
  await createQuestions(db, [{ questionText: 'What is 10% of 50?' }]);
  const [question] = await db.select().from(questions).orderBy(asc(questions.id));
  const created: Comment = (await alice.post(`/api/addComment?questionId=${question!.id}&text=${encodeURIComponent('Answer is 5')}`)).json();
  t.equal(created.editedAt, null, 'a new comment is not edited');
  const reply: Comment = (await bob.post(`/api/addReply?commentId=${created.id}&text=Agreed`)).json();

  const baseUrl = await listen(app);
  const socket = await connectSocket(t, baseUrl, bob.cookie);
  await joinQuestion(app, socket, question!.id);
  const announced = nextEvent(socket, 'comment:updated');

  const res = await put(alice, `/api/comments/${created.id}`, { text: '  Answer is 5, since 50/10 = 5  ' });
  t.equal(res.statusCode, 200, res.body);
  const edited: Comment = res.json();
  t.equal(edited.text, 'Answer is 5, since 50/10 = 5');
  t.match(edited.editedAt, isoDate);
  t.equal(edited.dateTimeSubmitted, created.dateTimeSubmitted);
  t.strictSame(await announced, { questionId: question!.id, id: created.id, text: edited.text, editedAt: edited.editedAt }, 'comment:updated');
  const thread: Comment[] = (await bob.get(`/api/getCommentsbyId?id=${question!.id}`)).json();
  t.equal(thread[0]!.editedAt, edited.editedAt, 'the thread shows editedAt');
  t.equal(thread[0]!.replies[0]!.editedAt, null, 'the reply is not edited');

  const replyEdit = await put(bob, `/api/comments/${reply.id}`, { text: 'Agreed, 5' });
  t.equal(replyEdit.statusCode, 200, 'a reply to a comment is edited the same way');
  t.equal((replyEdit.json() as Comment).parentId, created.id);

  for (const client of [bob, admin]) {
    const refused = await put(client, `/api/comments/${created.id}`, { text: 'Not mine' });
    t.equal(refused.statusCode, 403);
    t.equal(refused.json().message, messages.forum.editAuthorOnly);
  }
  t.equal((await db.select().from(comments).where(eq(comments.id, created.id)))[0]!.text, 'Answer is 5, since 50/10 = 5', 'unchanged');

  for (const [body, message] of [
    [{ text: ' ' }, 'Comment text is required'],
    [{}, 'Comment text is required'],
    [{ text: 'x'.repeat(limits.commentMax + 1) }, `Comments must be at most ${limits.commentMax} characters`],
  ] as const) {
    const bad = await put(alice, `/api/comments/${created.id}`, body);
    t.equal(bad.statusCode, 400, message);
    t.equal(bad.json().message, message);
  }
  const unknown = await put(alice, '/api/comments/987654', { text: 'x' });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.comment);
});

t.test('"Comments Made" counts the user\'s question comments and forum replies, not deleted ones', async (t) => {
  const { db, post, reply, alice, bob, anonymous } = await setup(t);
  const made = async (client: TestClient) => (await client.get('/api/getCommentsMade')).json() as number;
  t.equal(await made(bob), 0, 'nothing written yet');
  t.equal(await made(alice), 1, "alice's forum reply");
  await createQuestions(db, [{}]);
  const [question] = await db.select().from(questions).orderBy(asc(questions.id));
  const comment: Comment = (await alice.post(`/api/addComment?questionId=${question!.id}&text=Nice`)).json();
  await alice.post(`/api/addReply?commentId=${comment.id}&text=Also`);
  await bob.post(`/api/addReply?commentId=${comment.id}&text=Thanks`);
  await addReply(alice, post.id, 'Another reply');
  t.equal(await made(alice), 4, 'two comments and two replies');
  t.equal(await made(bob), 1);
  await addReply(bob, post.id, 'Under it', reply.id);
  t.equal((await alice.request({ method: 'DELETE', url: `/api/forum/replies/${reply.id}` })).statusCode, 200);
  t.equal(await made(alice), 3, 'a deleted reply (even kept as a placeholder) no longer counts');
  t.equal((await anonymous.get('/api/getCommentsMade')).statusCode, 401);
});
