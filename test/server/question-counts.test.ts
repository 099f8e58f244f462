import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

/** The question bank's X-Total-Count (from the trigger-kept counter table) must equal a real count. */
t.test('X-Total-Count stays exact through inserts, reviews and deletes', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const user = await createUser(db);
  await createQuestions(db, [
    { topic: 'Number Systems', source: 'Mock A' },
    { topic: 'Number Systems', source: 'Mock B' },
    { topic: 'Geometry', source: 'Mock A' },
    { category: 'Verbal Ability', topic: 'Para Jumbles', source: 'Mock A' },
  ]);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const ids = async (table: 'categories' | 'topics' | 'sources') =>
    Object.fromEntries(((await db.execute(sql.raw(`select id, name from ${table}`))).rows as { id: number; name: string }[]).map((row) => [row.name, row.id]));
  const category = await ids('categories');
  const topic = await ids('topics');
  const source = await ids('sources');
  const quant = category['Quantitative Aptitude'];

  const filters = [
    `category=${quant}`,
    `category=${quant}&topic=${topic['Number Systems']}`,
    `category=${quant}&source=${source['Mock A']}`,
    `category=${quant},${category['Verbal Ability']}&topic=${topic['Number Systems']},${topic['Para Jumbles']}&source=${source['Mock A']}`,
  ];
  const check = async (label: string) => {
    for (const filter of filters) {
      const res = await client.get(`/api/getQuestionsByFilters?${filter}&limit=1`);
      const all = (await client.get(`/api/getQuestionsByFilters?${filter}&idsOnly=true`)).json() as number[];
      t.equal(Number(res.headers['x-total-count']), all.length, `${label}: ${filter}`);
    }
  };
  await check('after import');
  t.equal(Number((await client.get(`/api/getQuestionsByFilters?category=${quant}`)).headers['x-total-count']), 3, 'three quant questions');

  const [pending] = await db
    .insert(questions)
    .values({ questionText: 'Pending one', optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'A', categoryId: quant!, topicId: topic['Geometry']!, sourceId: source['Mock A']!, status: 'pending' })
    .returning();
  await check('a pending question is not counted');
  await db.update(questions).set({ status: 'approved' }).where(eq(questions.id, pending!.id));
  await check('approved');
  t.equal(Number((await client.get(`/api/getQuestionsByFilters?category=${quant}`)).headers['x-total-count']), 4, 'approval counted');
  await db.update(questions).set({ status: 'rejected' }).where(eq(questions.id, pending!.id));
  await check('rejected after approval');
  await db.delete(questions).where(eq(questions.topicId, topic['Geometry']!));
  await check('deleted');
  t.equal(Number((await client.get(`/api/getQuestionsByFilters?category=${quant}`)).headers['x-total-count']), 2, 'deletion counted');
});
