/**
 * Practice packs (docs/contract.md section 8.5): which questions' keys reached a user's device in a
 * pack. From then on that user's answers to them count as offline ones (`responses.offline`).
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { questions } from './questions.ts';
import { users } from './users.ts';

export const packedQuestions = pgTable(
  'packed_questions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    /** When the key was first sent in a pack. */
    packedAt: timestamp('packed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('packed_questions_question_idx').on(t.questionId)],
);
