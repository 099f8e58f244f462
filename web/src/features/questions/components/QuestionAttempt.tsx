import { useState, type ReactNode } from 'react';
import type { Question } from '@common/api/questions.ts';
import type { AddResponseResult } from '@common/api/responses.ts';
import type { AnswerOption } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { RichText } from '../../../ui/RichText.tsx';
import { useAddResponse, type AnswerInput } from '../api/addResponse.ts';
import { useAnswerKeys } from '../hooks/useAnswerKeys.ts';
import { useTimer } from '../hooks/useTimer.ts';
import { AnswerOptions } from './AnswerOptions.tsx';
import { AnswerResult } from './AnswerResult.tsx';
import { CrowdStats } from './CrowdStats.tsx';
import { Solution } from './Solution.tsx';
import { TimerButton } from './TimerButton.tsx';
import { TitaAnswer } from './TitaAnswer.tsx';
import { TitaBadge } from './TitaBadge.tsx';

interface Answer {
  /** MCQ: the option picked; TITA: null. */
  chosen: AnswerOption | null;
  /** TITA: the typed answer; MCQ: null. */
  typed: string | null;
  seconds: number;
  result: AddResponseResult;
}

interface QuestionAttemptProps {
  question: Question;
  /** Under the result once answered (the AI explanation). */
  afterAnswer?: ReactNode;
  /** Whether the viewer may see the written solution before answering (its submitter, an admin). */
  solutionAlways?: boolean;
}

/** The server's own words for a refused answer (400), else null. */
function refusal(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status === 400 ? error.message : null;
}

/**
 * One timed attempt at a question (spec section 4 "Question attempt", contract 7.2): the options
 * (MCQ) or the answer box (TITA) show while the timer runs; picking an option or submitting a
 * typed number sends it with the elapsed seconds, stops the timer, shows the result, the written
 * solution (once the refetched question carries it), how everyone did and then `afterAnswer`
 * (the AI explanation), and locks the answer. Render it with a key of the question id so a new
 * question starts afresh.
 */
export function QuestionAttempt({ question, afterAnswer, solutionAlways = false }: QuestionAttemptProps) {
  const timer = useTimer();
  const submit = useAddResponse();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [draft, setDraft] = useState('');
  const tita = question.questionType === 'TITA';
  const canAnswer = timer.running && !answer && !submit.isPending;

  function send(input: { selectedOption: AnswerOption } | { answer: string }) {
    if (!canAnswer) return;
    const seconds = timer.read();
    const request = { questionId: question.id, timer: seconds, ...input } as AnswerInput;
    submit.mutate(request, {
      onSuccess: (result) => {
        timer.stop(seconds);
        setAnswer({
          chosen: 'selectedOption' in input ? input.selectedOption : null,
          typed: 'answer' in input ? input.answer : null,
          seconds,
          result,
        });
      },
    });
  }

  useAnswerKeys(canAnswer && !tita, (option) => send({ selectedOption: option }));

  const chosen = answer?.chosen ?? (submit.isPending ? (submit.variables?.selectedOption ?? null) : null);
  const serverRefusal = refusal(submit.error);
  const showSolution = question.explanation !== null && (answer !== null || solutionAlways);

  function answerArea() {
    if (!timer.running && !answer) {
      return (
        <p className="attempt__prompt">
          <Icon name="clock" /> {messages.question.startTimer}
        </p>
      );
    }
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
      <AnswerOptions
        question={question}
        chosen={chosen}
        correctAnswer={(answer?.result.correctAnswer as AnswerOption | undefined) ?? null}
        locked={!canAnswer}
        onChoose={(option) => send({ selectedOption: option })}
      />
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
        </ul>
        <TimerButton
          elapsed={timer.elapsed}
          running={timer.running}
          disabled={answer !== null || submit.isPending}
          onToggle={() => (timer.running ? timer.stop() : timer.start())}
        />
      </div>
      <RichText text={question.questionText} className="attempt__text" />
      {answerArea()}
      {canAnswer && !tita && <p className="attempt__tip muted">Tip: press A–D or 1–4 to answer.</p>}
      {canAnswer && tita && <p className="attempt__tip muted">Type a number, then press Enter or Submit. No negative marks.</p>}
      {submit.isError && !(tita && serverRefusal) && (
        <p className="error" role="alert">
          {serverRefusal ?? 'Your answer could not be saved. Please try again.'}
        </p>
      )}
      <div role="status" className="attempt__status">
        {answer && <AnswerResult question={question} result={answer.result} seconds={answer.seconds} typed={answer.typed} />}
      </div>
      {showSolution && <Solution text={question.explanation!} />}
      {answer && <CrowdStats questionId={question.id} />}
      {answer && afterAnswer}
    </section>
  );
}

