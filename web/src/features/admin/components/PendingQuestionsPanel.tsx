import { messages } from '@common/messages.ts';
import { usePendingQuestions } from '../api/pendingQuestions.ts';
import { PendingQuestionCard } from './PendingQuestionCard.tsx';
import { ReviewQueue, type ReviewQueueTexts } from './ReviewQueue.tsx';

/** Announced after each decision. */
const decided = { approve: 'Question approved and published.', reject: 'Question rejected.' };
const texts: ReviewQueueTexts = { loading: 'Loading pending questions…', error: messages.load.pendingQuestions, empty: messages.review.noPending, decided };

/** Pending Questions: every submitted question waiting for review, oldest first, as a `ReviewQueue`. */
export function PendingQuestionsPanel() {
  return (
    <ReviewQueue query={usePendingQuestions()} title="Pending Questions" titleId="pending-questions-title" texts={texts}>
      {(question, queue) => <PendingQuestionCard question={question} {...queue} />}
    </ReviewQueue>
  );
}
