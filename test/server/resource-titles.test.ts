/**
 * Resource titles and deletion (docs/contract.md 7.6): the upload's optional `title` (default the
 * file name without `.pdf`) is listed; DELETE /api/resources/{id} by the uploader or an admin
 * removes the row with its stored file (204), anyone else 403, unknown 404.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Resource } from '@common/api/resources.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { resources } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createUser } from '../helpers/factories.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody, type MultipartPart } from '../helpers/xlsx.ts';
import { throughLockGate } from '../helpers/lockGate.ts';
import { needsConcurrentDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

async function loggedIn(app: FastifyInstance, db: Database, role: 'admin' | 'user' = 'user') {
  const user = await createUser(db, { role });
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

async function upload(client: TestClient, fileName: string, title?: string) {
  const parts: MultipartPart[] = [{ name: 'pdfFile', value: minimalPdf(), fileName, type: 'application/pdf' }, { name: 'description', value: 'Notes' }];
  if (title !== undefined) parts.push({ name: 'title', value: title });
  const { payload, headers } = await multipartBody(parts);
  return client.post('/api/uploadPdf', { payload, headers });
}

const listed = async (client: TestClient): Promise<Resource[]> => (await client.get('/api/getResources?limit=50')).json();
const remove = (client: TestClient, id: number | string) => client.request({ method: 'DELETE', url: `/api/resources/${id}` });
const rowCount = async (db: Database) => (await db.select({ n: count() }).from(resources))[0]!.n;

t.test('the title is the trimmed upload field, else the file name without .pdf; too long or NUL is refused', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await loggedIn(app, database.db);

  const titled = await upload(client, 'qa-formulas.pdf', '  Quant formulas, all in one  ');
  t.equal(titled.statusCode, 201, titled.body);
  t.equal((titled.json() as Resource).title, 'Quant formulas, all in one', 'trimmed');
  t.equal((titled.json() as Resource).fileName, 'qa-formulas.pdf', 'the file name is kept for the download');
  t.equal(((await upload(client, 'Verbal Ability.PDF')).json() as Resource).title, 'Verbal Ability', 'no title: the file name without .pdf (any case)');
  t.equal(((await upload(client, 'DI sets.pdf', '   ')).json() as Resource).title, 'DI sets', 'a blank title counts as none');
  t.equal(((await upload(client, 'notes', undefined)).json() as Resource).title, 'notes', 'a name without .pdf stays whole');
  const longest = 'é'.repeat(limits.resourceTitleMax);
  t.equal(((await upload(client, 'a.pdf', longest)).json() as Resource).title, longest, `${limits.resourceTitleMax} characters are allowed`);

  const before = await rowCount(database.db);
  for (const [title, message] of [
    ['x'.repeat(limits.resourceTitleMax + 1), messages.resources.titleTooLong],
    ['x'.repeat(10_000), messages.resources.titleTooLong],
    ['Bad\u0000title', messages.validation.nulCharacter],
  ] as const) {
    const res = await upload(client, 'a.pdf', title);
    t.equal(res.statusCode, 400, message);
    t.equal(res.json().message, message);
  }
  t.equal(await rowCount(database.db), before, 'nothing stored for a refused upload');

  const titles = (await listed(client)).map((resource) => resource.title);
  t.same(titles, [longest, 'notes', 'DI sets', 'Verbal Ability', 'Quant formulas, all in one'], 'the list carries titles, newest first');
});

t.test('the uploader or an admin deletes a resource and its file (204); others 403; unknown 404', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const owner = await loggedIn(app, db);
  const other = await loggedIn(app, db);
  const admin = await loggedIn(app, db, 'admin');
  const mine: Resource = (await upload(owner.client, 'mine.pdf')).json();
  const second: Resource = (await upload(owner.client, 'second.pdf')).json();
  const kept: Resource = (await upload(other.client, 'kept.pdf')).json();

  const refused = await remove(other.client, mine.id);
  t.equal(refused.statusCode, 403);
  t.equal(refused.json().message, messages.resources.deleteOwnerOnly);
  t.equal((await owner.client.get(`/api/downloadResource/${mine.id}`)).statusCode, 200, 'still downloadable after a refused delete');

  const deleted = await remove(owner.client, mine.id);
  t.equal(deleted.statusCode, 204);
  t.equal(deleted.body, '', 'no body');
  t.same(await db.select({ id: resources.id }).from(resources).where(eq(resources.id, mine.id)), [], 'the row and its stored bytes are gone');
  const download = await owner.client.get(`/api/downloadResource/${mine.id}`);
  t.equal(download.statusCode, 404, 'the file no longer downloads');
  t.equal(download.json().message, messages.resources.notFound);
  t.notOk((await listed(other.client)).some((resource) => resource.id === mine.id), 'gone from the list');

  t.equal((await remove(admin.client, second.id)).statusCode, 204, "an admin deletes anyone's resource");
  const again = await remove(owner.client, mine.id);
  t.equal(again.statusCode, 404, 'deleting twice: 404');
  t.equal(again.json().message, messages.resources.notFound);
  t.equal((await remove(owner.client, 'abc')).statusCode, 400, 'a malformed id');
  t.equal((await new TestClient(app).request({ method: 'DELETE', url: `/api/resources/${kept.id}` })).statusCode, 401, 'no session');
  t.same((await listed(other.client)).map((resource) => resource.id), [kept.id], 'only the other user’s resource is left');
});

t.test('concurrent deletes of one resource: one 204, the others 404', { skip: needsConcurrentDatabase }, async (t) => {
  const { app, database } = await buildTestApp(t);
  const owner = await loggedIn(app, database.db);
  const admin = await loggedIn(app, database.db, 'admin');
  for (let round = 0; round < 4; round++) {
    const { id } = (await upload(owner.client, `round-${round}.pdf`)).json() as Resource;
    // The deletions queue on the resource's row, then all go on at once.
    const answers = await throughLockGate('select 1 from resources where id = $1 for update', [id], 4, () =>
      Promise.all([owner.client, admin.client, owner.client, admin.client].map((client) => remove(client, id))),
    );
    t.same(answers.map((res) => res.statusCode).sort(), [204, 404, 404, 404], `round ${round}: the resource is deleted once`);
    for (const res of answers.filter((r) => r.statusCode === 404)) t.equal(res.json().message, messages.resources.notFound);
    t.equal((await database.db.select().from(resources).where(eq(resources.id, id))).length, 0, `round ${round}: its row is gone`);
  }
});
