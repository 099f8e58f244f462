import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useQuestion } from '../api/questions.ts';
import { useQuestionNeighbours } from '../hooks/useQuestionNeighbours.ts';
import { QuestionAttempt } from './QuestionAttempt.tsx';
import { ProblemNotice } from './ProblemNotice.tsx';
import { QuestionNav } from './QuestionNav.tsx';
import { SubmitterInfo } from './SubmitterInfo.tsx';
import '../questions.css';

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <main className="page page--narrow">
      <ProblemNotice text={text} onRetry={onRetry} />
    </main>
  );
}

/** What the page shows below the question: its discussion, from another feature. */
type CommentsSlot = (questionId: number) => ReactNode;
/** What the page shows under the result once the question is answered (the AI opinion, from another feature). */
type AfterAnswerSlot = (questionId: number) => ReactNode;

function LoadedQuestion({ id, comments, afterAnswer }: { id: number; comments: CommentsSlot; afterAnswer?: AfterAnswerSlot }) {
  const question = useQuestion(id);
  const neighbours = useQuestionNeighbours(id);

  if (question.isPending) return <Loading label="Loading question…" />;
  if (question.isError) {
    const notFound = question.error instanceof ApiRequestError && question.error.status === 404;
    if (notFound) return <Problem text={messages.notFound.question} />;
    return <Problem text={messages.load.questions} onRetry={() => void question.refetch()} />;
  }

  return (
    <main className="page question-detail">
      <h1 className="visually-hidden">
        Question{neighbours.count > 1 ? ` ${neighbours.position} of ${neighbours.count}` : ''}
      </h1>
      <Link to={neighbours.listLink ?? '/question-bank'} className="question-detail__back">
        <span aria-hidden="true">←</span> {neighbours.listLink ? 'Back to questions' : 'Question Bank'}
      </Link>
      <QuestionAttempt key={id} question={question.data} afterAnswer={afterAnswer?.(id)} />
      <QuestionNav neighbours={neighbours} />
      <SubmitterInfo question={question.data} />
      {comments(id)}
    </main>
  );
}

/**
 * The question detail page (spec section 2): a timed attempt, previous/next, the submitter and,
 * once the question has loaded, `comments(questionId)` (the discussion, composed by the page);
 * `afterAnswer(questionId)` shows under the result once the user has answered.
 */
export function QuestionDetail({ comments, afterAnswer }: { comments: CommentsSlot; afterAnswer?: AfterAnswerSlot }) {
  const { id = '' } = useParams();
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return <Problem text={messages.notFound.question} />;
  return <LoadedQuestion id={Number(id)} comments={comments} afterAnswer={afterAnswer} />;
}
