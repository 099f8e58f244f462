/** Queries on ai_explanations, and the question fields an explanation prompt needs. */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { aiExplanations, categories, questionSets, questions, topics } from '../../db/schema/index.ts';

export type AiExplanationRow = typeof aiExplanations.$inferSelect;

/** The stored explanation of a question, or undefined. */
export async function findExplanation(db: Queryable, questionId: number): Promise<AiExplanationRow | undefined> {
  const [row] = await db.select().from(aiExplanations).where(eq(aiExplanations.questionId, questionId)).limit(1);
  return row;
}

/** Stores a question's explanation, replacing an earlier one (`updatedAt` = now, `createdAt` kept). */
export async function upsertExplanation(db: Queryable, value: { questionId: number; explanation: string; model: string }): Promise<void> {
  await db
    .insert(aiExplanations)
    .values(value)
    .onConflictDoUpdate({
      target: aiExplanations.questionId,
      set: { explanation: value.explanation, model: value.model, updatedAt: sql`now()` },
    });
}

/** What the prompt shows of an approved question (with its category as `section`, topic, and its set's passage or data as `setBody`), or undefined when it is missing or not approved. */
export async function findApprovedQuestionForPrompt(db: Queryable, questionId: number) {
  const [row] = await db
    .select({
      id: questions.id,
      questionText: questions.questionText,
      optionA: questions.optionA,
      optionB: questions.optionB,
      optionC: questions.optionC,
      optionD: questions.optionD,
      questionType: questions.questionType,
      correctAnswer: questions.correctAnswer,
      status: questions.status,
      setBody: questionSets.body,
      section: categories.name,
      topic: topics.name,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(questionSets, eq(questionSets.id, questions.setId))
    .where(eq(questions.id, questionId))
    .limit(1);
  return row?.status === 'approved' ? row : undefined;
}

export type PromptQuestion = NonNullable<Awaited<ReturnType<typeof findApprovedQuestionForPrompt>>>;
