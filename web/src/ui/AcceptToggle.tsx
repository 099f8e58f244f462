import { Icon } from './Icon.tsx';

interface AcceptToggleProps {
  /** Whether the entry is the accepted one now (the button then offers Unaccept). */
  accepted: boolean;
  /** The rest of the button's accessible name, e.g. "Asha’s reply as the answer". */
  what: string;
  busy: boolean;
  /** The last change failed: a message beside the button says so. */
  failed: boolean;
  onToggle: () => void;
}

/**
 * Accept (or Unaccept, on the accepted one) among a discussion entry's actions (contract 8.4): the
 * one button a post's replies and a question's comments share; an error says so beside it.
 */
export function AcceptToggle({ accepted, what, busy, failed, onToggle }: AcceptToggleProps) {
  return (
    <>
      <button type="button" className="discussion-action" aria-pressed={accepted} disabled={busy} onClick={onToggle}>
        <Icon name="check" size={16} />
        {accepted ? 'Unaccept' : 'Accept'}
        <span className="visually-hidden"> {what}</span>
      </button>
      {failed && (
        <span className="error" role="alert">
          Could not save. Please try again.
        </span>
      )}
    </>
  );
}
