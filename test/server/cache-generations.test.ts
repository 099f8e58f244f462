/**
 * cache_generations bumped at commit (migration 0033): a transaction that wrote searchable rows
 * holds no lock on its family's row until it commits, so other writers of the family (a forum
 * reply through the API, a write on another connection) are not held up by it; the bump is still
 * part of the transaction (invisible before the commit, seen by the next read after it; a rolled
 * back transaction leaves the number as it was); a transaction bumps each family once, however
 * many rows and statements it writes, even when the row that queued the bump is gone by the
 * commit or was written in a savepoint that was rolled back.
 */
import t from 'tap';
import { sql } from 'drizzle-orm';
import { forumPosts, forums, questions } from '../../server/db/schema/index.ts';
import { generationReader } from '../../server/db/generations.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { needsSharedDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

t.test('an open writing transaction does not hold up forum replies; its bump lands with its commit', { skip: needsSharedDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const user = await createUser(db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const [forum] = await db.insert(forums).values({ title: 'Strategy', description: 'Plans' }).returning();
  const [post] = await db.insert(forumPosts).values({ forumId: forum!.id, authorId: user.id, title: 'Mock plan', content: 'How many mocks?' }).returning();
  await createQuestions(db, [{ questionText: 'What is 15% of 80?' }]);
  const [question] = await db.select({ id: questions.id }).from(questions);
  const read = async () => (await generationReader(db)()).search;
  const before = await read();

  await db.transaction(async (tx) => {
    // An admin's edit (searchable text), not yet committed.
    await tx.update(questions).set({ questionText: 'What is 15% of 120?' }).where(sql`${questions.id} = ${question!.id}`);
    const own = await tx.execute<{ generation: string }>(sql`select generation::text from cache_generations where name = 'search'`);
    t.equal(own.rows[0]!.generation, before, 'not bumped before the commit, even in the transaction');
    // Another connection writing the same family must not wait for this transaction.
    await db.transaction(async (other) => {
      await other.execute(sql`set local lock_timeout = '5s'`);
      await other.execute(sql`insert into forum_replies (post_id, user_id, content) values (${post!.id}, ${user.id}, 'Two mocks a week')`);
    });
    t.not(await read(), before, "the other writer's commit bumped the number");
    const reply = await client.request({ method: 'POST', url: `/api/forum/addReply/${post!.id}`, payload: { content: 'Sectional tests first.' } });
    t.equal(reply.statusCode, 201, 'a reply through the API is answered while the edit is open');
  });
  const afterCommits = await read();
  t.not(afterCommits, before, 'the edit bumped at its commit');
  const last = await db.execute<{ generation: string }>(sql`select generation::text from cache_generations where name = 'search'`);
  t.equal(afterCommits, last.rows[0]!.generation, 'the reader sees the committed number');
});

t.test('a rolled back write leaves the number; one transaction bumps each family once', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  await createQuestions(db, [{ questionText: 'What is 20% of 50?' }, { questionText: 'What is 25% of 40?' }]);
  const [question, second] = await db.select({ id: questions.id }).from(questions).orderBy(questions.id);
  const generations = async () => {
    const rows = await db.execute<{ name: string; generation: string }>(sql`select name, generation::text from cache_generations order by name`);
    return Object.fromEntries(rows.rows.map((row) => [row.name, BigInt(row.generation)]));
  };
  const before = await generations();
  await t.rejects(
    db.transaction(async (tx) => {
      await tx.update(questions).set({ questionText: 'What is 20% of 60?' }).where(sql`${questions.id} = ${question!.id}`);
      throw new Error('changed my mind');
    }),
  );
  t.same(await generations(), before, 'rolled back: no family changed');

  const sequenceBefore = BigInt((await db.execute<{ v: string }>(sql`select last_value::text as v from cache_generation_seq`)).rows[0]!.v);
  await db.transaction(async (tx) => {
    await tx.update(questions).set({ questionText: 'What is 20% of 70?' }).where(sql`${questions.id} = ${question!.id}`);
    await tx.update(questions).set({ questionText: 'What is 25% of 80?' }).where(sql`${questions.id} = ${second!.id}`);
    await tx.update(questions).set({ status: 'approved' }).where(sql`${questions.id} in (${question!.id}, ${second!.id})`);
  });
  const after = await generations();
  t.ok(after.search! > before.search! && after.questions! > before.questions!, 'both families bumped');
  const sequenceAfter = BigInt((await db.execute<{ v: string }>(sql`select last_value::text as v from cache_generation_seq`)).rows[0]!.v);
  t.equal(sequenceAfter - sequenceBefore, 2n, 'two numbers drawn: one per family, for three statements changing four rows');
});

t.test('the bump survives its first row being deleted, and a rolled back savepoint', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const user = await createUser(db);
  const [forum] = await db.insert(forums).values({ title: 'Strategy', description: 'Plans' }).returning();
  const read = async () => (await db.execute<{ generation: string }>(sql`select generation::text from cache_generations where name = 'search'`)).rows[0]!.generation;

  const before = await read();
  await db.transaction(async (tx) => {
    const [post] = await tx.insert(forumPosts).values({ forumId: forum!.id, authorId: user.id, title: 'Gone soon', content: 'x' }).returning();
    await tx.delete(forumPosts).where(sql`${forumPosts.id} = ${post!.id}`);
  });
  const afterDelete = await read();
  t.not(afterDelete, before, 'a post written and deleted in one transaction still bumps at its commit');

  await db.transaction(async (tx) => {
    await t.rejects(
      tx.transaction(async (savepoint) => {
        await savepoint.insert(forumPosts).values({ forumId: forum!.id, authorId: user.id, title: 'Rolled back', content: 'x' });
        throw new Error('undo the savepoint');
      }),
    );
    await tx.insert(forumPosts).values({ forumId: forum!.id, authorId: user.id, title: 'Kept', content: 'y' });
  });
  t.not(await read(), afterDelete, 'a write after a rolled back savepoint still bumps');
});
