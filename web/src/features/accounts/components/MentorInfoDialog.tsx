import { messages } from '@common/messages.ts';
import { Dialog } from '../../../ui/Dialog.tsx';

interface MentorInfoDialogProps {
  onContinue: () => void;
  onCancel: () => void;
}

/** Explains mentor approval before a Mentor registration is sent (spec section 4). */
export function MentorInfoDialog({ onContinue, onCancel }: MentorInfoDialogProps) {
  return (
    <Dialog
      title={messages.registration.mentorInfoTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={onContinue}>
            Continue
          </button>
        </>
      }
    >
      <p>{messages.registration.mentorInfo}</p>
    </Dialog>
  );
}
