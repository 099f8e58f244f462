import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { limits } from '@common/limits.ts';

interface ReplyTextFormProps {
  /** The textarea's label, read by screen readers. */
  label: string;
  placeholder: string;
  /** Called with the trimmed text; the box empties once it resolves and keeps the text if it rejects. */
  onSubmit: (content: string) => Promise<unknown>;
  pending: boolean;
  /** The failure of the last attempt. */
  failure: string | null;
  /** When given, a Cancel button and Escape call it. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

const shortcut = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

/**
 * A text box with a Post Reply button; Ctrl/Cmd+Enter posts too. Blank text is not sent: posting
 * it just puts the cursor in the box. One post at a time.
 */
export function ReplyTextForm({ label, placeholder, onSubmit, pending, failure, onCancel, autoFocus }: ReplyTextFormProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  function post() {
    if (pending) return;
    if (blank) {
      input.current?.focus();
      return;
    }
    onSubmit(text.trim()).then(
      () => setText(''),
      () => undefined /* the failure is shown; the text is kept for another try */,
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
    <form className="forum-reply-form" onSubmit={onFormSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={input}
        id={inputId}
        className="forum-textarea"
        data-testid="reply-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={limits.replyMax}
        rows={onCancel ? 2 : 3}
        aria-describedby={failure ? `${hintId} ${errorId}` : hintId}
        autoFocus={autoFocus}
      />
      {failure && (
        <p id={errorId} className="error forum-reply-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="forum-reply-form__footer">
        <span id={hintId} className="forum-reply-form__hint">
          {shortcut}+Enter to post{onCancel ? ', Esc to cancel' : ''}
        </span>
        <div className="forum-reply-form__buttons">
          {onCancel && (
            <button type="button" className="btn" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn--primary" aria-busy={pending}>
            {pending && <span className="spinner spinner--small" aria-hidden="true" />}
            Post Reply
          </button>
        </div>
      </div>
    </form>
  );
}
