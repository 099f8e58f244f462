import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The validation message shown under the box (and announced with it). */
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its error tied to it through aria-describedby. */
export function TextAreaField({ label, error, id, className, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        className="forum-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
