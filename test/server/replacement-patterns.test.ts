/**
 * Answers assembled from JSON text (the search answer, the pre-serialised question list) stay valid
 * JSON and carry stored text exactly, whatever it holds (contract 8.6): `String.replace`
 * replacement patterns such as `$&`, `` $` ``, `$'`, `$$` and `$1` in a post or question are text.
 */
import t from 'tap';
import type { SearchResult } from '@common/api/search.ts';
import type { QuestionListItem } from '@common/api/questions.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

const patterns = ['$&', '$`', "$'", '$$', '$1', '$<name>'];
const text = `Remainder of $2^{10}$ by 7: TSD ${patterns.join(' ')} end`;

t.test('search answers and the question list keep $-patterns as text', async (t) => {
  const { app, database } = await buildTestApp(t, { rateLimits: { ...testConfig().rateLimits, searches: { max: 10_000, windowMs: 1000 } } });
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  await createQuestions(database.db, [{ questionText: text }]);
  const forum = await createForum(client, { title: 'Remainder forum', description: `About TSD ${patterns.join(' ')}` });
  await createPost(client, forum.id, { title: `Remainder post ${patterns.join(' ')}`, content: text });

  for (const type of [undefined, 'posts', 'questions', 'forums'] as const) {
    for (const query of ['TSD', 'remainder']) {
      const res = await client.get(`/api/search?query=${query}&limit=20${type ? `&type=${type}` : ''}`);
      t.equal(res.statusCode, 200, `${query} ${type ?? 'all'}: 200`);
      let body: SearchResult | undefined;
      t.doesNotThrow(() => (body = JSON.parse(res.body) as SearchResult), `${query} ${type ?? 'all'}: valid JSON`);
      if (!body) continue;
      if (type === undefined || type === 'posts') {
        t.equal(body.posts.length, 1, `${query} ${type ?? 'all'}: the post`);
        t.equal(body.posts[0]?.content, text, 'the post text comes back exactly');
        t.equal(body.posts[0]?.title, `Remainder post ${patterns.join(' ')}`, 'and its title');
      }
      if (type === undefined || type === 'questions') {
        t.equal(body.questions.length, 1, `${query} ${type ?? 'all'}: the question`);
        t.equal(body.questions[0]?.questionText, text, 'the question text comes back exactly');
      }
      if (type === undefined || type === 'forums') t.equal(body.forums[0]?.description, `About TSD ${patterns.join(' ')}`, 'the forum description exactly');
      t.same(Object.keys(body).sort(), ['didYouMean', 'forums', 'posts', 'questions'], 'every group and didYouMean, once');
    }
  }

  const categories = (await client.get('/api/categories')).json() as { id: number }[];
  const url = `/api/getQuestionsByFilters?category=${categories.map((c) => c.id).join(',')}`;
  const list = await client.get(url);
  t.equal(list.statusCode, 200);
  const rows = JSON.parse(list.body) as QuestionListItem[];
  t.ok(rows.some((item) => item.questionText === text), 'the pre-serialised list carries the text exactly');
  const again = await client.get(url);
  t.same(JSON.parse(again.body), JSON.parse(list.body), 'and so does its cached copy');
});
