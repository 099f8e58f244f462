import type { UseFormRegisterReturn } from 'react-hook-form';
import type { QuestionType } from '@common/api/questions.ts';

const types: { value: QuestionType; label: string; hint: string }[] = [
  { value: 'MCQ', label: 'MCQ', hint: 'four options' },
  { value: 'TITA', label: 'TITA', hint: 'type in the answer' },
];

/** "Question Type": a radio group, MCQ (four options) or TITA (the answer is a number typed in). */
export function QuestionTypeField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const errorId = 'submit-question-type-error';
  return (
    <fieldset className="form-field answer-choices question-type">
      <legend>Question Type</legend>
      <div className="answer-choices__options question-type__options">
        {types.map(({ value, label, hint }) => (
          <div className="answer-choice" key={value}>
            <input type="radio" id={`submit-type-${value}`} value={value} aria-describedby={error ? errorId : undefined} {...registration} />
            <label htmlFor={`submit-type-${value}`}>
              {label} <span className="question-type__hint">({hint})</span>
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
