import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MarkdownEditor } from './editor/MarkdownEditor.tsx';
import './discussion.css';

interface DiscussionFormProps {
  /** The textarea's label, read by screen readers. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The submit button's text while posting; `submitLabel` with a spinner when absent. */
  pendingLabel?: string;
  testId: string;
  maxLength: number;
  /** Called with the trimmed text; the box is emptied once it resolves and keeps the text if it rejects. */
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  /** The failure of the last attempt, shown under the box. */
  failure?: string | null;
  /** When given, a Cancel button and Escape call it. */
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The text the box starts with (editing); the shortcut hint then says "save". */
  initialText?: string;
}

const shortcut = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

/**
 * The text box of a new (or, with `initialText`, an edited) comment or reply (a `MarkdownEditor`: Write / Preview, toolbar, image
 * upload), with its post button; Ctrl/Cmd+Enter posts too. Blank text is not sent: posting it
 * just puts the cursor in the box. One post at a time.
 */
export function DiscussionForm(props: DiscussionFormProps) {
  const { label, placeholder, submitLabel, pendingLabel, testId, maxLength, onSubmit, pending, failure, onCancel, autoFocus, initialText } = props;
  const [text, setText] = useState(initialText ?? '');
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  function post() {
    if (pending) return;
    if (text.trim() === '') {
      input.current?.focus();
      return;
    }
    onSubmit(text.trim()).then(
      () => setText(''),
      () => undefined /* reported by the caller; the text is kept for another try */,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      post();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    post();
  }

  return (
    <form className="discussion-form" onSubmit={onFormSubmit}>
      <MarkdownEditor
        ref={input}
        label={label}
        hideLabel
        fieldClassName="discussion-form__field"
        className="discussion-form__input"
        data-testid={testId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={onCancel ? 2 : 3}
        aria-describedby={failure ? `${hintId} ${errorId}` : hintId}
        autoFocus={autoFocus}
      />
      {failure && (
        <p id={errorId} className="error discussion-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="discussion-form__footer">
        <span id={hintId} className="discussion-form__hint">
          {shortcut}+Enter to {initialText === undefined ? 'post' : 'save'}
          {onCancel ? ', Esc to cancel' : ''}
        </span>
        <div className="discussion-form__buttons">
          {onCancel && (
            <button type="button" className="btn" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn--primary" aria-busy={pending}>
            {pending && !pendingLabel && <span className="spinner spinner--small" aria-hidden="true" />}
            {pending && pendingLabel ? pendingLabel : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
