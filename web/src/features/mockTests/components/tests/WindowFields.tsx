import type { BuilderErrors, BuilderState } from '../../lib/tests/builder.ts';
import { TextField } from '../../../../ui/TextField.tsx';

interface WindowFieldsProps {
  window: BuilderState['window'];
  exclusive: boolean;
  errors: BuilderErrors;
  onWindow: (field: 'opensAt' | 'closesAt', value: string) => void;
  onExclusive: (exclusive: boolean) => void;
}

/**
 * A scheduled mock's window (contract 8.2): when it opens and closes, in the admin's time zone
 * (both empty: an ordinary test, no ranks), and whether its questions leave the bank until it
 * closes (exclusive; needs a window).
 */
export function WindowFields({ window, exclusive, errors, onWindow, onExclusive }: WindowFieldsProps) {
  return (
    <fieldset className="builder-window" data-testid="window-fields">
      <legend>Schedule (optional)</legend>
      <div className="builder-window__fields">
        <TextField label="Opens at" type="datetime-local" value={window.opensAt} error={errors['window.opensAt']} onChange={(event) => onWindow('opensAt', event.target.value)} />
        <TextField label="Closes at" type="datetime-local" value={window.closesAt} error={errors['window.closesAt']} onChange={(event) => onWindow('closesAt', event.target.value)} />
      </div>
      <p className="form-hint">A start inside the window is ranked; ranks are published once everyone who started has had their full time.</p>
      <label className="builder-window__exclusive">
        <input type="checkbox" checked={exclusive} aria-invalid={errors.exclusive ? true : undefined} onChange={(event) => onExclusive(event.target.checked)} />{' '}
        Exclusive: keep its questions out of the question bank until it closes
      </label>
      {errors.exclusive && <p className="field-error">{errors.exclusive}</p>}
    </fieldset>
  );
}
