interface RowMoveButtonsProps {
  /** What the row is called in the buttons' names, e.g. "section 2". */
  label: string;
  index: number;
  count: number;
  /** Leave out for a list whose order is fixed (no move buttons). */
  onMove?: ((delta: number) => void) | undefined;
  /** Leave out for a row that cannot be removed. */
  onRemove?: () => void;
}

/** Move up / Move down (when the order may change) / Remove buttons of a row in an ordered list, named for screen readers. */
export function RowMoveButtons({ label, index, count, onMove, onRemove }: RowMoveButtonsProps) {
  return (
    <div className="row-buttons">
      {onMove && (
        <>
          <button type="button" className="btn btn--small" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className="btn btn--small" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <span aria-hidden="true">↓</span>
          </button>
        </>
      )}
      {onRemove && (
        <button type="button" className="btn btn--small" aria-label={`Remove ${label}`} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
