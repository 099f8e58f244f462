import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './FieldNotes.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The validation message shown under the box (and announced with it). */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error tied to it through aria-describedby. */
export function TextAreaField({ label, error, hint, id, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className="form-field">
      <label htmlFor={ids.inputId}>{label}</label>
      <textarea id={ids.inputId} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...textarea} />
      <FieldNotes hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
