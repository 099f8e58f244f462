import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldNotes, useFieldIds } from './FieldNotes.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the input (and announced with it). */
  error?: string;
  /** A short help text under the input. */
  hint?: ReactNode;
  /** A fixed text shown inside the box before the input, e.g. a country code. */
  addon?: string;
  /** Marks the field as optional next to its label (the label text itself stays exact). */
  optional?: boolean;
  /** A control shown inside the box after the input, e.g. a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it through aria-describedby. */
export function TextField({ label, error, hint, addon, optional, trailing, id, className, ...input }: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);

  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <div className="form-field__label">
        <label htmlFor={inputId}>{label}</label>
        {optional && <span className="form-field__optional">Optional</span>}
      </div>
      <div className={`input-box${error ? ' input-box--invalid' : ''}`}>
        {addon && (
          <span className="input-box__addon" aria-hidden="true">
            {addon}
          </span>
        )}
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
