import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import type { SearchResult } from '@common/api/search.ts';
import { forumPosts, forums, questions } from '../../server/db/schema/index.ts';
import { createSearchCache } from '../../server/features/search/search.cache.ts';
import { search as searchService } from '../../server/features/search/search.service.ts';
import { generationReader } from '../../server/db/generations.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** Two API processes' caches over one database, a forum and a post about "mensuration". */
async function setup(t: Parameters<typeof buildTestApp>[0]) {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const user = await createUser(db);
  const [forum] = await db.insert(forums).values({ title: 'Geometry hub', description: 'Shapes and solids' }).returning();
  const [post] = await db.insert(forumPosts).values({ forumId: forum!.id, authorId: user.id, title: 'Mensuration marathon', content: 'Cones' }).returning();
  const first = createSearchCache({ maxBytes: 1024 * 1024 });
  const second = createSearchCache({ maxBytes: 1024 * 1024 });
  const search = async (cache: typeof first, words: string) => JSON.parse((await searchService(db, cache, { query: words, limit: 5 })).json) as SearchResult;
  return { db, user, forum: forum!, post: post!, first, second, search };
}

t.test('a repeated search is answered from the cache while nothing searchable changes', async (t) => {
  const { db, post, first, search } = await setup(t);
  t.same((await search(first, 'mensur')).posts.map((p) => p.id), [post.id]);
  t.same(first.stats, { hits: 0, misses: 1 });
  const generation = (await generationReader(db)()).search;
  t.same((await search(first, 'mensur')).posts.map((p) => p.id), [post.id], 'same answer');
  t.same(first.stats, { hits: 1, misses: 1 }, 'from the cache');
  // Writes that cannot change an answer (a reaction, a reply) leave the generation alone.
  await db.execute(sql`update forum_posts set updated_at = now() where id = ${post.id}`);
  t.equal((await generationReader(db)()).search, generation, 'unrelated column: generation unchanged');
  await search(first, 'mensur');
  t.same(first.stats, { hits: 2, misses: 1 });
  t.same((await search(first, 'cones')).posts.length, 1, 'other words are other entries');
  t.same(first.stats, { hits: 2, misses: 2 });
});

t.test('every searchable write invalidates every process cache at once', async (t) => {
  const { db, user, forum, post, first, second, search } = await setup(t);
  t.same((await search(first, 'trapez')).questions, [], 'nothing yet (cached in the first)');
  t.same((await search(second, 'trapez')).questions, [], 'nothing yet (cached in the second)');

  // A new approved question, written by "another process" (straight into the database).
  await createQuestions(db, [{ questionText: 'Area of a trapezium with parallel sides 4 and 6' }]);
  const [{ id }] = (await db.select({ id: questions.id }).from(questions).limit(1)) as [{ id: number }];
  t.same((await search(first, 'trapez')).questions.map((q) => q.id), [id], 'first cache sees it at once');
  t.same((await search(second, 'trapez')).questions.map((q) => q.id), [id], 'second cache too');

  // Rejecting it hides it again.
  await db.update(questions).set({ status: 'rejected' }).where(eq(questions.id, id));
  t.same((await search(first, 'trapez')).questions, [], 'rejected: gone');

  // A post's new title, a new forum, a deleted post.
  await db.update(forumPosts).set({ title: 'Trapezium tricks' }).where(eq(forumPosts.id, post.id));
  t.same((await search(second, 'trapez')).posts.map((p) => p.id), [post.id], 'renamed post found');
  const [other] = await db.insert(forums).values({ title: 'Trapezium club', description: 'x' }).returning();
  t.same((await search(first, 'trapez')).forums.map((f) => f.id), [other!.id], 'new forum found');
  await db.delete(forumPosts).where(eq(forumPosts.id, post.id));
  t.same((await search(second, 'trapez')).posts, [], 'deleted post gone');
  t.ok(forum.id > 0 && user.id > 0);
  t.same(second.stats.hits, 0, 'the second cache never served a stale answer');
});

t.test('a write rolled back leaves cached answers valid', async (t) => {
  const { db, user, forum, first, search } = await setup(t);
  await search(first, 'mensur');
  await db
    .transaction(async (tx) => {
      await tx.insert(forumPosts).values({ forumId: forum.id, authorId: user.id, title: 'Mensuration two', content: 'x' });
      throw new Error('rollback');
    })
    .catch(() => undefined);
  t.equal((await search(first, 'mensur')).posts.length, 1, 'still one post');
  t.same(first.stats, { hits: 1, misses: 1 }, 'and still cached');
});

t.test('SEARCH_CACHE_MB=0 turns the cache off', async (t) => {
  const { db, post } = await setup(t);
  const off = createSearchCache({ maxBytes: 0 });
  for (let i = 0; i < 3; i++) t.same(JSON.parse((await searchService(db, off, { query: 'mensur', limit: 5 })).json).posts.map((p: { id: number }) => p.id), [post.id]);
  t.same(off.stats, { hits: 0, misses: 3 });
});
