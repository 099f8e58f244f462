import type { Question } from '@common/api/questions.ts';
import { limits, type AnswerOption } from '@common/limits.ts';
import { RichText } from '../../../ui/RichText.tsx';

interface AnswerOptionsProps {
  question: Question;
  /** The option the user picked (being submitted or answered). */
  chosen: AnswerOption | null;
  /** Known once the answer is submitted. */
  correctAnswer: AnswerOption | null;
  locked: boolean;
  onChoose: (option: AnswerOption) => void;
}

const optionText = (question: Question, option: AnswerOption): string => question[`option${option}`];

function stateOf(option: AnswerOption, chosen: AnswerOption | null, correctAnswer: AnswerOption | null) {
  if (correctAnswer === option) return { modifier: 'correct', mark: '✓', label: 'Correct answer' };
  if (chosen === option) {
    return correctAnswer ? { modifier: 'wrong', mark: '✗', label: 'Your answer' } : { modifier: 'chosen', mark: '', label: '' };
  }
  return null;
}

/**
 * Options A to D as buttons "A. text" (the text rendered as Markdown). After answering, the correct option is green and a
 * wrong choice red, and all are locked.
 */
export function AnswerOptions({ question, chosen, correctAnswer, locked, onChoose }: AnswerOptionsProps) {
  return (
    <ol className="answer-options" aria-label="Answer options">
      {limits.answerOptions.map((option) => {
        const state = stateOf(option, chosen, correctAnswer);
        return (
          <li key={option}>
            <button
              type="button"
              data-testid={`option-${option}`}
              className={`answer-option${state ? ` answer-option--${state.modifier}` : ''}`}
              disabled={locked}
              onClick={() => onChoose(option)}
            >
              <span className="answer-option__letter">{option}.</span>
              <RichText inline text={optionText(question, option)} className="answer-option__text" />
              {state?.mark && (
                <span className="answer-option__mark">
                  <span aria-hidden="true">{state.mark}</span>
                  <span className="visually-hidden">({state.label})</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
