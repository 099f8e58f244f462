import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { ImportJob } from '@common/api/imports.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, importJobs, questions, sources, topics } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { buildWorkbook, corruptZip, fileUpload, multipartBody, sheetRow } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

const correctAnswerMessage = 'Correct Answer must be one of A, B, C, D';

/** Everything an import may write, for "nothing changed" checks. */
async function snapshot(db: Database) {
  return {
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    topics: await db.select().from(topics).orderBy(asc(topics.id)),
    sources: await db.select().from(sources).orderBy(asc(sources.id)),
    importJobs: (await db.select({ id: importJobs.id }).from(importJobs)).length,
  };
}

async function adminClient(app: FastifyInstance, db: Database) {
  const admin = await createUser(db, { role: 'admin' });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  return { admin, client };
}

async function upload(client: TestClient, url: string, fileName: string, data: Buffer | string, type?: string) {
  const { payload, headers } = await fileUpload(fileName, data, type);
  return client.post(url, { payload, headers });
}

/** Polls the job until it is completed or failed; fails the test after `timeoutMs`. */
async function waitForJob(client: TestClient, jobId: number, timeoutMs = 20_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/import-jobs/${jobId}`);
    if (res.statusCode !== 200) throw new Error(`GET /api/import-jobs/${jobId}: ${res.statusCode} ${res.body}`);
    const job = res.json() as ImportJob;
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

t.test('the preview marks each row that would create a category, topic or source (contract 8.6)', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  await createQuestions(database.db, [
    { category: 'Quantitative Aptitude', topic: 'Percentages', source: 'CAT 2019' },
    { category: 'Verbal Ability', topic: 'Reading', source: 'CAT 2020' },
  ]);
  const file = await buildWorkbook([
    sheetRow({ category: 'Quantitative Aptitude', topic: 'Percentages', source: 'CAT 2019', questionText: 'Known names' }),
    sheetRow({ category: 'Astrology', topic: 'Stars', source: 'CAT 2019', questionText: 'Which star sign?' }),
    sheetRow({ category: 'quantitative aptitude', topic: 'Horoscopes', source: 'cat 2019', questionText: 'A new topic, names in another case' }),
    sheetRow({ category: 'Quantitative Aptitude', topic: 'PERCENTAGES', source: 'Astro Weekly', questionText: 'A new source' }),
    sheetRow({ category: 'Verbal Ability', topic: 'Percentages', source: 'CAT 2020', questionText: "Another category's topic name" }),
    sheetRow({ category: 'Palmistry', topic: 'Lines', source: 'Palm Press', questionText: 'Everything new' }),
    sheetRow({ category: 'Numerology', topic: 'Digits', source: 'Number Press', questionText: 'Invalid and new', correctAnswer: 'E' }),
  ]);
  const before = await snapshot(database.db);
  const res = await upload(client, '/api/import-excel-check', 'questions.xlsx', file);
  t.equal(res.statusCode, 200);
  const rows = res.json() as { questionText: string; errors: string[]; creates: string[] }[];
  t.same(
    rows.map((row) => [row.questionText, row.creates]),
    [
      ['Known names', []],
      ['Which star sign?', ['category', 'topic']],
      ['A new topic, names in another case', ['topic']],
      ['A new source', ['source']],
      ["Another category's topic name", ['topic']],
      ['Everything new', ['category', 'topic', 'source']],
      ['Invalid and new', []],
    ],
  );
  t.same(rows[1]!.errors, [], 'the Astrology row is valid: only `creates` tells');
  t.same(await snapshot(database.db), before, 'the preview creates nothing');
});

t.test('POST /api/import-excel-check previews every row with rowNumber and errors, storing nothing', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const file = await buildWorkbook([
    sheetRow({ category: 'Quantitative Aptitude', topic: 'Percentages', source: 'CAT 2019', questionText: 'What is 10% of 50?', optionA: '5', optionB: '10', optionC: '15', optionD: '20', correctAnswer: 'A' }),
    sheetRow({ questionText: 'Missing option B', optionB: null }),
    sheetRow({ questionText: 'Answer E', correctAnswer: 'E' }),
    sheetRow({ questionText: 'Lowercase answer', correctAnswer: 'c' }),
    [],
    sheetRow({
      category: { richText: [{ text: 'Verbal ' }, { font: { italic: true }, text: 'Ability' }] },
      questionText: { richText: [{ text: 'What is ' }, { font: { bold: true }, text: '25%' }, { text: ' of 80?' }] },
      optionA: 20,
      optionB: 25,
      optionC: 40,
      optionD: 80,
      correctAnswer: ' a ',
    }),
    sheetRow({ questionText: '', optionC: null, correctAnswer: 'E' }),
  ]);
  const before = await snapshot(database.db);

  const res = await upload(client, '/api/import-excel-check', 'questions.xlsx', file);
  t.equal(res.statusCode, 200);
  const rows = res.json() as { rowNumber: number; errors: string[]; [key: string]: unknown }[];
  t.same(rows.map((row) => row.rowNumber), [2, 3, 4, 5, 7, 8], 'every non-blank data row, numbered as in the sheet (header is row 1)');
  t.same(rows[0], {
    rowNumber: 2,
    category: 'Quantitative Aptitude',
    topic: 'Percentages',
    source: 'CAT 2019',
    questionText: 'What is 10% of 50?',
    optionA: '5',
    optionB: '10',
    optionC: '15',
    optionD: '20',
    correctAnswer: 'A',
    questionType: 'MCQ',
    setTitle: '',
    setText: '',
    answerTolerance: '',
    explanation: '',
    errors: [],
    creates: ['category', 'topic', 'source'],
  }, 'a valid row: its fields (the optional columns absent: a standalone MCQ), no errors, and the names it creates in an empty bank');
  t.same(rows[1]!.errors, ['Option B is required'], 'missing option');
  t.same(rows[2]!.errors, [correctAnswerMessage], 'correct answer E');
  t.same(rows[3]!.errors, [], 'lowercase correct answer is valid');
  t.equal(rows[3]!.correctAnswer, 'C', 'and normalised to upper case');
  t.match(rows[4], { category: 'Verbal Ability', questionText: 'What is 25% of 80?', optionA: '20', optionB: '25', optionC: '40', optionD: '80', correctAnswer: 'A', errors: [] }, 'rich text and number cells read as text');
  t.ok(rows[5]!.errors.includes('Question Text is required'), 'several problems: question text');
  t.ok(rows[5]!.errors.includes('Option C is required'), 'several problems: option C');
  t.ok(rows[5]!.errors.includes(correctAnswerMessage), 'several problems: correct answer');
  t.same(await snapshot(database.db), before, 'a preview stores nothing');

  // A file without the header row is refused whole (docs/contract.md 7.2): see imports-sets.test.ts.
  const noHeader = await upload(client, '/api/import-excel-check', 'no-header.xlsx', await buildWorkbook([sheetRow({ questionText: 'First row is data' }), sheetRow({ questionText: 'Second row' })], { header: false }));
  t.equal(noHeader.statusCode, 400, 'without the header row: 400');
  t.equal(noHeader.json().message, messages.import.headerRow);

  const upper = await upload(client, '/api/import-excel-check', 'QUESTIONS.XLSX', await buildWorkbook([sheetRow()]));
  t.equal(upper.statusCode, 200, 'the .XLSX extension in upper case is accepted');
  t.equal((upper.json() as unknown[]).length, 1);
});

t.test('import routes: 401 without a session, 403 for non-admins and without X-Requested-With', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const { client: admin } = await adminClient(app, database.db);
  const file = await buildWorkbook([sheetRow()]);
  const { payload, headers } = await fileUpload('questions.xlsx', file);
  const before = await snapshot(database.db);

  const anonymous = new TestClient(app);
  const student = new TestClient(app);
  await student.login(user.username, user.password);
  for (const url of ['/api/import-excel-check', '/api/import-excel']) {
    const anon = await anonymous.post(url, { payload, headers });
    t.equal(anon.statusCode, 401, `${url} without a session: 401`);
    t.equal(anon.json().message, messages.auth.loginRequired);
    const forbidden = await student.post(url, { payload, headers });
    t.equal(forbidden.statusCode, 403, `${url} as a student: 403`);
    t.equal(forbidden.json().message, messages.auth.adminOnly);
    const bare = await admin.post(url, { payload, headers, bare: true });
    t.equal(bare.statusCode, 403, `${url} without X-Requested-With: 403`);
    t.equal(bare.json().message, messages.auth.missingRequestedWith);
  }
  for (const url of ['/api/import-jobs/1', '/api/import-template.csv']) {
    t.equal((await anonymous.get(url)).statusCode, 401, `${url} without a session: 401`);
    t.equal((await student.get(url)).statusCode, 403, `${url} as a student: 403`);
  }
  t.same(await snapshot(database.db), before, 'nothing stored, no job created');
});

t.test('bad uploads: 400 with the spec wording, never 500, nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const workbook = await buildWorkbook([sheetRow()]);
  const before = await snapshot(database.db);

  const cases: [string, string, Buffer | string, string][] = [
    ['a .csv file', 'questions.csv', `${limits.importColumns.join(',')}\nQuant,Percentages,CAT,What?,1,2,3,4,A\n`, messages.validation.xlsxOnly],
    ['a real workbook named .csv', 'questions.csv', workbook, messages.validation.xlsxOnly],
    ['a text file renamed .xlsx', 'questions.xlsx', 'Category,Topic\nthis is plain text\n', messages.validation.xlsxOnly],
    ['an empty .xlsx', 'empty.xlsx', Buffer.alloc(0), messages.validation.xlsxOnly],
    ['a PDF named .xlsx', 'questions.xlsx', '%PDF-1.4\n%âãÏÓ\n', messages.validation.xlsxOnly],
  ];
  // Both routes read the workbook, so they also reject ones that only look like .xlsx.
  const unreadable: [string, string, Buffer | string, string][] = [
    ['a corrupt zip named .xlsx', 'corrupt.xlsx', corruptZip(), messages.import.preview],
    ['a truncated workbook', 'truncated.xlsx', workbook.subarray(0, Math.floor(workbook.length / 2)), messages.import.preview],
  ];
  for (const url of ['/api/import-excel-check', '/api/import-excel']) {
    for (const [label, fileName, data, message] of [...cases, ...unreadable]) {
      const res = await upload(client, url, fileName, data);
      t.equal(res.statusCode, 400, `${url}, ${label}: 400`);
      t.equal(res.json().message, message, `${url}, ${label}: "${message}"`);
    }
    const noFile = await multipartBody([{ name: 'description', value: 'no file here' }]);
    const missing = await client.post(url, noFile);
    t.equal(missing.statusCode, 400, `${url}, multipart without a file: 400`);
    t.equal(missing.json().message, messages.validation.xlsxOnly, `${url}, multipart without a file: message`);
    const json = await client.post(url, { payload: { file: 'questions.xlsx' } });
    t.equal(json.statusCode, 400, `${url}, a JSON body: 400`);
    const empty = await client.post(url);
    t.equal(empty.statusCode, 400, `${url}, no body: 400`);
  }
  const wrongField = await multipartBody([{ name: 'upload', value: workbook, fileName: 'questions.xlsx' }]);
  t.not((await client.post('/api/import-excel-check', wrongField)).statusCode, 500, 'file under another field name: not a 500');
  t.same(await snapshot(database.db), before, 'no question, taxonomy or job stored');
});

t.test('an upload over the size limit is 413', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(limits.importMaxBytes + 1024, 0x41)]);
  const res = await upload(client, '/api/import-excel', 'big.xlsx', big);
  t.equal(res.statusCode, 413);
  t.equal(typeof res.json().message, 'string');
  t.equal((await snapshot(database.db)).importJobs, 0, 'no job stored');
});

t.test('POST /api/import-excel queues a job that the real worker completes', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const { admin, client } = await adminClient(app, database.db);
  // Existing names in other spellings must be reused, case-insensitively.
  await createQuestions(database.db, [{ category: 'Quantitative Aptitude', topic: 'Percentages', source: 'CAT 2019', questionText: 'Already in the bank' }]);
  const existing = await snapshot(database.db);
  t.equal(existing.categories.length, 1);

  const file = await buildWorkbook([
    sheetRow({ category: 'quantitative aptitude', topic: 'PERCENTAGES', source: 'cat 2019', questionText: 'What is 20% of 150?' }),
    sheetRow({ category: 'Quantitative Aptitude', topic: 'Time and Work', source: 'Arun Sharma', questionText: 'A does a job in 10 days; B in 15. Together?', correctAnswer: 'd' }),
    sheetRow({ category: 'Logical Reasoning', topic: 'Seating Arrangement', source: 'IMS Mock 3', questionText: { richText: [{ text: 'Who sits ' }, { font: { bold: true }, text: 'opposite' }, { text: ' P?' }] } }),
    sheetRow({ category: 'Logical Reasoning', topic: 'Seating Arrangement', source: 'IMS Mock 3', questionText: 'Row with a bad answer', correctAnswer: 'E' }),
    sheetRow({ questionText: 'Row without option A', optionA: null }),
    sheetRow({ category: 'logical reasoning', topic: 'seating arrangement', source: 'ims mock 3', questionText: 'WHO SITS OPPOSITE P?' }),
    sheetRow({ questionText: 'ALREADY IN THE BANK' }),
  ]);

  const res = await upload(client, '/api/import-excel', 'bank.xlsx', file);
  t.equal(res.statusCode, 202);
  const queued = res.json();
  t.same(Object.keys(queued).sort(), ['jobId', 'status']);
  t.equal(queued.status, 'queued');
  t.type(queued.jobId, 'number');

  const job = await waitForJob(client, queued.jobId);
  t.equal(job.state, 'completed', 'the worker completed the job');
  t.equal(job.jobId, queued.jobId);
  t.equal(job.total, 7, 'total: every data row');
  t.equal(job.processed, 7, 'processed: every row');
  t.equal(job.created, 3, 'created: the three new questions');
  t.equal(job.skipped, 2, 'skipped: a duplicate within the file and one already in the bank');
  t.same(job.errors.map((error) => error.rowNumber), [5, 6], 'errors name the invalid rows');
  t.match(job.errors[0]!.message, correctAnswerMessage);
  t.match(job.errors[1]!.message, 'Option A is required');

  const after = await snapshot(database.db);
  t.same(after.categories.map((row) => row.name), ['Quantitative Aptitude', 'Logical Reasoning'], 'one new category; the existing one reused');
  t.same(after.sources.map((row) => row.name), ['CAT 2019', 'Arun Sharma', 'IMS Mock 3'], 'missing sources created, existing reused');
  t.same(after.topics.map((row) => row.name), ['Percentages', 'Time and Work', 'Seating Arrangement'], 'missing topics created, existing reused');
  const quantId = after.categories[0]!.id;
  t.same(after.topics.map((row) => row.categoryId), [quantId, quantId, after.categories[1]!.id], 'topics belong to their category');

  const created = after.questions.slice(1);
  t.same(created.map((q) => q.questionText), ['What is 20% of 150?', 'A does a job in 10 days; B in 15. Together?', 'Who sits opposite P?']);
  t.same(created.map((q) => q.correctAnswer), ['A', 'D', 'A'], 'correct answers stored upper case');
  t.ok(created.every((q) => q.status === 'approved' && q.submittedBy === admin.id), 'imported questions are approved and submitted by the importing admin');
  t.equal(created[0]!.categoryId, quantId, 'a lower-case category name reused the existing category');
  t.equal(created[0]!.topicId, existing.topics[0]!.id, 'an upper-case topic name reused the existing topic');
  t.equal(created[0]!.sourceId, existing.sources[0]!.id, 'a lower-case source name reused the existing source');

  const listed = await client.get(`/api/getQuestionsByFilters?category=${after.categories[1]!.id}`);
  t.same((listed.json() as { questionText: string }[]).map((q) => q.questionText), ['Who sits opposite P?'], 'imported questions are in the question bank at once');
});

t.test('a batch that fails on a database error is retried by BullMQ: the job completes with the counts of one clean run', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  const db = database.db;
  // A real database failure: the first insert into questions raises, later ones pass (a sequence
  // is not rolled back with the failed transaction).
  const drop = async () => {
    for (const statement of ['drop trigger if exists fail_once on questions', 'drop function if exists fail_once()', 'drop sequence if exists fail_once_seq']) await db.execute(sql.raw(statement));
  };
  await drop();
  t.teardown(drop);
  await db.execute(sql.raw('create sequence fail_once_seq'));
  await db.execute(sql.raw(`create function fail_once() returns trigger language plpgsql as $$
    begin
      if nextval('fail_once_seq') = 1 then raise exception 'injected failure of the first batch'; end if;
      return new;
    end $$`));
  await db.execute(sql.raw('create trigger fail_once before insert on questions for each row execute function fail_once()'));
  await startTestWorkers(t, { database, config });
  const { client } = await adminClient(app, db);
  const file = await buildWorkbook([sheetRow({ questionText: 'First of three' }), sheetRow({ questionText: 'Second of three' }), sheetRow({ questionText: 'Third of three' })]);
  const res = await upload(client, '/api/import-excel', 'retry.xlsx', file);
  t.equal(res.statusCode, 202);
  const job = await waitForJob(client, res.json().jobId, 30_000);
  t.match(job, { state: 'completed', total: 3, processed: 3, created: 3, skipped: 0, errors: [] }, 'the retry imported every row once');
  t.same((await db.select().from(questions).orderBy(asc(questions.id))).map((q) => q.questionText), ['First of three', 'Second of three', 'Third of three'], 'no duplicate, no loss');
  const [{ failures }] = (await db.execute<{ failures: string }>(sql.raw('select last_value as failures from fail_once_seq'))).rows as [{ failures: string }];
  t.ok(Number(failures) > 1, 'the first batch did fail once (the trigger ran again after it)');
});

t.test('importing the same file again creates nothing new', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const { client } = await adminClient(app, database.db);
  const file = await buildWorkbook([
    sheetRow({ category: 'Verbal Ability', topic: 'Para Jumbles', source: 'TIME Mock 1' }),
    sheetRow({ category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'TIME Mock 1' }),
    sheetRow({ category: 'Data Interpretation', topic: 'Bar Charts', source: 'CAT 2021' }),
    sheetRow({ category: 'Data Interpretation', topic: 'Bar Charts', source: 'CAT 2021', correctAnswer: 'b' }),
  ]);

  const first = await upload(client, '/api/import-excel', 'bank.xlsx', file);
  t.equal(first.statusCode, 202);
  const one = await waitForJob(client, first.json().jobId);
  t.match(one, { state: 'completed', total: 4, processed: 4, created: 4, skipped: 0, errors: [] }, 'first import creates every row');
  const afterFirst = await snapshot(database.db);
  t.equal(afterFirst.questions.length, 4);
  t.equal(afterFirst.categories.length, 2);
  t.equal(afterFirst.topics.length, 3);
  t.equal(afterFirst.sources.length, 2);

  const second = await upload(client, '/api/import-excel', 'bank.xlsx', file);
  t.equal(second.statusCode, 202);
  t.not(second.json().jobId, first.json().jobId, 'a new job');
  const two = await waitForJob(client, second.json().jobId);
  t.match(two, { state: 'completed', total: 4, processed: 4, created: 0, skipped: 4, errors: [] }, 'second import skips every row');
  const afterSecond = await snapshot(database.db);
  t.same(
    { ...afterSecond, importJobs: 0 },
    { ...afterFirst, importJobs: 0 },
    'no question, category, topic or source was added or changed',
  );
  t.equal(afterSecond.importJobs, 2, 'both jobs are kept');

  // The first job's row is untouched by the second run.
  t.match((await client.get(`/api/import-jobs/${first.json().jobId}`)).json(), { state: 'completed', created: 4, skipped: 0 });
});

t.test('GET /api/import-jobs/{jobId}: 404 unknown, 400 bad id', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const unknown = await client.get('/api/import-jobs/999999');
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, messages.notFound.importJob);
  for (const bad of ['abc', '0', '-1', '99999999999']) {
    const res = await client.get(`/api/import-jobs/${bad}`);
    t.equal(res.statusCode, 400, `jobId ${bad}: 400`);
    t.equal(res.json().message, 'id must be a positive integer');
  }
});

t.test('GET /api/import-template.csv gives the header row: the nine spec columns, then the five optional ones', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const res = await client.get('/api/import-template.csv');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/csv/);
  t.match(res.headers['content-disposition'], /attachment; filename="import-template\.csv"/);
  t.equal(res.body.split(/\r?\n/)[0], 'Category,Topic,Source,Question Text,Option A,Option B,Option C,Option D,Correct Answer,Question Type,Set Title,Set Text,Answer Tolerance,Explanation');
  t.equal(res.body.trim().split(/\r?\n/).length, 1, 'only the header line');
});
