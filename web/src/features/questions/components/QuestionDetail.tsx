import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isAuthorOrAdmin, type Actor } from '@common/policies.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import type { Question } from '@common/api/questions.ts';
import { useQuestion } from '../api/questions.ts';
import { useQuestionNeighbours } from '../hooks/useQuestionNeighbours.ts';
import { DiscussionGate } from './DiscussionGate.tsx';
import { QuestionAttempt } from './QuestionAttempt.tsx';
import { ProblemNotice } from './ProblemNotice.tsx';
import { QuestionNav } from './QuestionNav.tsx';
import { SetNav } from './SetNav.tsx';
import { SetLayout } from './SetLayout.tsx';
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

/** What the page shows below the question: its discussion, from another feature. */
type CommentsSlot = (questionId: number, question: Question) => ReactNode;
/** What the page shows under the result once the question is answered (the AI opinion, from another feature). */
type AfterAnswerSlot = (questionId: number) => ReactNode;
/** Actions on the loaded question above its discussion ("Report an error", admins' Edit and Delete; other features). */
type ActionsSlot = (questionId: number, question: Question) => ReactNode;

interface DetailProps {
  comments: CommentsSlot;
  afterAnswer?: AfterAnswerSlot | undefined;
  actions?: ActionsSlot | undefined;
  /** The logged-in user: its submitter and admins see the written solution before answering. */
  viewer?: Actor | null | undefined;
  /** Untimed practice (the user's preference): the question, options and passage show at once, no clock. */
  untimed?: boolean | undefined;
  /** The untimed-practice switch shown on the question (the page composes it with the preference). */
  modeSwitch?: ReactNode;
}

/**
 * Moves focus to `heading` when the page moves to another question (Previous / Next, a set's
 * links) and it has loaded — not on the first question, where focus starts at the top as usual.
 */
function useFocusOnNewQuestion(id: number, ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef(id);
  useEffect(() => {
    if (!ready || focusedFor.current === id) return;
    focusedFor.current = id;
    heading.current?.focus();
  }, [id, ready]);
  return heading;
}

function LoadedQuestion({ id, comments, afterAnswer, actions, viewer, untimed = false, modeSwitch }: DetailProps & { id: number }) {
  const question = useQuestion(id);
  const neighbours = useQuestionNeighbours(id);
  const heading = useFocusOnNewQuestion(id, question.isSuccess);
  // Sets whose passage was shown in this visit (timed practice hides a passage until a timer starts).
  const [seenSets, setSeenSets] = useState<ReadonlySet<number>>(() => new Set());

  if (question.isPending) return <Loading label="Loading question…" />;
  if (question.isError) {
    const notFound = question.error instanceof ApiRequestError && question.error.status === 404;
    if (notFound) return <Problem text={messages.notFound.question} />;
    return <Problem text={messages.load.questions} onRetry={() => void question.refetch()} />;
  }

  const { set } = question.data;
  // Answered (or the viewer may know the answer anyway): the discussion cannot spoil it.
  const knowsAnswer = question.data.myLastResponse !== null || question.data.correctAnswer !== null;
  const revealSet = () => {
    if (set && !seenSets.has(set.id)) setSeenSets(new Set([...seenSets, set.id]));
  };
  const content = (
    <>
      {set && <SetNav set={set} questionId={id} />}
      {/* Not key={id}: the discussion beside it is keyed by the question id too. */}
      <QuestionAttempt
        key={`attempt-${id}`}
        question={question.data}
        untimed={untimed}
        modeSwitch={modeSwitch}
        onReveal={revealSet}
        afterAnswer={afterAnswer?.(id)}
        solutionAlways={isAuthorOrAdmin(viewer, question.data.submittedBy)}
      />
      <QuestionNav neighbours={neighbours} />
      <SubmitterInfo question={question.data} />
      {actions?.(id, question.data)}
      <DiscussionGate key={`discussion-${id}`} open={knowsAnswer}>
        {comments(id, question.data)}
      </DiscussionGate>
    </>
  );

  return (
    <main className={`page question-detail${set ? ' question-detail--set' : ''}`}>
      <h1 className="visually-hidden" ref={heading} tabIndex={-1} data-testid="question-heading">
        Question{neighbours.count > 1 ? ` ${neighbours.position} of ${neighbours.count}` : ''}
      </h1>
      <Link to={neighbours.listLink ?? '/question-bank'} className="question-detail__back">
        <span aria-hidden="true">←</span> {neighbours.listLink ? 'Back to questions' : 'Question Bank'}
      </Link>
      {set ? (
        <SetLayout passage={<SetPassage key={set.id} set={set} waiting={!untimed && !seenSets.has(set.id)} />}>{content}</SetLayout>
      ) : (
        content
      )}
    </main>
  );
}

/**
 * The question detail page (spec section 2, contract 7.2, 7.5): a timed (or, by preference,
 * untimed) attempt, previous/next, the submitter and, once the question has loaded,
 * `actions(questionId)` and `comments(questionId)` (report and admin actions, the discussion:
 * composed by the page; the discussion is folded until answered, as it may
 * give the answer away); `afterAnswer(questionId)` shows under the result once the user has
 * answered. A question of a set shows the set's passage beside it (above it on a phone; in timed
 * practice from the first started timer of the set on) and its place in the set with previous/next
 * in the set. Moving to another question moves focus to its heading.
 */
export function QuestionDetail(props: DetailProps) {
  const { id = '' } = useParams();
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return <Problem text={messages.notFound.question} />;
  return <LoadedQuestion id={Number(id)} {...props} />;
}
