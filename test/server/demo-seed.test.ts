/**
 * seedDemo on the real database: the community members exist (students and an approved mentor,
 * verified, passwords never returned), the forums of scripts/content/forums.json are created once
 * with their posts and nested replies (parentReplyId set below the top level, each reply later
 * than what it answers, times spread over past weeks), a second run creates nothing, and the
 * seeded forums and posts are listed and found by search like ones written through the API.
 */
import t from 'tap';
import { eq, inArray } from 'drizzle-orm';
import { demoAuthors, demoCommunityMembers, seedDemo } from '../../server/demo.ts';
import { readDemoForums, type DemoReply } from '../../server/demoForums.ts';
import { forumPosts, forumReplies, forums, mentorRequests, users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser, defaultPassword } from '../helpers/factories.ts';
import { forumTableCounts } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

/** Every reply of a thread, depth first, with the index of its parent in that order (null at the top level). */
function threadOf(replies: DemoReply[], parent: number | null = null, into: { content: string; author: string; parent: number | null }[] = []) {
  for (const reply of replies) {
    into.push({ content: reply.content, author: reply.author, parent });
    threadOf(reply.replies, into.length - 1, into);
  }
  return into;
}

t.test('seedDemo creates the community members and the forums once, with nested replies', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const file = await readDemoForums();
  t.ok(file.length >= 2, 'forums.json has forums');
  const postCount = file.reduce((sum, forum) => sum + forum.posts.length, 0);
  const replyCount = file.reduce((sum, forum) => sum + forum.posts.reduce((n, post) => n + threadOf(post.replies).length, 0), 0);
  const before = Date.now();

  const first = await seedDemo(db);
  t.same(first.members, { created: demoCommunityMembers.length, skipped: 0 }, 'six community members created');
  t.same(first.forums, { created: file.length, skipped: 0, posts: postCount, replies: replyCount }, 'every forum, post and reply created');
  t.same(first.accounts.map((account) => account.username).sort(), ['demo_admin', 'demo_mentor', 'demo_student'], 'only the three demo accounts get a printed password');

  // Community members.
  const members = await db.select().from(users).where(inArray(users.username, demoCommunityMembers.map((member) => member.username)));
  t.equal(members.length, demoCommunityMembers.length, 'every member exists');
  for (const member of members) {
    t.ok(member.emailVerified, `${member.username}: email verified`);
    t.match(member.emailId, /@demo\.mbaprep\.local$/, `${member.username}: demo email`);
    t.match(member.name, /\(demo\)$/, `${member.username}: marked as demo`);
    t.equal(member.role, 'user');
  }
  const neha = members.find((member) => member.username === 'mentor_neha_iimb')!;
  t.equal(neha.userType, 'Mentor');
  const requests = await db.select().from(mentorRequests).where(eq(mentorRequests.userId, neha.id));
  t.same(requests.map((request) => request.status), ['approved'], 'the mentor is approved');
  t.equal(members.filter((member) => member.userType === 'Student').length, 5, 'the others are students');

  // Forums, posts, replies and their nesting.
  const names = new Map((await db.select({ id: users.id, username: users.username }).from(users)).map((row) => [row.id, row.username]));
  for (const expected of file) {
    const [forum] = await db.select().from(forums).where(eq(forums.title, expected.title));
    t.ok(forum, `forum "${expected.title}" exists`);
    t.equal(names.get(forum!.createdBy!), 'demo_admin', 'owned by the demo admin');
    const posts = await db.select().from(forumPosts).where(eq(forumPosts.forumId, forum!.id));
    t.equal(posts.length, expected.posts.length, 'all its posts');
    const byTime = [...posts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((post) => post.title);
    t.same(byTime, expected.posts.map((post) => post.title), 'posts are dated in file order (the first is the oldest)');
    for (const post of expected.posts) {
      const row = posts.find((candidate) => candidate.title === post.title)!;
      t.equal(names.get(row.authorId), post.author, 'post author');
      t.ok(row.createdAt.getTime() < before && row.createdAt.getTime() > before - 31 * 86_400_000, 'post dated within the last month');
      const replies = await db.select().from(forumReplies).where(eq(forumReplies.postId, row.id));
      const thread = threadOf(post.replies);
      t.equal(replies.length, thread.length, `all replies of "${post.title}"`);
      // Replies are dated depth first in file order, so sorting by time lines them up with the thread.
      const stored = [...replies].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      for (const [index, reply] of thread.entries()) {
        const storedReply = stored[index]!;
        t.equal(storedReply.content, reply.content, 'replies in thread order');
        t.equal(names.get(storedReply.userId), reply.author, 'reply author');
        if (reply.parent === null) {
          t.equal(storedReply.parentReplyId, null, 'a top-level reply has no parent');
          t.ok(storedReply.createdAt > row.createdAt, 'a reply is later than its post');
        } else {
          const parent = stored[reply.parent]!;
          t.equal(storedReply.parentReplyId, parent.id, 'a nested reply points at its parent');
          t.ok(storedReply.createdAt > parent.createdAt, 'a nested reply is later than its parent');
        }
        t.ok(storedReply.createdAt.getTime() < before, 'replies are in the past');
      }
    }
  }
  const nested = await db.select({ id: forumReplies.id }).from(forumReplies).where(inArray(forumReplies.parentReplyId, db.select({ id: forumReplies.id }).from(forumReplies)));
  t.ok(nested.length > 0, 'some replies are nested');
  const times = (await db.select({ at: forumPosts.createdAt }).from(forumPosts)).map((row) => row.at.getTime());
  t.ok(Math.max(...times) - Math.min(...times) > 7 * 86_400_000, 'posts are spread over more than a week');

  // Seeded rows behave like real ones: listed with post counts and found by search.
  const counts = await forumTableCounts(db);
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, defaultPassword);
  const listed = await client.get('/api/forum/getForums');
  t.equal(listed.statusCode, 200);
  const first0 = file[0]!;
  const listedForum = listed.json().find((forum: any) => forum.title === first0.title);
  t.equal(listedForum?.postCount, first0.posts.length, 'the forum list counts the seeded posts');
  const word = first0.posts[0]!.title.split(/[^A-Za-z]+/).find((part) => part.length >= 6)!;
  const search = await client.get(`/api/search?query=${encodeURIComponent(word)}`);
  t.equal(search.statusCode, 200);
  t.ok(search.json().posts.some((post: any) => post.title === first0.posts[0]!.title), `search for "${word}" finds the seeded post`);

  // A second run creates nothing.
  const second = await seedDemo(db);
  t.same(second.members, { created: 0, skipped: demoCommunityMembers.length }, 'members are not created again');
  t.same(second.forums, { created: 0, skipped: file.length, posts: 0, replies: 0 }, 'forums are not created again');
  t.same(second.accounts, [], 'no new demo account');
  t.same(await forumTableCounts(db), counts, 'no forum, post or reply added');
  t.ok(demoAuthors.includes('demo_student') && demoAuthors.includes('workingpro_sameer'), 'the author list covers demo accounts and members');
});
