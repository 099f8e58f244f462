/**
 * Contract section 7.2 through the import: the five optional columns (found by header text), TITA
 * rows, question sets (also spanning two batches), every new row error, the header-row refusal, a
 * re-import that creates nothing, and the .xlsx template. Real database, Redis and import worker.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { ImportJob, ImportRow } from '@common/api/imports.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, importJobs, questionSets, questions, sources, topics } from '../../server/db/schema/index.ts';
import { processImportJob } from '../../server/features/imports/import.processor.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { buildLargeWorkbook, buildWorkbook, fileUpload, type SheetRow } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

const allColumns = [...limits.importColumns, ...limits.importOptionalColumns];

/** A 14-column row: the nine spec cells, then type, set title, set text, tolerance, explanation. */
interface Spec {
  category?: string;
  topic?: string;
  source?: string;
  text: string;
  options?: [string, string, string, string];
  answer?: string;
  type?: string;
  setTitle?: string;
  setText?: string;
  tolerance?: string;
  explanation?: string;
}

const row = (spec: Spec): SheetRow => [
  spec.category ?? 'Verbal Ability',
  spec.topic ?? 'Reading Comprehension',
  spec.source ?? 'Mock 7',
  spec.text,
  ...(spec.options ?? (spec.type?.toUpperCase() === 'TITA' ? ['', '', '', ''] : ['one', 'two', 'three', 'four'])),
  spec.answer ?? (spec.type?.toUpperCase() === 'TITA' ? '42' : 'B'),
  spec.type ?? '',
  spec.setTitle ?? '',
  spec.setText ?? '',
  spec.tolerance ?? '',
  spec.explanation ?? '',
];

async function snapshot(db: Database) {
  return {
    questions: await db.select().from(questions).orderBy(asc(questions.id)),
    sets: await db.select().from(questionSets).orderBy(asc(questionSets.id)),
    categories: (await db.select().from(categories)).length,
    topics: (await db.select().from(topics)).length,
    sources: (await db.select().from(sources)).length,
    jobs: (await db.select({ id: importJobs.id }).from(importJobs)).length,
  };
}

async function adminClient(app: FastifyInstance, db: Database) {
  const admin = await createUser(db, { role: 'admin' });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  return { admin, client };
}

async function upload(client: TestClient, url: string, fileName: string, data: Buffer) {
  const { payload, headers } = await fileUpload(fileName, data);
  return client.post(url, { payload, headers });
}

async function waitForJob(client: TestClient, jobId: number, timeoutMs = 30_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await client.get(`/api/import-jobs/${jobId}`)).json() as ImportJob;
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import job ${jobId} still ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function importFile(client: TestClient, fileName: string, file: Buffer): Promise<ImportJob> {
  const res = await upload(client, '/api/import-excel', fileName, file);
  if (res.statusCode !== 202) throw new Error(`import: ${res.statusCode} ${res.body}`);
  return waitForJob(client, res.json().jobId);
}

const long = (n: number) => 'x'.repeat(n);

t.test('preview: optional columns by header text, TITA rows, sets and every new row error; nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  // The optional headers in another order and case, padded, beside an unknown column that is ignored.
  const header = [...limits.importColumns, '  explanation ', 'Notes', 'SET TITLE', 'question type', 'Set Text', 'answer tolerance'];
  const shuffled = (spec: Spec): SheetRow => {
    const cells = row(spec);
    return [...cells.slice(0, 9), cells[13]!, 'a note', cells[10]!, cells[9]!, cells[11]!, cells[12]!];
  };
  const sheet: Spec[] = [
    { text: 'Standalone MCQ with a solution', answer: 'c', explanation: 'Because **three**.' }, // 2
    { text: 'Standalone TITA', type: 'tita', answer: '+07.50' }, // 3
    { text: 'First of passage A', setTitle: 'Passage A', setText: 'The passage *A* text.' }, // 4
    { text: 'Second of passage A', setTitle: 'passage a', type: 'TITA', answer: '-3', tolerance: '0.50' }, // 5
    { text: 'First of passage B, no text', setTitle: 'Passage B' }, // 6
    { text: 'Second of passage B, with text', setTitle: 'Passage B', setText: 'Passage B arrives late.' }, // 7
    { text: 'TITA with a word answer', type: 'TITA', answer: 'forty' }, // 8
    { text: 'TITA with options', type: 'TITA', options: ['1', '', '', ''] }, // 9
    { text: 'Unknown type', type: 'Essay' }, // 10
    { text: 'Negative tolerance', type: 'TITA', tolerance: '-1' }, // 11
    { text: 'Word tolerance', type: 'TITA', tolerance: 'half' }, // 12
    { text: 'MCQ with a tolerance', tolerance: '1' }, // 13
    { text: 'Explanation too long', explanation: long(limits.explanationMax + 1) }, // 14
    { text: 'Set title too long', setTitle: long(limits.setTitleMax + 1), setText: 'text' }, // 15
    { text: 'Set text too long', setTitle: 'Passage C', setText: long(limits.setBodyMax + 1) }, // 16
    { text: 'First of passage A', setTitle: 'Passage Z', setText: 'Same wording, other set' }, // 17: not a duplicate
    { text: 'FIRST OF PASSAGE A', setTitle: 'Passage A' }, // 18: duplicate of row 4 in the same set
    { text: 'Set Text without a title', setText: 'Orphan text' }, // 19
    { text: 'TITA with a huge tolerance', type: 'TITA', tolerance: String(limits.answerToleranceMax + 1) }, // 20
    { text: 'Standalone TITA', type: 'TITA' }, // 21: duplicate of row 3 (both standalone)
    { text: 'TITA without an answer', type: 'TITA', answer: '' }, // 22
    { text: 'TITA with a tiny answer', type: 'TITA', answer: '0.00000001', tolerance: '000.0000001' }, // 23
  ];
  const file = await buildWorkbook(sheet.map(shuffled), { columns: header });
  const before = await snapshot(database.db);

  const res = await upload(client, '/api/import-excel-check', 'sets.xlsx', file);
  t.equal(res.statusCode, 200);
  const rows = res.json() as ImportRow[];
  const at = (rowNumber: number) => rows.find((r) => r.rowNumber === rowNumber)!;
  t.equal(rows.length, sheet.length, 'every data row');
  t.same(at(2), {
    rowNumber: 2,
    category: 'Verbal Ability',
    topic: 'Reading Comprehension',
    source: 'Mock 7',
    questionText: 'Standalone MCQ with a solution',
    optionA: 'one',
    optionB: 'two',
    optionC: 'three',
    optionD: 'four',
    correctAnswer: 'C',
    questionType: 'MCQ',
    setTitle: '',
    setText: '',
    answerTolerance: '',
    explanation: 'Because **three**.',
    errors: [],
    creates: ['category', 'topic', 'source'],
  }, 'an MCQ row: blank type is MCQ, the explanation read from its column');
  t.match(at(3), { questionType: 'TITA', correctAnswer: '7.5', answerTolerance: '0', optionA: '', errors: [] }, 'TITA: lower-case type accepted, answer canonical, tolerance 0 by default');
  t.match(at(4), { setTitle: 'Passage A', setText: 'The passage *A* text.', errors: [] }, 'the first row of a new set gives its text');
  t.match(at(5), { setTitle: 'passage a', setText: '', questionType: 'TITA', correctAnswer: '-3', answerTolerance: '0.5', errors: [] }, 'a later row of the set (title in another case) may leave the text blank');
  t.same(at(6).errors, [messages.import.setTextRequired]);
  t.same(at(6).errors, ['Set Text is required for a new set'], 'exact wording');
  t.same(at(7).errors, [], 'a later row giving the text creates the set');
  t.same(at(8).errors, ['Correct Answer must be a number for TITA questions']);
  t.same(at(9).errors, ['Options must be empty for TITA questions']);
  t.same(at(10).errors, ['Question Type must be MCQ or TITA']);
  t.equal(at(10).questionType, 'Essay', 'an unknown type is shown as read');
  t.same(at(11).errors, ['Answer Tolerance must be a number of at least 0']);
  t.same(at(12).errors, ['Answer Tolerance must be a number of at least 0']);
  t.same(at(13).errors, [messages.questionFields.toleranceMcq], 'a tolerance on an MCQ row is an error');
  t.same(at(14).errors, [`Explanation must be at most ${limits.explanationMax} characters`]);
  t.same(at(15).errors, [`Set Title must be at most ${limits.setTitleMax} characters`]);
  t.same(at(16).errors, [`Set Text must be at most ${limits.setBodyMax} characters`]);
  t.same(at(17).errors, [], 'the same wording in another set is not a duplicate');
  t.same(at(18).errors, [messages.import.duplicateRow(4)], 'the same wording in the same set is');
  t.same(at(19).errors, [messages.import.setTitleRequired]);
  t.same(at(20).errors, [`Answer Tolerance must be at most ${limits.answerToleranceMax}`]);
  t.same(at(21).errors, [messages.import.duplicateRow(3)], 'two standalone rows with the same text');
  t.same(at(22).errors, ['Correct Answer must be a number for TITA questions'], 'a TITA row without an answer');
  t.match(at(23), { correctAnswer: '0.00000001', answerTolerance: '0.0000001', errors: [] }, 'small numbers are stored in plain decimals, never with an exponent');
  t.same(await snapshot(database.db), before, 'a preview stores nothing');
});

t.test('import through the worker: sets and TITA stored; a re-import of the same file creates nothing', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const { admin, client } = await adminClient(app, database.db);
  // A standalone question already in the bank with the wording of a set question: not a duplicate.
  await createQuestions(database.db, [{ category: 'Verbal Ability', topic: 'Reading Comprehension', source: 'Mock 7', questionText: 'What is the main idea?' }]);
  const sheet: Spec[] = [
    { text: 'What is the main idea?', setTitle: 'Monsoon', setText: 'Rain decides **sowing**.', explanation: 'Para 1 says so.' }, // 2
    { text: 'Standalone TITA', type: 'TITA', answer: '0012.250', tolerance: '+0.05' }, // 3
    { text: 'How many months of rain?', setTitle: 'MONSOON', type: 'TITA', answer: '4' }, // 4
    { text: 'Standalone MCQ', answer: 'd' }, // 5
    { text: 'Which word fits?', setTitle: 'Monsoon', setText: 'Rain decides **sowing**.' }, // 6: repeats the text
    { text: 'No text for this new set', setTitle: 'Orphan' }, // 7
    { text: 'Same title, other topic', topic: 'Para Jumbles', setTitle: 'Monsoon', setText: 'Another set' }, // 8
    { text: 'Bad TITA', type: 'TITA', answer: '1/2' }, // 9
  ];
  const file = await buildWorkbook(sheet.map(row), { columns: allColumns });

  const preview = await upload(client, '/api/import-excel-check', 'bank.xlsx', file);
  t.same((preview.json() as ImportRow[]).map((r) => [r.rowNumber, r.errors]), [
    [2, []],
    [3, []],
    [4, []],
    [5, []],
    [6, []],
    [7, [messages.import.setTextRequired]],
    [8, []],
    [9, [messages.questionFields.titaAnswer]],
  ], 'the preview');

  const first = await importFile(client, 'bank.xlsx', file);
  t.match(first, { state: 'completed', total: 8, processed: 8, created: 6, skipped: 0 }, 'the import creates every valid row');
  t.same(first.errors, [
    { rowNumber: 7, message: 'Set Text is required for a new set' },
    { rowNumber: 9, message: 'Correct Answer must be a number for TITA questions' },
  ], 'row errors, each for its row, in row order');

  const after = await snapshot(database.db);
  t.equal(after.sets.length, 2, 'two sets: Monsoon in two topics');
  const [monsoon, other] = after.sets;
  t.match(monsoon, { title: 'Monsoon', body: 'Rain decides **sowing**.', createdBy: admin.id });
  t.match(other, { title: 'Monsoon', body: 'Another set' });
  t.not(monsoon!.topicId, other!.topicId);
  const created = after.questions.slice(1);
  const byText = new Map(created.map((q) => [q.questionText, q]));
  t.same(created.filter((q) => q.setId === monsoon!.id).map((q) => q.questionText), ['What is the main idea?', 'How many months of rain?', 'Which word fits?'], 'the set, in file order');
  t.match(byText.get('What is the main idea?'), { questionType: 'MCQ', correctAnswer: 'B', answerTolerance: null, explanation: 'Para 1 says so.', status: 'approved', submittedBy: admin.id });
  t.match(byText.get('Standalone TITA'), { questionType: 'TITA', correctAnswer: '12.25', answerTolerance: '0.05', setId: null, optionA: '', optionD: '', explanation: null });
  t.match(byText.get('How many months of rain?'), { questionType: 'TITA', correctAnswer: '4', answerTolerance: '0' });
  t.match(byText.get('Standalone MCQ'), { questionType: 'MCQ', correctAnswer: 'D', setId: null });
  t.equal(byText.get('Same title, other topic')!.setId, other!.id);

  const setAnswer = await client.get(`/api/question-sets/${monsoon!.id}`);
  t.equal(setAnswer.statusCode, 200);
  t.match(setAnswer.json(), { title: 'Monsoon', body: 'Rain decides **sowing**.', questionIds: created.filter((q) => q.setId === monsoon!.id).map((q) => q.id) }, 'the set as the API gives it');

  const second = await importFile(client, 'bank.xlsx', file);
  t.match(second, { state: 'completed', total: 8, processed: 8, created: 0, skipped: 6 }, 'the second import skips every valid row');
  t.same(second.errors.map((e) => e.rowNumber), [7, 9], 'the same two rows are errors: the "Orphan" set still has no text');
  const again = await snapshot(database.db);
  t.same({ ...again, jobs: 0 }, { ...after, jobs: 0 }, 'no question, set, category, topic or source added or changed');

  // A later file adding to the existing set needs no Set Text.
  const more = await importFile(client, 'more.xlsx', await buildWorkbook([row({ text: 'One more question on the passage', setTitle: 'monsoon' })], { columns: allColumns }));
  t.match(more, { created: 1, errors: [] });
  const added = (await database.db.select().from(questions).where(eq(questions.questionText, 'One more question on the passage')))[0]!;
  t.equal(added.setId, monsoon!.id, 'joins the existing set');
  t.equal((await database.db.select().from(questionSets)).length, 2, 'no new set');
});

t.test('a file whose first row is not the header is refused whole: 400, nothing stored, no job', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const data = [row({ text: 'Data in the first row' }), row({ text: 'More data' })];
  const cases: [string, Buffer][] = [
    ['no header row', await buildWorkbook(data, { header: false })],
    ['a misspelt header', await buildWorkbook(data, { columns: ['Categories', ...limits.importColumns.slice(1)] })],
    ['headers in another order', await buildWorkbook(data, { columns: [limits.importColumns[1], limits.importColumns[0], ...limits.importColumns.slice(2)] })],
    ['only eight headers', await buildWorkbook(data, { columns: limits.importColumns.slice(0, 8) })],
    ['an empty sheet', await buildWorkbook([], { header: false })],
  ];
  const before = await snapshot(database.db);
  for (const url of ['/api/import-excel-check', '/api/import-excel']) {
    for (const [label, file] of cases) {
      const res = await upload(client, url, 'bad-header.xlsx', file);
      t.equal(res.statusCode, 400, `${url}, ${label}: 400`);
      t.equal(res.json().message, "The first row must be the template's header row", `${url}, ${label}: the message`);
    }
  }
  t.same(await snapshot(database.db), before, 'nothing stored, no job queued');

  const padded = await buildWorkbook([row({ text: 'After a padded header' })], { columns: allColumns.map((name) => `  ${name.toUpperCase()} `) });
  const ok = await upload(client, '/api/import-excel-check', 'padded.xlsx', padded);
  t.equal(ok.statusCode, 200, 'headers in another case, padded with spaces, are the header');
  t.same((ok.json() as ImportRow[]).map((r) => r.errors), [[]]);
  const nine = await upload(client, '/api/import-excel-check', 'nine.xlsx', await buildWorkbook([['Quant', 'Percentages', 'CAT', 'What is 1% of 100?', '1', '2', '3', '4', 'A']]));
  t.match(nine.json(), [{ questionType: 'MCQ', setTitle: '', explanation: '', errors: [] }], 'the nine columns alone still make MCQ rows');
});

t.test('a set spanning two batches: its later rows join the set made in the earlier batch', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  const sheet = [
    row({ text: 'Standalone first' }), // 2
    row({ text: 'Set question 1', setTitle: 'Long set', setText: 'The long passage' }), // 3  (batch 1 ends here)
    row({ text: 'Set question 2', setTitle: 'Long set' }), // 4
    row({ text: 'Set question 3', setTitle: 'Long set', type: 'TITA', answer: '5' }), // 5 (batch 2 ends here)
    row({ text: 'Set question 4', setTitle: 'Long set' }), // 6
  ];
  const [job] = await db.insert(importJobs).values({ createdBy: admin.id, fileName: 'sets.xlsx', file: await buildWorkbook(sheet, { columns: allColumns }) }).returning();
  await processImportJob(db, { importJobId: job!.id }, undefined, { batchRows: 2 });
  const done = (await db.select().from(importJobs).where(eq(importJobs.id, job!.id)))[0]!;
  t.match(done, { state: 'completed', processed: 5, created: 5, skipped: 0, errors: [] });
  const sets = await db.select().from(questionSets);
  t.equal(sets.length, 1, 'one set');
  const members = await db.select().from(questions).where(eq(questions.setId, sets[0]!.id)).orderBy(asc(questions.id));
  t.same(members.map((q) => q.questionText), ['Set question 1', 'Set question 2', 'Set question 3', 'Set question 4'], 'all four, in file order');
});

t.test('through the worker, a set straddling rows 1001/1002 (the default 1,000-row batch boundary) stays one set', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const { client } = await adminClient(app, database.db);
  t.equal(limits.importBatchRows, 1000, 'the batch size this test is built around');
  // Data row i is file row i + 2; file rows 2-1001 are the first batch. The set covers file rows 1000-1003.
  const count = 1005;
  const file = await buildLargeWorkbook(
    count,
    (i) => {
      const fileRow = i + 2;
      const inSet = fileRow >= 1000 && fileRow <= 1003;
      return row({ text: `Question on file row ${fileRow}`, setTitle: inSet ? 'Straddling set' : '', setText: fileRow === 1000 ? 'The passage' : '', type: fileRow === 1002 ? 'TITA' : '', answer: fileRow === 1002 ? '7' : undefined });
    },
    { columns: allColumns },
  );
  const job = await importFile(client, 'straddle.xlsx', file);
  t.match(job, { state: 'completed', total: count, processed: count, created: count, skipped: 0, errors: [] });
  const sets = await database.db.select().from(questionSets);
  t.equal(sets.length, 1);
  const members = await database.db.select().from(questions).where(eq(questions.setId, sets[0]!.id)).orderBy(asc(questions.id));
  t.same(members.map((q) => q.questionText), [1000, 1001, 1002, 1003].map((n) => `Question on file row ${n}`), 'the four rows across the boundary, in order');
  t.equal(members[2]!.questionType, 'TITA');
});

t.test('GET /api/import-template.xlsx: a workbook with the fourteen headers and two example rows that import cleanly', async (t) => {
  const { app, database } = await buildTestApp(t);
  const { client } = await adminClient(app, database.db);
  const res = await client.get('/api/import-template.xlsx');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  t.match(res.headers['content-disposition'], /^attachment; filename="import-template\.xlsx"$/);
  const file = res.rawPayload;
  t.equal(Number(res.headers['content-length']), file.length);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)));
  t.same(cells(1), allColumns, 'the 14 headers');
  t.equal(cells(1).length, 14);
  t.equal(sheet.actualRowCount, 3, 'header and two example rows');
  t.equal(cells(2)[9], 'MCQ', 'an MCQ example');
  t.equal(cells(3)[9], 'TITA', 'a TITA example');
  t.not(cells(3)[10], '', 'in a set');
  t.not(cells(3)[11], '', 'with the set text');

  const preview = await upload(client, '/api/import-excel-check', 'import-template.xlsx', file);
  t.equal(preview.statusCode, 200);
  t.same((preview.json() as ImportRow[]).map((r) => [r.questionType, r.errors]), [['MCQ', []], ['TITA', []]], 'the template itself is a valid file');

  const anonymous = new TestClient(app);
  t.equal((await anonymous.get('/api/import-template.xlsx')).statusCode, 401);
  const user = await createUser(database.db);
  const student = new TestClient(app);
  await student.login(user.username, user.password);
  t.equal((await student.get('/api/import-template.xlsx')).statusCode, 403);
});

t.test('test factories make TITA and set questions through the import service', async (t) => {
  const { database } = await buildTestApp(t);
  const result = await createQuestions(database.db, [
    { questionType: 'TITA', correctAnswer: '2.50', answerTolerance: '0.1', questionText: 'Factory TITA' },
    { setTitle: 'Factory set', setText: 'Passage', questionText: 'Factory set 1', explanation: 'Why' },
    { setTitle: 'Factory set', questionText: 'Factory set 2', options: ['w', 'x', 'y', 'z'], correctAnswer: 'C' },
  ]);
  t.match(result, { created: 3, errors: [] });
  const stored = await database.db.select().from(questions).orderBy(asc(questions.id));
  t.match(stored[0], { questionType: 'TITA', correctAnswer: '2.5', answerTolerance: '0.1', optionA: '' });
  t.ok(stored[1]!.setId !== null && stored[1]!.setId === stored[2]!.setId, 'one set');
  t.match(stored[2], { optionA: 'w', correctAnswer: 'C', explanation: null });
  t.equal(stored[1]!.explanation, 'Why');
});
