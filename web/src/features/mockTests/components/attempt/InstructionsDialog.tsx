import { Dialog } from '../../../../ui/Dialog.tsx';
import { Instructions } from '../tests/Instructions.tsx';

/** CAT's "Instructions" button's dialog during an attempt: the same instructions as before the test. */
export function InstructionsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Instructions"
      className="dialog--wide"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn--primary" onClick={onClose} data-testid="close-instructions">
          Close
        </button>
      }
    >
      <Instructions />
    </Dialog>
  );
}
