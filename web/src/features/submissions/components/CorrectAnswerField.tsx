import type { UseFormRegisterReturn } from 'react-hook-form';
import { limits } from '@common/limits.ts';

const errorId = 'submit-correct-answer-error';

/** "Correct Answer": radios labelled A to D, laid out as a row of large targets. */
export function CorrectAnswerField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="form-field answer-choices">
      <legend>Correct Answer</legend>
      <div className="answer-choices__options">
        {limits.answerOptions.map((letter) => (
          <div className="answer-choice" key={letter}>
            <input
              type="radio"
              id={`submit-correct-${letter}`}
              value={letter}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <label htmlFor={`submit-correct-${letter}`}>{letter}</label>
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
