/** Queries of practice packs: the questions a user may take offline, and the record that they did. */
import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { packedQuestions, questions, responses } from '../../db/schema/index.ts';
import { heldNowSql } from '../../policies/questionVisibility.ts';

/** The bank filter of a pack: ids of categories, topics and sources (each optional). */
export interface PackFilter {
  categoryIds?: number[] | undefined;
  topicIds?: number[] | undefined;
  sourceIds?: number[] | undefined;
}

/** How many candidate rows one draw reads at most (sets and closed questions are dropped after). */
const candidateRows = 1000;

/**
 * Approved questions in `filter` that user `userId` has never answered, in bank order (by id), with
 * their set and, for a set's question, how many approved questions the set has (so the caller can
 * take a set only whole). At most 1000 rows.
 */
export function findPackCandidates(db: Queryable, userId: number, filter: PackFilter) {
  const conditions: SQL[] = [
    eq(questions.status, 'approved'),
    sql`not exists (select 1 from ${responses} r where r.user_id = ${userId} and r.question_id = ${questions.id})`,
    // Never a question an exclusive mock holds (contract 8.2), whoever asks.
    not(heldNowSql(questions.id)),
  ];
  if (filter.categoryIds?.length) conditions.push(inArray(questions.categoryId, filter.categoryIds));
  if (filter.topicIds?.length) conditions.push(inArray(questions.topicId, filter.topicIds));
  if (filter.sourceIds?.length) conditions.push(inArray(questions.sourceId, filter.sourceIds));
  return db
    .select({
      id: questions.id,
      setId: questions.setId,
      setSize: sql<number>`(select count(*) from ${questions} m where m.set_id = ${questions.setId} and m.status = 'approved')`.mapWith(Number),
    })
    .from(questions)
    .where(and(...conditions))
    .orderBy(asc(questions.id))
    .limit(candidateRows);
}

/** Records that the keys of `questionIds` reached user `userId`'s device (kept from the first time). */
export async function recordPacked(db: Queryable, userId: number, questionIds: number[], now: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .insert(packedQuestions)
    .values(questionIds.map((questionId) => ({ userId, questionId, packedAt: now })))
    .onConflictDoNothing();
}
