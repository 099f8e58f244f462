/** The ai-explanation processor's pure parts and its refusals, on the real database and the fake OpenAI server. */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import { UnrecoverableError } from 'bullmq';
import { APIConnectionTimeoutError, APIError } from 'openai';
import { aiExplanations, questions } from '../../server/db/schema/index.ts';
import { createChatModel, isRetryable, processAiExplanationJob, redactKeys } from '../../server/features/ai/aiExplanation.processor.ts';
import { toPlainExplanation } from '../../server/features/ai/aiExplanation.prompt.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { startFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { createQuestions } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

const apiError = (status: number) => APIError.generate(status, { error: { message: 'x' } }, 'x', new Headers());

t.test('toPlainExplanation strips markdown the page would show raw', async (t) => {
  t.equal(
    toPlainExplanation('## Why C\r\n\r\n\r\n**Step 1:** 25% of 80 = 80 * 0.25 = 20.\n| --- | :---: |\n__B__ is wrong.  \n\n'),
    'Why C\n\nStep 1: 25% of 80 = 80 * 0.25 = 20.\n\nB is wrong.',
  );
  t.equal(toPlainExplanation('  \n '), '', 'blank stays empty');
  t.equal(toPlainExplanation('2 * 3 * 4 = 24'), '2 * 3 * 4 = 24', 'lone asterisks are kept');
});

t.test('isRetryable: timeouts, 408, 429 and 5xx yes; other 4xx no', async (t) => {
  t.ok(isRetryable(new APIConnectionTimeoutError()), 'timeout');
  for (const status of [408, 429, 500, 502, 503]) t.ok(isRetryable(apiError(status)), `${status}`);
  for (const status of [400, 401, 403, 404, 422]) t.notOk(isRetryable(apiError(status)), `${status}`);
  t.ok(isRetryable(new Error('database went away')), 'other errors (e.g. the database) are retried');
});

t.test('redactKeys blanks API keys, also masked ones, out of error messages', async (t) => {
  t.equal(
    redactKeys('401 Incorrect API key provided: sk-proj-ab12****************yz_9. You can find your API key at https://platform.openai.com.'),
    '401 Incorrect API key provided: sk-[redacted]. You can find your API key at https://platform.openai.com.',
  );
  t.equal(redactKeys('429 Rate limit reached for requests'), '429 Rate limit reached for requests', 'other messages unchanged');
});

t.test('the processor refuses what it cannot do, and skips questions already explained', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { database } = await buildTestApp(t);
  const db = database.db;
  await createQuestions(db, [{ correctAnswer: 'B' }, { correctAnswer: 'D' }]);
  const [q1, q2] = await db.select().from(questions).orderBy(asc(questions.id));
  const chat = createChatModel(fake.settings());
  const job = (questionId: number, regenerate = false) => ({ id: `ai-${questionId}`, data: { questionId, regenerate }, attemptsMade: 0 });

  t.equal(createChatModel(fake.settings({ apiKey: undefined })), undefined, 'no key, no chat model');
  t.equal(createChatModel(fake.settings({ model: undefined })), undefined, 'no model, no chat model');
  await t.rejects(processAiExplanationJob({ db, chat: undefined }, job(q1!.id)), UnrecoverableError, 'unconfigured: fails at once');
  await t.rejects(processAiExplanationJob({ db, chat }, job(q2!.id + 50)), UnrecoverableError, 'missing question: fails at once');
  await db.update(questions).set({ status: 'rejected' }).where(eq(questions.id, q2!.id));
  await t.rejects(processAiExplanationJob({ db, chat }, job(q2!.id)), UnrecoverableError, 'rejected question: fails at once');
  t.equal(fake.requests.length, 0, 'no API call for any of them');

  await processAiExplanationJob({ db, chat }, job(q1!.id));
  await processAiExplanationJob({ db, chat }, job(q1!.id));
  t.equal(fake.requests.length, 1, 'a second job for an explained question makes no call');
  await processAiExplanationJob({ db, chat }, job(q1!.id, true));
  t.equal(fake.requests.length, 2, 'regenerate does');
  const rows = await db.select().from(aiExplanations);
  t.equal(rows.length, 1);
  t.match(rows[0]!.explanation, /call 2\)/, 'holding the latest text');

  fake.reply = () => '   ';
  await t.rejects(processAiExplanationJob({ db, chat }, job(q1!.id, true)), { message: 'the chat model returned no text' }, 'an empty answer is an (retryable) error');
  t.match((await db.select().from(aiExplanations))[0]!.explanation, /call 2\)/, 'and stores nothing');
});
