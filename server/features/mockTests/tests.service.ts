/**
 * Tests (docs/contract.md section 7.3): admin-built tests from chosen questions, personal tests
 * generated from the bank, and the list and detail a user sees (with their latest attempt).
 */
import type { CreateTest, GenerateTest, Marking, Test } from '@common/api/mockTests.ts';
import { catSectionRank, defaultMarking } from '@common/api/mockTests.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { drawSection } from './draw.ts';
import * as repo from './tests.repo.ts';
import { inTransaction } from '../../effects/commit.ts';
import { ranksJob, scheduleRanks } from './ranks.job.ts';

/** The marking of a test row. */
export const markingOf = (row: repo.TestRow): Marking => ({ correct: row.markingCorrect, wrong: row.markingWrong, titaWrong: row.markingTitaWrong });

/** The Test JSON of each row as `userId` sees it (sections with counts, their latest attempt). */
async function toTests(db: Queryable, rows: repo.TestRow[], userId: number): Promise<Test[]> {
  const ids = rows.map((row) => row.id);
  const [sections, mine, candidates] = await Promise.all([repo.sectionsOf(db, ids), repo.latestAttempts(db, userId, ids), repo.candidateCounts(db, ids)]);
  return rows.map((row) => {
    const attempt = mine.find((a) => a.testId === row.id);
    return {
      id: row.id,
      title: row.title,
      sections: sections.filter((s) => s.testId === row.id).map(({ name, durationSeconds, questionCount }) => ({ name, durationSeconds, questionCount })),
      marking: markingOf(row),
      kind: row.kind,
      createdBy: row.createdBy,
      myAttempt: attempt ? { id: attempt.id, state: attempt.state, score: attempt.score } : null,
      window: row.opensAt && row.closesAt ? { opensAt: row.opensAt.toISOString(), closesAt: row.closesAt.toISOString() } : null,
      exclusive: row.exclusive,
      resultsAt: row.resultsAt?.toISOString() ?? null,
      candidates: candidates.get(row.id) ?? 0,
    };
  });
}

/**
 * When ranks of a test with a window are published (docs/contract.md section 8.2): `closesAt` plus
 * the test's total duration with the largest extra time an admin may give (limits.extraTimePercentMax),
 * so every attempt started inside the window has ended by then.
 */
export function resultsAtOf(closesAt: Date, sections: ReadonlyArray<{ durationSeconds: number }>): Date {
  const totalSeconds = sections.reduce((sum, section) => sum + section.durationSeconds, 0);
  return new Date(closesAt.getTime() + (totalSeconds * 1000 * (100 + limits.extraTimePercentMax)) / 100);
}

/**
 * Creates an admin test (visible to everyone) from approved questions, each at most once; with a
 * `window` (and `exclusive`) a scheduled mock (docs/contract.md section 8.2; the body schema checks
 * that it closes after it opens), whose ranks job is queued after the commit for `resultsAt` by
 * the clock `now`.
 * @throws AppError 400 "Question <id> is not in the bank" for the first id that is not an approved
 *   question; 400 "Question <id> is in the test more than once" for a repeated id
 */
export async function createTest(db: Database, admin: { id: number }, input: CreateTest, now: Date): Promise<Test> {
  const ids = input.sections.flatMap((section) => section.questionIds);
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw badRequest(messages.tests.duplicateQuestion(id));
    seen.add(id);
  }
  const approved = await repo.approvedIds(db, ids);
  const missing = ids.find((id) => !approved.has(id));
  if (missing !== undefined) throw badRequest(messages.tests.notInBank(missing));
  const schedule = input.window
    ? {
        opensAt: new Date(input.window.opensAt),
        closesAt: new Date(input.window.closesAt),
        resultsAt: resultsAtOf(new Date(input.window.closesAt), input.sections),
        exclusive: input.exclusive ?? false,
      }
    : undefined;
  const row = await inTransaction(db, async (tx, effects) => {
    const row = await repo.insertTest(tx, { title: input.title, kind: 'admin', createdBy: admin.id, marking: input.marking ?? defaultMarking, schedule }, input.sections);
    // A job lost after the commit is made up for by the first read of a result at resultsAt.
    const resultsAt = row.resultsAt;
    if (resultsAt) effects.job(ranksJob.name, (queues) => scheduleRanks(queues, row.id, resultsAt, now));
    return row;
  });
  const [test] = await toTests(db, [row], admin.id);
  return test!;
}

/**
 * Generates a personal test (visible only to `user`): each section is named after its category and
 * drawn by `drawSection` from the category's approved questions not yet drawn for an earlier
 * section. A test of CAT's sections only keeps CAT's order, VARC, DILR, QA, whatever order they
 * were asked in (`inCatOrder`). Default marking; default title the categories' names.
 * @throws AppError 400 "Not enough questions in this category" when a section asks for more
 *   questions than its category (an unknown category holds none) has left
 */
export async function generateTest(db: Database, user: { id: number }, input: GenerateTest, random: () => number = Math.random): Promise<Test> {
  const taken = new Set<number>();
  const sections: Array<{ name: string; durationSeconds: number; questionIds: number[] }> = [];
  const named = [];
  for (const section of input.sections) named.push({ ...section, name: await repo.categoryName(db, section.categoryId) });
  for (const section of inCatOrder(named)) {
    const name = section.name;
    const candidates = name === undefined ? [] : (await repo.approvedInCategory(db, section.categoryId, user.id)).filter((q) => !taken.has(q.id));
    const drawn = drawSection(candidates, section.count, random);
    if (!drawn || name === undefined) throw badRequest(messages.tests.notEnough);
    drawn.forEach((id) => taken.add(id));
    sections.push({ name: name.slice(0, limits.testSectionNameMax), durationSeconds: section.durationSeconds, questionIds: drawn });
  }
  const title = input.title ?? sections.map((s) => s.name).join(' + ').slice(0, limits.testTitleMax);
  const row = await db.transaction((tx) => repo.insertTest(tx, { title, kind: 'generated', createdBy: user.id, marking: defaultMarking }, sections));
  const [test] = await toTests(db, [row], user.id);
  return test!;
}

/**
 * Sections whose categories are all CAT sections (a CAT pattern test, contract 8.1) in CAT's order,
 * VARC, DILR, QA (a stable sort: repeats keep their order); any other list as it came.
 */
function inCatOrder<S extends { name: string | undefined }>(sections: S[]): S[] {
  const ranks = sections.map((section) => (section.name === undefined ? -1 : catSectionRank(section.name)));
  if (ranks.some((rank) => rank < 0)) return sections;
  return sections.map((section, index) => ({ section, rank: ranks[index]! })).sort((a, b) => a.rank - b.rank).map((entry) => entry.section);
}

/** A page of the tests `userId` may see (admin tests and their generated ones), newest first, and the total. */
export async function listTests(db: Queryable, userId: number, page: { limit: number; offset: number }): Promise<{ tests: Test[]; total: number }> {
  const { rows, total } = await repo.listVisibleTests(db, userId, page);
  return { tests: await toTests(db, rows, userId), total };
}

/**
 * Test `id` as `userId` sees it.
 * @throws AppError 404 "Test not found" when it does not exist or is another user's generated test
 */
export async function getTest(db: Queryable, id: number, userId: number): Promise<Test> {
  const row = await repo.findVisibleTest(db, id, userId);
  if (!row) throw notFound(messages.tests.notFound);
  const [test] = await toTests(db, [row], userId);
  return test!;
}
