/**
 * GET /api/me/mastery (docs/contract.md section 8.3): per topic the user has answered, their
 * attempts and right ones (every response, as My Responses counts them), the model's ability
 * estimate (questionBank/elo.ts; 0 before a counted first answer) and the level it gives
 * (`masteryOf`: null under 5 attempts). Weakest first: by level (weak, developing, strong, none),
 * then ability, then name.
 */
import { eq, sql } from 'drizzle-orm';
import type { MasteryEntry } from '@common/api/practice.ts';
import type { Queryable } from '../../db/client.ts';
import { categories, questions, responses, topicAbilities, topics } from '../../db/schema/index.ts';
import { masteryOf } from '../../questionBank/elo.ts';

const levelOrder = { weak: 0, developing: 1, strong: 2 } as const;

/** The user's mastery map, weakest first. */
export async function masteryOfUser(db: Queryable, userId: number): Promise<MasteryEntry[]> {
  const rows = await db
    .select({
      categoryId: categories.id,
      category: categories.name,
      topicId: topics.id,
      topic: topics.name,
      attempts: sql<number>`count(*)`.mapWith(Number),
      correct: sql<number>`count(*) filter (where ${responses.correct})`.mapWith(Number),
      ability: sql<number>`coalesce((select ${topicAbilities.ability} from ${topicAbilities} where ${topicAbilities.userId} = ${userId} and ${topicAbilities.topicId} = ${topics.id}), 0)`.mapWith(Number),
    })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(eq(responses.userId, userId))
    .groupBy(categories.id, categories.name, topics.id, topics.name);
  return rows
    .map((row) => ({
      ...row,
      accuracy: Math.round((row.correct / row.attempts) * 100) / 100,
      ability: Math.round(row.ability * 1000) / 1000,
      level: masteryOf(row.ability, row.attempts),
    }))
    .sort(
      (a, b) =>
        (a.level === null ? 3 : levelOrder[a.level]) - (b.level === null ? 3 : levelOrder[b.level]) ||
        a.ability - b.ability ||
        a.category.localeCompare(b.category) ||
        a.topic.localeCompare(b.topic),
    );
}
