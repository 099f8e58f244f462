import { useId } from 'react';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';

interface TitaInputProps {
  value: string;
  /** True when `value` is neither empty nor a decimal number (it is then not saved). */
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * A TITA question's answer box: a labelled text input with the decimal keyboard on phones. A
 * number is saved as it is typed; a text that is not a number shows "Answer must be a number" and
 * is not saved; an empty box clears the answer.
 */
export function TitaInput({ value, invalid, disabled, onChange }: TitaInputProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="attempt-tita">
      <label htmlFor={inputId} className="attempt-tita__label">
        Your answer
      </label>
      <input
        id={inputId}
        className="attempt-tita__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maxLength={limits.titaAnswerMax}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        data-testid="tita-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="attempt-tita__hint muted">
        Type a number; it is saved as you type.
      </p>
      {invalid && (
        <p id={errorId} className="error attempt-tita__error">
          {messages.question.answerNotNumber}
        </p>
      )}
    </div>
  );
}
