import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { categories, importJobs, questions, sources, topics } from '../../server/db/schema/index.ts';
import { processImportJob, type ImportProgressListener } from '../../server/features/imports/import.processor.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { buildWorkbook, corruptZip, sheetRow } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

async function insertJob(db: Database, createdBy: number, fileName: string, file: Buffer) {
  const [row] = await db.insert(importJobs).values({ createdBy, fileName, file }).returning();
  return row!;
}

const jobRow = async (db: Database, id: number) => (await db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;
const allQuestions = (db: Database) => db.select().from(questions).orderBy(asc(questions.id));

/** Collects the progress events a run reports. */
function recorder() {
  const events: Parameters<ImportProgressListener>[0][] = [];
  const listener: ImportProgressListener = (event) => events.push(event);
  return { events, listener };
}

t.test('processImportJob imports the stored workbook and records the counts', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  await createQuestions(db, [{ category: 'Quantitative Aptitude', topic: 'Percentages', source: 'CAT 2019', questionText: 'Already here' }]);
  const file = await buildWorkbook([
    sheetRow({ category: 'QUANTITATIVE APTITUDE', topic: 'percentages', source: 'Cat 2019', questionText: 'What is 30% of 90?' }),
    sheetRow({ category: 'Verbal Ability', topic: 'Para Jumbles', source: 'IMS Mock 2', questionText: 'Order the sentences P, Q, R, S', correctAnswer: 'c' }),
    sheetRow({ category: 'Verbal Ability', topic: 'Para Jumbles', source: 'IMS Mock 2', questionText: 'No option D', optionD: null }),
    sheetRow({ questionText: 'already here' }),
  ]);
  const job = await insertJob(db, admin.id, 'bank.xlsx', file);
  t.equal(job.state, 'queued', 'a new job row is queued');

  const { events, listener } = recorder();
  await processImportJob(db, { importJobId: job.id }, listener);

  const done = await jobRow(db, job.id);
  t.equal(done.state, 'completed');
  t.equal(done.total, 4, 'total');
  t.equal(done.processed, 4, 'processed');
  t.equal(done.created, 2, 'created');
  t.equal(done.skipped, 1, 'skipped (already in the bank, other case)');
  t.same(done.errors, [{ rowNumber: 4, message: 'Option D is required' }], 'the invalid row with its reason');
  t.type(done.finishedAt, Date, 'finishedAt set');
  t.same(events.at(-1), { jobId: job.id, state: 'completed', processed: 4, total: 4 }, 'the last progress event says completed');
  t.same(events[0], { jobId: job.id, state: 'active', processed: 0, total: 4 }, 'the first says active');

  const stored = await allQuestions(db);
  t.same(stored.map((q) => q.questionText), ['Already here', 'What is 30% of 90?', 'Order the sentences P, Q, R, S']);
  t.same(stored.slice(1).map((q) => [q.correctAnswer, q.status, q.submittedBy]), [
    ['A', 'approved', admin.id],
    ['C', 'approved', admin.id],
  ], 'approved, upper-case answer, submitted by the importing admin');
  t.same((await db.select().from(categories).orderBy(asc(categories.id))).map((c) => c.name), ['Quantitative Aptitude', 'Verbal Ability'], 'existing category reused');
  t.same((await db.select().from(topics).orderBy(asc(topics.id))).map((c) => c.name), ['Percentages', 'Para Jumbles']);
  t.same((await db.select().from(sources).orderBy(asc(sources.id))).map((c) => c.name), ['CAT 2019', 'IMS Mock 2']);
  t.equal(stored[1]!.categoryId, stored[0]!.categoryId, 'in the existing category');
  t.equal(stored[1]!.topicId, stored[0]!.topicId, 'in the existing topic');
  t.equal(stored[1]!.sourceId, stored[0]!.sourceId, 'from the existing source');
});

t.test('running a completed job again changes nothing; a re-run after a crash creates no duplicates', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  const file = await buildWorkbook([sheetRow(), sheetRow(), sheetRow({ category: 'Logical Reasoning', topic: 'Blood Relations' })]);
  const job = await insertJob(db, admin.id, 'bank.xlsx', file);
  await processImportJob(db, { importJobId: job.id });
  const completed = await jobRow(db, job.id);
  t.match(completed, { state: 'completed', created: 3, skipped: 0, processed: 3, total: 3 });
  const questionsAfterFirst = await allQuestions(db);
  t.equal(questionsAfterFirst.length, 3);

  const { events, listener } = recorder();
  await processImportJob(db, { importJobId: job.id }, listener);
  t.same(await jobRow(db, job.id), completed, 'the job row is unchanged (state, counts, finishedAt)');
  t.same(await allQuestions(db), questionsAfterFirst, 'no question added or changed');
  t.same(events, [], 'no progress reported');

});

t.test('a run that dies after some batches resumes after the last committed batch: exact counts, no duplicates', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  await createQuestions(db, [{ questionText: 'Already in the bank' }]);
  const rows = [
    sheetRow({ category: 'Verbal Ability', topic: 'Para Jumbles' }),
    sheetRow({ questionText: 'already in the bank' }),
    sheetRow({ questionText: 'No answer', correctAnswer: null }),
    sheetRow({ category: 'Logical Reasoning', topic: 'Blood Relations' }),
    sheetRow(),
    sheetRow({ questionText: 'Repeated in the file' }),
    sheetRow({ questionText: 'REPEATED IN THE FILE' }),
  ];
  const job = await insertJob(db, admin.id, 'bank.xlsx', await buildWorkbook(rows));

  // The listener runs after each batch commits: throwing from it stands in for a worker that dies there.
  let batches = 0;
  const dying: ImportProgressListener = (event) => {
    if (event.state === 'active' && event.processed > 0 && ++batches === 2) throw new Error('worker died');
  };
  await t.rejects(processImportJob(db, { importJobId: job.id }, dying, { batchRows: 2 }), /worker died/, 'the first run dies after its second batch');
  t.match(await jobRow(db, job.id), { state: 'active', processed: 4, created: 2, skipped: 1, total: 7 }, 'two batches committed, with their counts');
  t.same((await jobRow(db, job.id)).errors.map((e: { rowNumber: number }) => e.rowNumber), [4], 'and their row errors');

  const { events, listener } = recorder();
  await processImportJob(db, { importJobId: job.id }, listener, { batchRows: 2 });
  const done = await jobRow(db, job.id);
  t.match(done, { state: 'completed', processed: 7, total: 7, created: 4, skipped: 2 }, 'the retry finishes with the exact counts of one clean run');
  t.same(done.errors.map((e: { rowNumber: number }) => e.rowNumber), [4], 'each row error once');
  t.same(events.map((e) => e.processed), [4, 6, 7, 7], 'the retry reports from where the first run stopped');
  const texts = (await allQuestions(db)).map((q) => q.questionText.toLowerCase());
  t.equal(texts.length, 5, 'one existing + four created');
  t.equal(new Set(texts).size, texts.length, 'no duplicates');
});

t.test('a job whose file is not a workbook ends failed with a message and creates nothing', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  const before = { questions: await allQuestions(db), categories: await db.select().from(categories) };

  const cases: [string, string, Buffer, string][] = [
    ['plain text', 'notes.xlsx', Buffer.from('Category,Topic\nnot a workbook\n'), messages.validation.xlsxOnly],
    ['a corrupt zip', 'broken.xlsx', corruptZip(), messages.import.preview],
    ['a workbook under a .csv name', 'bank.csv', await buildWorkbook([sheetRow()]), messages.validation.xlsxOnly],
  ];
  for (const [label, fileName, data, message] of cases) {
    const job = await insertJob(db, admin.id, fileName, data);
    const { events, listener } = recorder();
    await processImportJob(db, { importJobId: job.id }, listener);
    const row = await jobRow(db, job.id);
    t.equal(row.state, 'failed', `${label}: failed`);
    t.same(row.errors, [{ rowNumber: 0, message }], `${label}: "${message}"`);
    t.equal(row.created, 0, `${label}: created 0`);
    t.type(row.finishedAt, Date, `${label}: finishedAt set`);
    t.equal(events.at(-1)?.state, 'failed', `${label}: the last progress event says failed`);
  }
  t.same(await allQuestions(db), before.questions, 'no question created');
  t.same(await db.select().from(categories), before.categories, 'no category created');

  await t.rejects(processImportJob(db, { importJobId: 999_999 }), /import job 999999 not found/, 'a missing job row throws, so BullMQ marks the job failed');
});
