import { useId, useState } from 'react';
import type { User } from '@common/api/accounts.ts';
import { useSaveUntimedPractice } from '../api/preferences.ts';

interface UntimedPracticeSwitchProps {
  /** The saved preference (the user JSON's `untimedPractice`). */
  untimed: boolean;
  /** Called with the user JSON once the new preference is saved. */
  onSaved: (user: User) => void;
  /** A line under the switch saying what it does. */
  describe?: boolean;
}

/**
 * "Untimed practice" as a switch (a checkbox with role switch): on, questions show at once and
 * answers carry no time; off (the default), a question shows when its timer starts. Saved at once
 * with PUT /api/preferences; while saving it shows the new state, and a failure is announced.
 */
export function UntimedPracticeSwitch({ untimed, onSaved, describe = false }: UntimedPracticeSwitchProps) {
  const save = useSaveUntimedPractice(onSaved);
  const hintId = useId();
  // The new state shows at once (a controlled box would otherwise flick back until the save starts).
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? untimed;
  return (
    <div className="untimed-switch">
      <label className="untimed-switch__label">
        <input
          type="checkbox"
          role="switch"
          className="untimed-switch__input"
          checked={checked}
          aria-describedby={describe ? hintId : undefined}
          data-testid="untimed-switch"
          onChange={(event) => {
            const next = event.target.checked;
            setPending(next);
            save.mutate(next, { onSettled: () => setPending(null) });
          }}
        />
        <span>Untimed practice</span>
      </label>
      {describe && (
        <p id={hintId} className="untimed-switch__hint muted">
          Questions show at once with no clock, and your answers are left out of time statistics. Off: each question shows when
          you start its timer, so the time recorded is the time you spent.
        </p>
      )}
      {save.isError && (
        <p className="error" role="alert">
          Your preference could not be saved. Please try again.
        </p>
      )}
    </div>
  );
}
