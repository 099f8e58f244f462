import { useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isAuthorOrAdmin, type Actor } from '@common/policies.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useQuestion } from '../api/questions.ts';
import { usePaneFit } from '../hooks/usePaneFit.ts';
import { useQuestionNeighbours } from '../hooks/useQuestionNeighbours.ts';
import { QuestionAttempt } from './QuestionAttempt.tsx';
import { ProblemNotice } from './ProblemNotice.tsx';
import { QuestionNav } from './QuestionNav.tsx';
import { SetNav } from './SetNav.tsx';
import { SetPassage } from './SetPassage.tsx';
import { SubmitterInfo } from './SubmitterInfo.tsx';
import '../questions.css';

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <main className="page page--narrow">
      <ProblemNotice text={text} onRetry={onRetry} />
    </main>
  );
}

/** The set's passage and the question side by side (stacked on a phone), each pane fitted to the window. */
function SetLayout({ passage, children }: { passage: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  usePaneFit(ref);
  return (
    <div className="set-layout" ref={ref}>
      {passage}
      <div className="set-layout__question" data-testid="set-question">
        {children}
      </div>
    </div>
  );
}

/** What the page shows below the question: its discussion, from another feature. */
type CommentsSlot = (questionId: number) => ReactNode;
/** What the page shows under the result once the question is answered (the AI opinion, from another feature). */
type AfterAnswerSlot = (questionId: number) => ReactNode;

interface DetailProps {
  comments: CommentsSlot;
  afterAnswer?: AfterAnswerSlot | undefined;
  /** The logged-in user: its submitter and admins see the written solution before answering. */
  viewer?: Actor | null | undefined;
}

function LoadedQuestion({ id, comments, afterAnswer, viewer }: DetailProps & { id: number }) {
  const question = useQuestion(id);
  const neighbours = useQuestionNeighbours(id);

  if (question.isPending) return <Loading label="Loading question…" />;
  if (question.isError) {
    const notFound = question.error instanceof ApiRequestError && question.error.status === 404;
    if (notFound) return <Problem text={messages.notFound.question} />;
    return <Problem text={messages.load.questions} onRetry={() => void question.refetch()} />;
  }

  const { set } = question.data;
  const content = (
    <>
      {set && <SetNav set={set} questionId={id} />}
      {/* Not key={id}: the discussion beside it is keyed by the question id too. */}
      <QuestionAttempt
        key={`attempt-${id}`}
        question={question.data}
        afterAnswer={afterAnswer?.(id)}
        solutionAlways={isAuthorOrAdmin(viewer, question.data.submittedBy)}
      />
      <QuestionNav neighbours={neighbours} />
      <SubmitterInfo question={question.data} />
      {comments(id)}
    </>
  );

  return (
    <main className={`page question-detail${set ? ' question-detail--set' : ''}`}>
      <h1 className="visually-hidden">
        Question{neighbours.count > 1 ? ` ${neighbours.position} of ${neighbours.count}` : ''}
      </h1>
      <Link to={neighbours.listLink ?? '/question-bank'} className="question-detail__back">
        <span aria-hidden="true">←</span> {neighbours.listLink ? 'Back to questions' : 'Question Bank'}
      </Link>
      {set ? (
        <SetLayout passage={<SetPassage key={set.id} set={set} />}>{content}</SetLayout>
      ) : (
        content
      )}
    </main>
  );
}

/**
 * The question detail page (spec section 2, contract 7.2): a timed attempt, previous/next, the
 * submitter and, once the question has loaded, `comments(questionId)` (the discussion, composed by
 * the page); `afterAnswer(questionId)` shows under the result once the user has answered. A
 * question of a set shows the set's passage beside it (above it on a phone) and its place in the
 * set with previous/next in the set.
 */
export function QuestionDetail({ comments, afterAnswer, viewer }: DetailProps) {
  const { id = '' } = useParams();
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return <Problem text={messages.notFound.question} />;
  return <LoadedQuestion id={Number(id)} comments={comments} afterAnswer={afterAnswer} viewer={viewer} />;
}
