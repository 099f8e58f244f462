/**
 * What review mode borrows from the questions feature (composed by the page, since one feature does
 * not import another): the set passage, the passage-beside-question layout, the locked options with
 * mine and the correct one marked, the written solution and the TITA badge.
 */
import type { ReactNode } from 'react';
import type { ReviewQuestion } from '@common/api/mockTests.ts';
import type { QuestionSetRef } from '@common/api/questions.ts';

export interface ReviewParts {
  /** A set's passage. */
  passage: (set: QuestionSetRef) => ReactNode;
  /** The passage beside the question (above it on a phone). */
  beside: (passage: ReactNode, question: ReactNode) => ReactNode;
  /** An MCQ's options, locked, my option and the correct one marked in words and colour. */
  options: (question: ReviewQuestion) => ReactNode;
  /** The written solution (Markdown). */
  solution: (text: string) => ReactNode;
  /** The "TITA" badge. */
  titaBadge: ReactNode;
}
