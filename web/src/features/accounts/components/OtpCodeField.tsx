import { useId, type ClipboardEvent, type KeyboardEvent } from 'react';
import { otpDigits } from '@common/api/verification.ts';
import { limits } from '@common/limits.ts';
import '../otp.css';

interface OtpCodeFieldProps {
  id: string;
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  pending: boolean;
  /** The error shown under the field (and announced). */
  error?: string;
}

/**
 * A 6-digit code input with its Verify button (spec section 5): digits only (anything else typed or
 * pasted is dropped), at most 6, numeric keyboard on phones, Verify enabled only at 6 digits. Enter
 * verifies instead of submitting a surrounding form.
 */
export function OtpCodeField({ id, label, code, onCodeChange, onVerify, pending, error }: OtpCodeFieldProps) {
  const errorId = useId();
  const complete = code.length === limits.otpLength;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (complete && !pending) onVerify();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onCodeChange(otpDigits(event.clipboardData.getData('text')));
  };
  return (
    <div className="otp-field">
      <label htmlFor={id} className="otp-field__label">
        {label}
      </label>
      <div className="otp-field__row">
        <input
          id={id}
          className={`otp-field__input${error ? ' otp-field__input--invalid' : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={limits.otpLength}
          placeholder="••••••"
          value={code}
          onChange={(event) => onCodeChange(otpDigits(event.target.value))}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="button" className="btn btn--primary" disabled={!complete || pending} aria-busy={pending} onClick={onVerify}>
          {pending && <span className="spinner spinner--small" aria-hidden="true" />}
          Verify
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
