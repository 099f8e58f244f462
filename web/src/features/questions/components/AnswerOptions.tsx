import { useRef, type KeyboardEvent } from 'react';
import type { Question } from '@common/api/questions.ts';
import { limits, type AnswerOption } from '@common/limits.ts';
import { RichText } from '../../../ui/RichText.tsx';

/** The options' texts of a question. */
type OptionTexts = Pick<Question, 'optionA' | 'optionB' | 'optionC' | 'optionD'>;

interface AnswerOptionsProps {
  question: OptionTexts;
  /** The option selected (not yet submitted), being submitted, or answered. */
  chosen: AnswerOption | null;
  /** Known once the answer is submitted. */
  correctAnswer: AnswerOption | null;
  locked: boolean;
  /** A click or tap (however many), Space or an arrow key selects this option: selecting only, never submitting (contract 8.1 amending 7.5). */
  onSelect: (option: AnswerOption) => void;
  /** Enter on a focused option: select it and submit. */
  onSubmit?: (option: AnswerOption) => void;
}

const optionText = (question: OptionTexts, option: AnswerOption): string => question[`option${option}`];

function stateOf(option: AnswerOption, chosen: AnswerOption | null, correctAnswer: AnswerOption | null) {
  if (correctAnswer === option) return { modifier: 'correct', mark: '✓', label: chosen === option ? 'Your answer, correct' : 'Correct answer' };
  if (chosen === option) {
    return correctAnswer ? { modifier: 'wrong', mark: '✗', label: 'Your answer' } : { modifier: 'chosen', mark: '●', label: '' };
  }
  return null;
}

const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Options A to D as a radio group of buttons "A. text" (the text rendered as Markdown): a click or
 * tap, Space or the arrow keys select an option (marked ●, `aria-checked` for screen readers); a
 * second click or tap on the selected option does nothing more (a phone's double tap must not
 * answer), Enter on an option submits it (`onSubmit`). One option is in the Tab order (the selected
 * one, else A). After answering, the correct option is green and a wrong choice red, with ✓ / ✗ and
 * words, and all are locked.
 */
export function AnswerOptions({ question, chosen, correctAnswer, locked, onSelect, onSubmit }: AnswerOptionsProps) {
  const buttons = useRef<Partial<Record<AnswerOption, HTMLButtonElement | null>>>({});
  const tabStop = chosen ?? limits.answerOptions[0];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, option: AnswerOption) {
    if (event.key === 'Enter' && !locked) {
      // Enter would click the button (select only): it submits instead.
      event.preventDefault();
      if (event.repeat) return;
      onSelect(option);
      onSubmit?.(option);
      return;
    }
    const step = moves[event.key];
    if (step === undefined || locked) return;
    event.preventDefault();
    const index = limits.answerOptions.indexOf(option);
    const count = limits.answerOptions.length;
    const next = limits.answerOptions[(index + step + count) % count]!;
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="answer-options" role="radiogroup" aria-label="Answer options">
      {limits.answerOptions.map((option) => {
        const state = stateOf(option, chosen, correctAnswer);
        return (
          <button
            key={option}
            ref={(element) => {
              buttons.current[option] = element;
            }}
            type="button"
            role="radio"
            aria-checked={chosen === option}
            tabIndex={option === tabStop ? 0 : -1}
            data-testid={`option-${option}`}
            className={`answer-option${state ? ` answer-option--${state.modifier}` : ''}`}
            disabled={locked}
            onClick={() => onSelect(option)}
            onKeyDown={(event) => onKeyDown(event, option)}
          >
            <span className="answer-option__letter">{option}.</span>
            <RichText inline text={optionText(question, option)} className="answer-option__text" />
            {state?.mark && (
              <span className="answer-option__mark">
                <span aria-hidden="true">{state.mark}</span>
                {state.label && <span className="visually-hidden">({state.label})</span>}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
