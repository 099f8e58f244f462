import { useId, useState, type FormEvent } from 'react';
import { decimalPattern } from '@common/answers.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { toggleSign } from '../lib/toggleSign.ts';

interface TitaAnswerProps {
  /** The typed text (kept by the attempt, so pausing the timer loses nothing). */
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text once it reads as a decimal number. */
  onSubmit: (answer: string) => void;
  /** True while submitting and after answering. */
  locked: boolean;
  /** The server's refusal (its own words), shown like the local check's message. */
  serverError: string | null;
}

/** Whether `text` (trimmed) is a decimal number the API accepts (common/answers.ts `decimalPattern`). */
export function isDecimalAnswer(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= limits.titaAnswerMax && decimalPattern.test(trimmed);
}

/**
 * A TITA ("type in the answer") question's answer box: a labelled text input with a decimal
 * keyboard on phones, submitted with the button or Enter. A text that is not a number shows
 * "Answer must be a number" under the box and is not sent. The box takes focus when it appears
 * (the timer was just started), so a keyboard user types straight away. A ± button changes the
 * sign without leaving the box, since iOS's decimal keypad has no minus key (answers like -1).
 */
export function TitaAnswer({ value, onChange, onSubmit, locked, serverError }: TitaAnswerProps) {
  const inputId = useId();
  const errorId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    if (!isDecimalAnswer(value)) {
      setLocalError(messages.question.answerNotNumber);
      return;
    }
    setLocalError(null);
    onSubmit(value.trim());
  }

  return (
    <form className="tita" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="tita__label">
        Your answer
      </label>
      <div className="tita__row">
        <input
          id={inputId}
          className="tita__input"
          type="text"
          inputMode="decimal"
          pattern="[+\-]?([0-9]+([.][0-9]*)?|[.][0-9]+)"
          autoComplete="off"
          spellCheck={false}
          maxLength={limits.titaAnswerMax}
          // The box appears when the timer starts; typing is the next thing to do.
          autoFocus
          readOnly={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="tita-input"
          value={value}
          onChange={(event) => {
            setLocalError(null);
            onChange(event.target.value);
          }}
        />
        <button
          type="button"
          className="btn tita__sign"
          aria-label="Change sign"
          title="Change sign (plus or minus)"
          disabled={locked}
          // A tap keeps the focus (and a phone's keypad) in the box.
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => {
            setLocalError(null);
            onChange(toggleSign(value));
          }}
        >
          ±
        </button>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          Submit
        </button>
      </div>
      {error && (
        <p id={errorId} className="error tita__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
