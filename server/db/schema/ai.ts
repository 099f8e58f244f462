/** AI explanations: one generated explanation per question, shared by every user (docs/contract.md section 5). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { questions } from './questions.ts';

export const aiExplanations = pgTable('ai_explanations', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  /** The model's answer, plain text with newlines. */
  explanation: text('explanation').notNull(),
  /** The model name that wrote it (OPENAI_MODEL at the time). */
  model: text('model').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
