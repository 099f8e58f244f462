import { Dialog } from '../../../../ui/Dialog.tsx';
import { BusyButton } from '../../../../ui/BusyButton.tsx';
import { countStates, paletteStates, type PaletteState } from '../../lib/attempt/palette.ts';

interface SubmitSectionDialogProps {
  sectionName: string;
  /** There is a section after this one. */
  hasNext: boolean;
  states: readonly PaletteState[];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Submit this section?" with the count of questions in each palette state; the section cannot be reopened. */
export function SubmitSectionDialog({ sectionName, hasNext, states, busy, error, onConfirm, onCancel }: SubmitSectionDialogProps) {
  const counts = countStates(states);
  return (
    <Dialog
      title={`Submit ${sectionName}?`}
      onClose={() => !busy && onCancel()}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <BusyButton type="button" className="btn btn--primary" busy={busy} onClick={onConfirm} data-testid="confirm-submit">
            Submit section
          </BusyButton>
        </>
      }
    >
      <p>
        You cannot come back to this section once it is submitted.{hasNext ? ' The next section starts with its own clock.' : ' This is the last section: the test ends.'}
      </p>
      <table className="submit-summary" data-testid="submit-summary">
        <caption className="visually-hidden">Questions by state</caption>
        <tbody>
          {paletteStates.map(({ state, label }) => (
            <tr key={state}>
              <th scope="row">{label[0]!.toUpperCase() + label.slice(1)}</th>
              <td data-state={state}>{counts[state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <div className="error submit-summary__error" role="alert">
          {error}
        </div>
      )}
    </Dialog>
  );
}
