import { useId, useState, type ReactNode } from 'react';
import './switch.css';

interface SavedSwitchProps {
  /** The saved state. */
  saved: boolean;
  /** Saves `next`; calls `settled` when saving has ended, saved or not. */
  save: (next: boolean, settled: () => void) => void;
  /** The last save failed (announced under the switch). */
  failed: boolean;
  label: ReactNode;
  /** A line under the switch saying what it does. */
  hint?: ReactNode;
  testId: string;
}

/**
 * A setting saved the moment it is flipped: a checkbox with role switch that shows the new state
 * while saving (a controlled box would otherwise flick back until the save starts) and announces
 * a failure. Used for the user's preferences (PUT /api/preferences).
 */
export function SavedSwitch({ saved, save, failed, label, hint, testId }: SavedSwitchProps) {
  const hintId = useId();
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <div className="saved-switch">
      <label className="saved-switch__label">
        <input
          type="checkbox"
          role="switch"
          className="saved-switch__input"
          checked={pending ?? saved}
          aria-describedby={hint ? hintId : undefined}
          data-testid={testId}
          onChange={(event) => {
            const next = event.target.checked;
            setPending(next);
            save(next, () => setPending(null));
          }}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="saved-switch__hint muted">
          {hint}
        </p>
      )}
      {failed && (
        <p className="error" role="alert">
          Your preference could not be saved. Please try again.
        </p>
      )}
    </div>
  );
}
