import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { limits } from '@common/limits.ts';

interface CommentFormProps {
  /** The textarea's label, read by screen readers. */
  label: string;
  placeholder: string;
  submitLabel: string;
  testId: string;
  /** Called with the trimmed text; the box is emptied once it resolves and kept if it rejects. */
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  /** When given, a Cancel button and Escape call it. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

const shortcut = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';

/**
 * A text box with a post button, for comments and replies. Blank text cannot be posted;
 * Ctrl/Cmd+Enter posts. The text stays in the box if posting fails.
 */
export function CommentForm(props: CommentFormProps) {
  const { label, placeholder, submitLabel, testId, onSubmit, pending, onCancel, autoFocus } = props;
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const canPost = text.trim() !== '' && !pending;

  function post() {
    if (!canPost) return;
    onSubmit(text.trim()).then(
      () => setText(''),
      () => undefined /* logged where the call is made; the text is kept for another try */,
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
    <form className="comment-form" onSubmit={onFormSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        className="comment-form__input"
        data-testid={testId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={limits.commentMax}
        rows={onCancel ? 2 : 3}
        aria-describedby={hintId}
        autoFocus={autoFocus}
      />
      <div className="comment-form__footer">
        <span id={hintId} className="comment-form__hint">
          {shortcut}+Enter to post{onCancel ? ', Esc to cancel' : ''}
        </span>
        <div className="comment-form__buttons">
          {onCancel && (
            <button type="button" className="btn" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={!canPost}>
            {pending ? 'Posting…' : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
