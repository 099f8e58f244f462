import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { LoadError } from '../../../../ui/QueryState.tsx';
import { attemptKeys, useAttempt, useAttemptTest, type TimedAttempt } from '../../api/attempts.ts';
import { useCountdown } from '../../hooks/attempt/useCountdown.ts';
import { useSaveQueue } from '../../hooks/attempt/useSaveQueue.ts';
import { useSectionEnded } from '../../hooks/attempt/useSectionEnded.ts';
import { Calculator } from './Calculator.tsx';
import { Countdown } from './Countdown.tsx';
import { InstructionsDialog } from './InstructionsDialog.tsx';
import { KeyboardHelp } from './KeyboardHelp.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { QuestionPaperDialog } from './QuestionPaperDialog.tsx';
import type { PassageSlot } from './QuestionPane.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { SectionView } from './SectionView.tsx';
import '../../attempt.css';

/** While the countdown shows 0, the attempt is refetched this often until the server has moved on (it settles at endsAt + 2 s). */
const timeUpPollMs = 1500;

const sectionTitle = (attempt: TimedAttempt) => `Section ${attempt.sectionIndex + 1} of ${attempt.sections.length}: ${attempt.sections[attempt.sectionIndex]?.name ?? ''}`;

/**
 * The CAT interface for attempt `attemptId` (docs/contract.md 7.3), full window (the router shows
 * it without the site's header, navigation, search and bell): the header (test title, section,
 * Question Paper, Instructions, a way out), one slim bar pinned at the top (the server-timed
 * countdown, the calculator toggle, the save status), then the active section (SectionView).
 * While the attempt is in progress, leaving asks first (LeaveGuard). The attempt is refetched when the countdown reaches 0 (and every 1.5 s
 * until the server has ended the section), on `attempt:section-ended`, on a socket reconnect and
 * on a 409 "This section has ended"; a new section shows a notice, a completed attempt navigates
 * to `/attempts/<id>/result`.
 */
export function AttemptView({ attemptId, renderPassage }: { attemptId: number; renderPassage: PassageSlot }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useAttempt(attemptId);
  const attempt = query.data;
  const test = useAttemptTest(attempt?.testId);
  const [notice, setNotice] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const calculatorToggle = useRef<HTMLButtonElement>(null);
  const calculatorId = useId();
  const seenSection = useRef<number | null>(null);
  const [dialog, setDialog] = useState<'paper' | 'instructions' | null>(null);

  const refetch = useCallback(() => void queryClient.refetchQueries({ queryKey: attemptKeys.attempt(attemptId) }), [queryClient, attemptId]);
  const saves = useSaveQueue(attemptId, {
    // 409 "This section has ended": the refetch shows the next section with its notice.
    onEnded: refetch,
    onRejected: (error) => setSaveError(error instanceof ApiRequestError ? error.message : 'An answer could not be saved.'),
  });
  useSectionEnded(attemptId, refetch);

  const inProgress = attempt?.state === 'in_progress';
  const active = attempt && inProgress ? attempt.sections[attempt.sectionIndex] : undefined;
  const seconds = useCountdown(active?.endsAt ?? null, attempt?.clockOffsetMs ?? 0);
  const timeUp = inProgress && seconds === 0;

  useEffect(() => {
    if (!timeUp) return undefined;
    refetch();
    const handle = setInterval(refetch, timeUpPollMs);
    return () => clearInterval(handle);
  }, [timeUp, refetch, attempt?.sectionIndex]);

  // A new section (or the end): tell the user, refresh the test lists.
  const sectionIndex = attempt?.sectionIndex;
  const state = attempt?.state;
  useEffect(() => {
    if (!attempt) return;
    const previous = seenSection.current;
    seenSection.current = attempt.sectionIndex;
    if (previous === null || (previous === attempt.sectionIndex && attempt.state === 'in_progress')) return;
    const ended = `${attempt.sections[previous]?.name ?? 'The section'} has ended.`;
    setNotice(attempt.state === 'completed' ? `${ended} The test is over.` : `${ended} Now ${sectionTitle(attempt)}.`);
    void queryClient.invalidateQueries({ queryKey: attemptKeys.all, predicate: (q) => q.queryKey[1] !== 'attempt' });
    // Only a change of section or state counts: `attempt` itself changes with every refetch.
  }, [sectionIndex, state]);

  useEffect(() => {
    if (state !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: attemptKeys.all, predicate: (q) => q.queryKey[1] !== 'attempt' });
    void navigate(`/attempts/${attemptId}/result`, { replace: true });
  }, [state, attemptId, navigate, queryClient]);

  if (!attempt) {
    if (query.isPending) return <Loading label="Loading your test…" />;
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <main className="page page--narrow">
        <LoadError text={missing ? messages.tests.attemptNotFound : 'Your test could not be loaded. Check your connection and try again.'} onRetry={missing ? undefined : () => void query.refetch()} />
      </main>
    );
  }

  const title = test.data?.title ?? 'Mock test';
  return (
    <main className="page attempt-page">
      <title>{title}</title>
      <LeaveGuard active={inProgress} allowedPath={`/attempts/${attemptId}/result`} />
      <header className="attempt-header">
        <div className="attempt-header__titles">
          <h1 className="attempt-header__title">{title}</h1>
          {inProgress && (
            <p className="attempt-header__section" data-testid="section-title">
              {sectionTitle(attempt)}
            </p>
          )}
        </div>
        <div className="attempt-header__tools">
          <button type="button" className="btn btn--small" data-testid="question-paper-button" disabled={!active} onClick={() => setDialog('paper')}>
            Question Paper
          </button>
          <button type="button" className="btn btn--small" data-testid="instructions-button" onClick={() => setDialog('instructions')}>
            Instructions
          </button>
          <Link to={`/tests/${attempt.testId}`} className="btn btn--small btn--link attempt-header__leave" data-testid="leave-test">
            Leave test
          </Link>
        </div>
      </header>
      <div className="attempt-bar" data-testid="attempt-bar">
        {seconds !== null && <Countdown seconds={seconds} />}
        <div className="attempt-bar__tools">
          <button
            ref={calculatorToggle}
            type="button"
            className="btn attempt-header__calc"
            data-testid="calculator-toggle"
            aria-expanded={calculatorOpen}
            aria-controls={calculatorOpen ? calculatorId : undefined}
            onClick={() => setCalculatorOpen((open) => !open)}
          >
            Calculator
          </button>
          <SaveStatus status={saves.status} browserOffline={saves.browserOffline} />
        </div>
      </div>
      <div role="status" className="attempt-notice-region">
        {notice && (
          <div className="attempt-notice" data-testid="section-notice">
            <span>{notice}</span>
            <button type="button" className="btn btn--link" onClick={() => setNotice('')}>
              Dismiss
            </button>
          </div>
        )}
        {timeUp && <p className="attempt-notice attempt-notice--time">Time is up for this section. Moving on…</p>}
      </div>
      {saveError && (
        <div className="error attempt-save-error" role="alert">
          {saveError}{' '}
          <button type="button" className="btn btn--link" onClick={() => setSaveError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {inProgress && saves.queue ? (
        <SectionView
          key={attempt.sectionIndex}
          attempt={attempt}
          queue={saves.queue}
          timeUp={timeUp}
          renderPassage={renderPassage}
          // The first section after Start test (the button is gone) and every next section: the question's heading takes focus.
          focusOnMount={seenSection.current !== attempt.sectionIndex}
          onSubmitted={(after) => queryClient.setQueryData(attemptKeys.attempt(attemptId), after)}
        />
      ) : (
        <Loading label={inProgress ? 'Loading your test…' : 'Opening your result…'} />
      )}
      <KeyboardHelp />
      {dialog === 'paper' && active && <QuestionPaperDialog sectionName={active.name} questions={attempt.questions} onClose={() => setDialog(null)} />}
      {dialog === 'instructions' && <InstructionsDialog onClose={() => setDialog(null)} />}
      {calculatorOpen && (
        <div id={calculatorId}>
          <Calculator
            onClose={() => {
              setCalculatorOpen(false);
              calculatorToggle.current?.focus();
            }}
          />
        </div>
      )}
    </main>
  );
}
