/**
 * SQL and HTML injection: strings built to break SQL, LIKE patterns, HTML and templates go in
 * through every free-text field (registration name, comment and comment reply, forum title and
 * description, post title and content, forum reply, every field of a submitted question, resource
 * description) and come back byte-identical; the tables are all still there. Queries are
 * parameterised, and the server returns text as data (the web app renders it as React text).
 */
import t from 'tap';
import { count } from 'drizzle-orm';
import { users } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody } from '../helpers/xlsx.ts';
import { buildAppWithRoutes, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);

const payloads = [
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1' --",
  "1; SELECT pg_sleep(3); --",
  "%_\\' ESCAPE '\\' $1 $$quoted$$ :name ?",
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  "<a href=\"javascript:alert('x')\">click</a> {{7*7}} ${7*7}",
  'Ünïcödé 🚀 ‮reversed‬ 𝔘 \\u0000 &amp; &lt;b&gt;',
];

t.test('every text field stores injection strings as text and returns them byte-identical', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, admin } = await seedWorld(testApp);
  const client = clients.bob;
  const json = (res: { statusCode: number; body: string }, what: string) => {
    t.ok(res.statusCode === 200 || res.statusCode === 201, `${what}: ${res.statusCode}`);
    return JSON.parse(res.body);
  };

  for (const [index, text] of payloads.entries()) {
    const label = `payload ${index + 1}`;

    const registered = json(
      await new TestClient(testApp.app).post('/public/addUser', {
        payload: { name: text, username: `inject${index}`, password: 'Prep@2026', emailId: `inject${index}@example.org`, userType: 'Student' },
      }),
      `${label}: registration`,
    );
    t.equal(json(await clients.admin.get(`/api/users/${registered.id}`), 'profile').name, text, `${label}: registration name`);

    const comment = json(await client.post(`/api/addComment?questionId=1&text=${encodeURIComponent(text)}`), `${label}: comment`);
    const reply = json(await client.post(`/api/addReply?commentId=${comment.id}&text=${encodeURIComponent(text)}`), `${label}: comment reply`);
    const thread = json(await client.get('/api/getCommentsbyId?id=1'), 'comments');
    const stored = thread.find((c: { id: number }) => c.id === comment.id);
    t.equal(stored.text, text, `${label}: comment`);
    t.equal(stored.replies.find((r: { id: number }) => r.id === reply.id).text, text, `${label}: comment reply`);

    const forum = json(await client.post('/api/forum/forums', { payload: { title: text, description: text } }), `${label}: forum`);
    const listed = json(await client.get('/api/forum/getForums?limit=200'), 'forums').find((f: { id: number }) => f.id === forum.id);
    t.same([listed.title, listed.description], [text, text], `${label}: forum title and description`);

    const post = json(await client.post('/api/forum/posts', { payload: { forumId: forum.id, title: text, content: text } }), `${label}: post`);
    const form = new URLSearchParams({ content: text }).toString();
    const forumReply = json(
      await client.post(`/api/forum/addReply/${post.post.id}`, { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      `${label}: forum reply`,
    );
    const read = json(await client.get(`/api/forum/posts/${post.post.id}`), 'post');
    t.same([read.post.title, read.post.content], [text, text], `${label}: post title and content`);
    t.equal(read.replies.find((r: { id: number }) => r.id === forumReply.id).content, text, `${label}: forum reply`);

    const fields = { category: text, topic: text, source: text, questionText: `${text} #${index}`, optionA: text, optionB: `${text} B`, optionC: `${text} C`, optionD: `${text} D` };
    const submitted = json(await client.post('/api/submitQuestion', { payload: { ...fields, correctAnswer: 'B' } }), `${label}: submitted question`);
    const question = json(await client.get(`/api/getQuestionsbyId?id=${submitted.id}`), 'question');
    t.same(
      { category: question.section, topic: question.topic, source: question.source, questionText: question.questionText, optionA: question.optionA, optionB: question.optionB, optionC: question.optionC, optionD: question.optionD },
      fields,
      `${label}: every field of the submitted question`,
    );

    const upload = await multipartBody([
      { name: 'description', value: text },
      { name: 'pdfFile', value: minimalPdf(), fileName: 'notes.pdf', type: 'application/pdf' },
    ]);
    const resource = json(await client.post('/api/uploadPdf', upload), `${label}: resource`);
    const resources = json(await client.get('/api/getResources?limit=200'), 'resources');
    t.equal(resources.find((r: { id: number }) => r.id === resource.id).description, text, `${label}: resource description`);
  }

  const n = (await testApp.database.db.select({ n: count() }).from(users))[0]!.n;
  t.equal(n, 4 + payloads.length, 'the users table is intact, with every account');
  t.equal((await clients.admin.get(`/api/users/${admin.id}`)).statusCode, 200, 'the admin is still there');
});
