import { useState } from 'react';
import type { BookmarkKind } from '@common/api/bookmarks.ts';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { useSetBookmark } from '../api/bookmarks.ts';
import '../bookmarks.css';

interface BookmarkToggleProps {
  kind: BookmarkKind;
  id: number;
  /** Whether the item is saved, as the server last said (`bookmarked`). */
  saved: boolean;
  /** Element id naming the item, where several toggles share a page (lists). */
  describedBy?: string | undefined;
}

/**
 * The bookmark button of a question or post (docs/contract.md section 7.4): a toggle
 * (`aria-pressed`) named "Save question" / "Save post", or "Saved" once saved. A press shows at
 * once and is sent; if the server refuses, the button goes back and says so (role="alert").
 */
export function BookmarkToggle({ kind, id, saved, describedBy }: BookmarkToggleProps) {
  const [pressed, setPressed] = useState(saved);
  const [seen, setSeen] = useState(saved);
  const [failed, setFailed] = useState(false);
  const change = useSetBookmark(kind, id);
  if (seen !== saved) {
    setSeen(saved);
    setPressed(saved);
  }
  const toggle = () => {
    const next = !pressed;
    setPressed(next);
    setFailed(false);
    change.mutate(next, {
      onError: () => {
        setPressed(!next);
        setFailed(true);
      },
    });
  };
  const label = pressed ? messages.bookmarks.saved : kind === 'question' ? messages.bookmarks.save : messages.bookmarks.savePost;
  return (
    <span className="bookmark-toggle">
      <button type="button" className="bookmark-toggle__button" aria-pressed={pressed} aria-describedby={describedBy} data-testid={`bookmark-${kind}`} onClick={toggle}>
        <Icon name="bookmark" size={18} />
        {label}
      </button>
      {failed && (
        <span className="bookmark-toggle__error error" role="alert">
          {messages.bookmarks.saveFailed}
        </span>
      )}
    </span>
  );
}
