import type { TestQuestion } from '@common/api/mockTests.ts';
import { limits, type AnswerOption } from '@common/limits.ts';
import { RichText } from '../../../../ui/RichText.tsx';

interface McqOptionsProps {
  question: TestQuestion;
  chosen: AnswerOption | null;
  disabled: boolean;
  onChoose: (option: AnswerOption) => void;
}

/**
 * Options A to D as a native radio group (arrow keys move and choose, as radios do), each option's
 * text rendered as Markdown. Choosing saves at once (the page's save queue).
 */
export function McqOptions({ question, chosen, disabled, onChoose }: McqOptionsProps) {
  return (
    <fieldset className="attempt-options" disabled={disabled}>
      <legend className="visually-hidden">Answer options</legend>
      {limits.answerOptions.map((option) => (
        <label key={option} className={`attempt-option${chosen === option ? ' attempt-option--chosen' : ''}`} data-testid={`option-${option}`}>
          <input type="radio" name={`question-${question.id}`} value={option} checked={chosen === option} onChange={() => onChoose(option)} />
          <span className="attempt-option__letter">{option}.</span>
          <RichText inline text={question[`option${option}`]} className="attempt-option__text" />
        </label>
      ))}
    </fieldset>
  );
}
