/**
 * Applying an `Edit` (insertions.ts) to a textarea so that every way of owning its value sees it:
 * React's controlled `value`/`onChange`, react-hook-form's `register` (uncontrolled, reads input
 * events) and the browser's undo stack. Uses `execCommand('insertText')` where the browser still
 * supports it (Chromium, Firefox, Safari: undo works), else `setRangeText` plus a bubbling `input`
 * event, which React's change tracking reports as a change.
 */
import type { Edit } from './insertions.ts';

/** Replaces `edit.from`..`edit.to` of `textarea` with `edit.text`, then selects `edit.selectFrom`..`edit.selectTo`. */
export function applyEdit(textarea: HTMLTextAreaElement, edit: Edit): void {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  let inserted: boolean;
  try {
    inserted = edit.text !== '' && typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.text);
  } catch {
    inserted = false;
  }
  if (!inserted) {
    textarea.setRangeText(edit.text, edit.from, edit.to, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectFrom, edit.selectTo);
}
