/**
 * The model update is the same in one batch as one answer at a time (server/questionBank/
 * calibration.ts): a completed mock's answers arrive together, practice answers one by one. The
 * same answers, in the same order, from the same fresh state give the same difficulties, counts,
 * levels, median times and topic abilities either way.
 */
import t from 'tap';
import { asc, inArray } from 'drizzle-orm';
import { questionDifficulty, questions, topicAbilities } from '../../server/db/schema/index.ts';
import { recordFirstAttempts, type FirstAttemptInput } from '../../server/questionBank/calibration.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';

t.teardown(closeTestDatabase);

t.test('a batch of first answers updates the model exactly as the same answers one by one', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  // Two twin banks: questions 0-5 for the batch, 6-11 one by one; topics alternate, as in a mock section.
  const specs = Array.from({ length: 12 }, (_, i) => ({ category: 'Quantitative Aptitude', topic: i % 2 === 0 ? 'Algebra' : 'Geometry', source: 'Twin bank', correctAnswer: 'A' }));
  await createQuestions(db, specs);
  const ids = (await db.select({ id: questions.id }).from(questions).orderBy(asc(questions.id))).map((row) => row.id);
  const [first, second] = [ids.slice(0, 6), ids.slice(6, 12)];
  const batchUsers = [await createUser(db), await createUser(db), await createUser(db)];
  const singleUsers = [await createUser(db), await createUser(db), await createUser(db)];
  const at = new Date();
  // Each user answers every question of their bank: right, wrong, timed, untimed, over 3 hours.
  const pattern = (userIndex: number, q: number) => ({
    correct: (userIndex + q) % 3 !== 0,
    timeSeconds: q === 4 ? null : q === 5 ? 4 * 60 * 60 : 20 + 7 * q + 11 * userIndex,
  });
  for (const [u, user] of batchUsers.entries()) {
    const answers: FirstAttemptInput[] = first!.map((questionId, q) => ({ userId: user.id, questionId, counted: true, at, ...pattern(u, q) }));
    const counted = await db.transaction((tx) => recordFirstAttempts(tx, answers));
    t.equal(counted, 6, `batch of user ${u}: 6 counted`);
  }
  for (const [u, user] of singleUsers.entries()) {
    for (const [q, questionId] of second!.entries()) {
      const counted = await db.transaction((tx) => recordFirstAttempts(tx, [{ userId: user.id, questionId, counted: true, at, ...pattern(u, q) }]));
      t.equal(counted, 1);
    }
  }
  const again = await db.transaction((tx) => recordFirstAttempts(tx, [{ userId: singleUsers[0]!.id, questionId: second![0]!, counted: true, at, correct: true, timeSeconds: 5 }]));
  t.equal(again, 0, 'a second answer to the same question changes nothing');

  const items = new Map((await db.select().from(questionDifficulty)).map((row) => [row.questionId, row]));
  for (let q = 0; q < 6; q++) {
    const { questionId: _a, ...batch } = items.get(first![q]!)!;
    const { questionId: _b, ...single } = items.get(second![q]!)!;
    t.same(batch, single, `question ${q}: the same difficulty, counts, level and median time`);
  }
  t.ok(items.get(first![0]!)!.medianTimeCorrect !== null, 'a median time is there to compare');
  const abilityOf = async (userIds: number[]) =>
    (await db.select().from(topicAbilities).where(inArray(topicAbilities.userId, userIds))).map(({ ability, attempts, topicId, userId }) => ({ ability, attempts, topicId, user: userIds.indexOf(userId) }));
  const sortKey = (row: { user: number; topicId: number }) => row.user * 1000 + row.topicId;
  const batchAbilities = (await abilityOf(batchUsers.map((u) => u.id))).sort((a, b) => sortKey(a) - sortKey(b));
  const singleAbilities = (await abilityOf(singleUsers.map((u) => u.id))).sort((a, b) => sortKey(a) - sortKey(b));
  t.equal(batchAbilities.length, 6, 'three users, two topics');
  t.same(batchAbilities, singleAbilities, 'the same abilities per user and topic');
});
