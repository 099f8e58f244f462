import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Question } from '@common/api/questions.ts';
import type { AnswerOption } from '@common/limits.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { RichText } from '../../../ui/RichText.tsx';
import { useAddResponse, type AnswerInput, type AnswerOutcome, type SubmitAnswer } from '../api/addResponse.ts';
import { useAnswerKeys } from '../hooks/useAnswerKeys.ts';
import { useTimer } from '../hooks/useTimer.ts';
import { AnswerOptions } from './AnswerOptions.tsx';
import { AnswerResult } from './AnswerResult.tsx';
import { CrowdStats } from './CrowdStats.tsx';
import { DifficultyTag } from './DifficultyTag.tsx';
import { LastAttempt } from './LastAttempt.tsx';
import { QueuedNotice } from './QueuedNotice.tsx';
import { Solution } from './Solution.tsx';
import { StartPrompt } from './StartPrompt.tsx';
import { SubmitBar } from './SubmitBar.tsx';
import { TimerButton } from './TimerButton.tsx';
import { TitaAnswer } from './TitaAnswer.tsx';
import { TitaBadge } from './TitaBadge.tsx';

interface Answer {
  /** MCQ: the option picked; TITA: null. */
  chosen: AnswerOption | null;
  /** TITA: the typed answer; MCQ: null. */
  typed: string | null;
  /** Seconds spent; null for an untimed attempt. */
  seconds: number | null;
  /** The judged outcome, or null while the answer waits on the device to be sent (no network). */
  result: Extract<AnswerOutcome, { queued: false }>['result'] | null;
}

interface QuestionAttemptProps {
  question: Question;
  /** Untimed practice: everything shows at once, no clock, the answer carries no time. */
  untimed: boolean;
  /** The untimed-practice switch (rendered by the page's composition, saved as a preference). */
  modeSwitch?: ReactNode;
  /** Called once the question's content is shown (timer started, or untimed): a set's passage shows with it. */
  onReveal?: () => void;
  /** Under the result once answered (the AI explanation). */
  afterAnswer?: ReactNode;
  /** Whether the viewer may see the written solution before answering (its submitter, an admin). */
  solutionAlways?: boolean;
  /** Called once the server has taken the answer: whether it was right and the seconds spent (null untimed). */
  onAnswered?: (answered: { correct: boolean; seconds: number | null }) => void;
  /** How the answer is sent and judged (default: POST /api/addResponse; a practice pack grades on the device). */
  submitAnswer?: SubmitAnswer;
  /** Practice without the network (a saved pack): no crowd statistics after the answer. */
  offline?: boolean;
}

/** The server's own words for a refused answer (400), else null. */
function refusal(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status === 400 ? error.message : null;
}

/**
 * One attempt at a question (spec section 4 "Question attempt", contract 7.2 and 7.5).
 * Timed practice: the text and options stay hidden until the timer starts (and while it is
 * paused), so the time sent is the time spent. Untimed practice: everything shows at once and the
 * answer is sent without a time. Choosing is two steps: a click, the arrow keys or A–D / 1–4
 * select an option (or the user types a TITA number); Submit or Enter sends it, never a second
 * click or tap on the selected option (contract 8.1 amending 7.5: a double tap must not answer). Then the result (which takes focus), the written solution (once the
 * refetched question carries it), how everyone did and `afterAnswer` show, and the answer locks.
 * A question answered before shows that last attempt, a "Show solution" button that opens its
 * written solution without answering again, and can be attempted again. Render it with a
 * key of the question id so a new question starts afresh.
 */
export function QuestionAttempt({ question, untimed, modeSwitch, onReveal, afterAnswer, solutionAlways = false, onAnswered, submitAnswer, offline = false }: QuestionAttemptProps) {
  const timer = useTimer();
  const submit = useAddResponse(submitAnswer);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [selected, setSelected] = useState<AnswerOption | null>(null);
  const [draft, setDraft] = useState('');
  const [solutionOpen, setSolutionOpen] = useState(false);
  // Start (or Resume) in the prompt removes the button that had focus: the question text takes it.
  const textRef = useRef<HTMLDivElement>(null);
  const focusText = useRef(false);
  const tita = question.questionType === 'TITA';
  const shown = untimed || timer.running || answer !== null;
  const canAnswer = (untimed || timer.running) && !answer && !submit.isPending;

  function send(input: { selectedOption: AnswerOption } | { answer: string }) {
    if (!canAnswer) return;
    const seconds = untimed ? null : timer.read();
    const request = { questionId: question.id, ...(seconds === null ? {} : { timer: seconds }), ...input } as AnswerInput;
    submit.mutate(request, {
      onSuccess: (outcome) => {
        if (seconds !== null) timer.stop(seconds);
        const result = outcome.queued ? null : outcome.result;
        setAnswer({
          chosen: 'selectedOption' in input ? input.selectedOption : null,
          typed: 'answer' in input ? input.answer : null,
          seconds,
          result,
        });
        if (result) onAnswered?.({ correct: result.correct, seconds });
      },
    });
  }

  const submitSelected = () => {
    if (selected) send({ selectedOption: selected });
  };

  useAnswerKeys(canAnswer && !tita, setSelected, submitSelected);

  useEffect(() => {
    if (!shown || !focusText.current) return;
    focusText.current = false;
    // A TITA box takes focus itself (autoFocus), ready for typing.
    if (!tita) textRef.current?.focus();
  }, [shown, tita]);

  function startTimer() {
    if (timer.started) timer.resume();
    else timer.start();
    onReveal?.();
  }

  const chosen = answer?.chosen ?? (submit.isPending ? (submit.variables?.selectedOption ?? null) : selected);
  const serverRefusal = refusal(submit.error);
  const judged = answer?.result ? { ...answer, result: answer.result } : null;
  const showSolution = question.explanation !== null && (judged !== null || solutionAlways || solutionOpen);
  // Answered before: the written solution can be re-read without answering again.
  const canReread = question.myLastResponse !== null && question.explanation !== null && !answer && !solutionAlways;

  function answerArea() {
    if (tita) {
      return (
        <TitaAnswer
          value={draft}
          onChange={setDraft}
          onSubmit={(typed) => send({ answer: typed })}
          locked={!canAnswer}
          serverError={serverRefusal}
        />
      );
    }
    return (
      <>
        <AnswerOptions
          question={question}
          chosen={chosen}
          correctAnswer={(answer?.result?.correctAnswer as AnswerOption | undefined) ?? null}
          locked={!canAnswer}
          onSelect={setSelected}
          onSubmit={(option) => send({ selectedOption: option })}
        />
        {!answer && <SubmitBar selected={selected} busy={submit.isPending} disabled={!canAnswer || selected === null} onSubmit={submitSelected} />}
      </>
    );
  }

  return (
    <section className="attempt card" aria-label="Question">
      <div className="attempt__top">
        <ul className="attempt__chips" aria-label="Category, topic and source">
          <li className="chip">{question.section}</li>
          <li className="chip">{question.topic}</li>
          <li className="chip chip--neutral">{question.source}</li>
          {tita && <TitaBadge as="li" />}
          <DifficultyTag as="li" difficulty={question.difficulty} />
        </ul>
        {untimed ? (
          <span className="attempt__untimed muted">No clock</span>
        ) : (
          <TimerButton
            elapsed={timer.elapsed}
            running={timer.running}
            started={timer.started}
            disabled={answer !== null || submit.isPending}
            onToggle={() => (timer.running ? timer.pause() : startTimer())}
          />
        )}
      </div>
      {modeSwitch && !answer && <div className="attempt__mode">{modeSwitch}</div>}
      {question.myLastResponse && !answer && <LastAttempt last={question.myLastResponse} />}
      {canReread && (
        <button type="button" className="btn attempt__solution-toggle" aria-expanded={solutionOpen} onClick={() => setSolutionOpen((open) => !open)}>
          {solutionOpen ? 'Hide solution' : 'Show solution'}
        </button>
      )}
      {shown ? (
        <>
          <div ref={textRef} tabIndex={-1} className="attempt__focus">
            <RichText text={question.questionText} className="attempt__text" />
          </div>
          {answerArea()}
          {canAnswer && tita && <p className="attempt__tip muted">Type a number, then press Enter or Submit. No negative marks.</p>}
        </>
      ) : (
        <StartPrompt
          paused={timer.started}
          onStart={() => {
            focusText.current = true;
            startTimer();
          }}
        />
      )}
      {submit.isError && !(tita && serverRefusal) && (
        <p className="error" role="alert">
          {serverRefusal ?? 'Your answer could not be saved. Please try again.'}
        </p>
      )}
      {answer && !answer.result && <QueuedNotice />}
      {judged && <AnswerResult question={question} result={judged.result} seconds={judged.seconds} typed={judged.typed} />}
      {showSolution && <Solution text={question.explanation!} />}
      {judged && !offline && <CrowdStats questionId={question.id} />}
      {judged && afterAnswer}
    </section>
  );
}
