import { useId, useState } from 'react';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { TitaKeypad } from '../../../../ui/tita/TitaKeypad.tsx';
import { isTitaText } from '../../../../ui/tita/titaText.ts';

interface TitaInputProps {
  value: string;
  /** True when Save & Next found `value` not to be a number (it was not saved). */
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * A TITA question's answer box, as CAT has it: a labelled text input (the decimal keyboard on
 * phones) and the on-screen keypad (ui/tita). Only digits, a minus sign and a decimal point can
 * be typed; anything else is refused with a note. Nothing is saved until Save & Next (or Mark for
 * Review & Next); a text that is then not a number shows "Answer must be a number".
 */
export function TitaInput({ value, invalid, disabled, onChange }: TitaInputProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState(false);
  const describedBy = [hintId, invalid || refused ? errorId : null].filter(Boolean).join(' ');
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
        aria-describedby={describedBy}
        data-testid="tita-input"
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          const allowed = isTitaText(text);
          setRefused(!allowed);
          if (allowed) onChange(text);
        }}
      />
      <p id={hintId} className="attempt-tita__hint muted">
        Type or use the keypad: digits, minus and a decimal point. Save &amp; Next saves it.
      </p>
      <p id={errorId} className="error attempt-tita__error" aria-live="polite" data-testid="tita-error">
        {invalid ? messages.question.answerNotNumber : refused ? 'Only digits, a minus sign and a decimal point can be typed.' : ''}
      </p>
      <TitaKeypad
        value={value}
        disabled={disabled}
        label="your answer"
        onChange={(text) => {
          setRefused(false);
          onChange(text);
        }}
      />
    </div>
  );
}
