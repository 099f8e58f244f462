import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The validation message shown under the box (and announced with it). */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error tied to it through aria-describedby. */
export function TextAreaField({ label, error, hint, id, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
