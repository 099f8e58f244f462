import { useState, type ReactNode } from 'react';
import type { Question } from '@common/api/questions.ts';
import type { AddResponseResult } from '@common/api/responses.ts';
import type { AnswerOption } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { useAddResponse } from '../api/addResponse.ts';
import { useAnswerKeys } from '../hooks/useAnswerKeys.ts';
import { useTimer } from '../hooks/useTimer.ts';
import { AnswerOptions } from './AnswerOptions.tsx';
import { AnswerResult } from './AnswerResult.tsx';
import { CrowdStats } from './CrowdStats.tsx';
import { TimerButton } from './TimerButton.tsx';

interface Answer {
  chosen: AnswerOption;
  seconds: number;
  result: AddResponseResult;
}

/**
 * One timed attempt at a question (spec section 4 "Question attempt"): the options show while
 * the timer runs; picking one submits it with the elapsed seconds, stops the timer, shows the
 * result and how everyone did (then `afterAnswer`, e.g. the AI opinion), and locks the options.
 * Render it with `key={question.id}` so a new question starts afresh.
 */
export function QuestionAttempt({ question, afterAnswer }: { question: Question; afterAnswer?: ReactNode }) {
  const timer = useTimer();
  const submit = useAddResponse();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const canAnswer = timer.running && !answer && !submit.isPending;

  function choose(option: AnswerOption) {
    if (!canAnswer) return;
    const seconds = timer.read();
    submit.mutate(
      { questionId: question.id, timer: seconds, selectedOption: option },
      {
        onSuccess: (result) => {
          timer.stop(seconds);
          setAnswer({ chosen: option, seconds, result });
        },
      },
    );
  }

  useAnswerKeys(canAnswer, choose);

  const chosen = answer?.chosen ?? (submit.isPending ? (submit.variables?.selectedOption ?? null) : null);

  return (
    <section className="attempt card" aria-label="Question">
      <div className="attempt__top">
        <ul className="attempt__chips" aria-label="Category, topic and source">
          <li className="chip">{question.section}</li>
          <li className="chip">{question.topic}</li>
          <li className="chip chip--neutral">{question.source}</li>
        </ul>
        <TimerButton
          elapsed={timer.elapsed}
          running={timer.running}
          disabled={answer !== null || submit.isPending}
          onToggle={() => (timer.running ? timer.stop() : timer.start())}
        />
      </div>
      <div className="attempt__text">{question.questionText}</div>
      {timer.running || answer ? (
        <AnswerOptions
          question={question}
          chosen={chosen}
          correctAnswer={(answer?.result.correctAnswer as AnswerOption | undefined) ?? null}
          locked={!canAnswer}
          onChoose={choose}
        />
      ) : (
        <p className="attempt__prompt">
          <Icon name="clock" /> {messages.question.startTimer}
        </p>
      )}
      {canAnswer && <p className="attempt__tip muted">Tip: press A–D or 1–4 to answer.</p>}
      {submit.isError && (
        <p className="error" role="alert">
          Your answer could not be saved. Please try again.
        </p>
      )}
      <div role="status" className="attempt__status">
        {answer && <AnswerResult result={answer.result} seconds={answer.seconds} />}
      </div>
      {answer && <CrowdStats questionId={question.id} />}
      {answer && afterAnswer}
    </section>
  );
}
