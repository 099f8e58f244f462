import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { PracticeNext } from '@common/api/practice.ts';
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { fetchNextQuestion } from '../api/practice.ts';
import { practiceLink, readPracticeFilter, type PracticeFilter } from '../lib/practiceFilter.ts';
import { endSession, recordAnswer, startSession, type SessionScore } from '../lib/session.ts';
import { PracticeFilters } from './PracticeFilters.tsx';
import { ReasonTag } from './ReasonTag.tsx';
import { RunningScore } from './RunningScore.tsx';
import { SessionSummary } from './SessionSummary.tsx';
import '../practice.css';

/** Renders the served question with the ordinary attempt (composed by the page from the questions feature). */
export type QuestionSlot = (question: Question, onAnswered: (answered: { correct: boolean }) => void) => ReactNode;

type Phase =
  | { kind: 'choose' }
  | { kind: 'question'; step: number; served: PracticeNext | null; answered: boolean }
  | { kind: 'ended'; noneLeft: boolean };

/** Moves focus to the question's heading each time a new one shows. */
function StepHeading({ step }: { step: number }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step > 1) ref.current?.focus();
  }, [step]);
  return (
    <h2 ref={ref} tabIndex={-1} className="practice-step" data-testid="practice-step">
      Question {step}
    </h2>
  );
}

/**
 * Adaptive practice (docs/contract.md section 8.3): choose a category and topic (or none), then one
 * question after another from GET /api/practice/next — due review cards first, then the question
 * at my level (predicted success about 0.7), then new ones — each with the reason it was chosen,
 * answered with the ordinary attempt (`question`, through POST /api/addResponse), the session's
 * running accuracy above it, and "Next question" once answered. "End session", or practice/next's
 * 404 (nothing left), shows the summary: answered, right, accuracy and time. The filter lives in
 * the URL (`?category=&topic=`, as "Practise this" on the mastery page links it).
 */
export function PracticeSession({ question }: { question: QuestionSlot }) {
  const [params, setParams] = useSearchParams();
  const filter = readPracticeFilter(params);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [score, setScore] = useState<SessionScore>(() => startSession(Date.now()));
  const next = useMutation({ mutationFn: (chosen: PracticeFilter) => fetchNextQuestion(chosen) });

  const end = (noneLeft: boolean) => {
    setScore((current) => endSession(current, Date.now()));
    setPhase({ kind: 'ended', noneLeft });
  };

  const load = (step: number) => {
    setPhase({ kind: 'question', step, served: null, answered: false });
    next.mutate(filter, {
      onSuccess: (served) => setPhase({ kind: 'question', step, served, answered: false }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 404) end(true);
      },
    });
  };

  const start = () => {
    setScore(startSession(Date.now()));
    load(1);
  };

  const setFilter = (chosen: PracticeFilter) => setParams(new URLSearchParams(practiceLink(chosen).split('?')[1] ?? ''), { replace: true });

  if (phase.kind === 'choose') {
    return (
      <section className="card practice-start" aria-labelledby="practice-start-title">
        <h2 id="practice-start-title">What would you like to practise?</h2>
        <PracticeFilters value={filter} onChange={setFilter} />
        <p className="muted">Questions due for review come first, then the ones at your level. End the session whenever you like.</p>
        <button type="button" className="btn btn--primary" onClick={start}>
          Start practice
        </button>
      </section>
    );
  }

  if (phase.kind === 'ended') {
    return <SessionSummary score={score} noneLeft={phase.noneLeft} onRestart={() => setPhase({ kind: 'choose' })} />;
  }

  const { step, served, answered } = phase;
  const onAnswered = ({ correct }: { correct: boolean }) => {
    setScore((current) => recordAnswer(current, correct));
    setPhase((current) => (current.kind === 'question' && current.step === step ? { ...current, answered: true } : current));
  };
  return (
    <div className="practice-session">
      <div className="practice-session__bar">
        <RunningScore score={score} />
        <button type="button" className="btn" onClick={() => end(false)} data-testid="end-session">
          End session
        </button>
      </div>
      {served === null ? (
        next.isError ? (
          <LoadError text={messages.load.practice} onRetry={() => load(step)}>
            <Link to="/question-bank">Question Bank</Link>
          </LoadError>
        ) : (
          <Loading label="Loading the next question…" />
        )
      ) : (
        <>
          <div className="practice-session__head">
            <StepHeading step={step} />
            <ReasonTag served={served} />
          </div>
          <div key={step}>{question(served.question, onAnswered)}</div>
          {answered && (
            <div className="practice-session__next">
              <button type="button" className="btn btn--primary" onClick={() => load(step + 1)} data-testid="next-question">
                Next question <span aria-hidden="true">→</span>
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
