interface ActionBarProps {
  disabled: boolean;
  isFirst: boolean;
  onMarkAndNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  onSaveAndNext: () => void;
}

/** CAT's buttons under the question: Mark for Review & Next, Clear Response, Previous, Save & Next. */
export function ActionBar({ disabled, isFirst, onMarkAndNext, onClear, onPrevious, onSaveAndNext }: ActionBarProps) {
  return (
    <div className="attempt-actions" role="group" aria-label="Question actions">
      <button type="button" className="btn attempt-actions__mark" data-testid="mark-next" disabled={disabled} onClick={onMarkAndNext}>
        Mark for Review &amp; Next
      </button>
      <button type="button" className="btn" data-testid="clear-response" disabled={disabled} onClick={onClear}>
        Clear Response
      </button>
      <button type="button" className="btn attempt-actions__previous" data-testid="previous" disabled={disabled || isFirst} onClick={onPrevious}>
        Previous
      </button>
      <button type="button" className="btn btn--primary attempt-actions__next" data-testid="save-next" disabled={disabled} onClick={onSaveAndNext}>
        Save &amp; Next
      </button>
    </div>
  );
}
