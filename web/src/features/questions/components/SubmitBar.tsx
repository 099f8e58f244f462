import type { AnswerOption } from '@common/limits.ts';

interface SubmitBarProps {
  selected: AnswerOption | null;
  busy: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/**
 * Under the options: Submit (sends the selected option), what is selected, and the keyboard tip —
 * the tip is hidden on touch screens (questions.css, `(hover: none)` / `(pointer: coarse)`).
 */
export function SubmitBar({ selected, busy, disabled, onSubmit }: SubmitBarProps) {
  return (
    <div className="submit-bar">
      <button type="button" className="btn btn--primary submit-bar__button" disabled={disabled} onClick={onSubmit} data-testid="submit-answer">
        {busy ? 'Submitting…' : 'Submit'}
      </button>
      <span className="submit-bar__selected muted" aria-live="polite">
        {selected ? `Selected: ${selected}` : 'Choose an option, then submit.'}
      </span>
      <p className="attempt__tip attempt__tip--keys muted">Tip: press A–D or 1–4 (or the arrow keys) to choose, then Enter to submit.</p>
    </div>
  );
}
