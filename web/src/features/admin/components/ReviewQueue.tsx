import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Page } from '../../../lib/paging.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { QueryState, type QueryLike } from '../../../ui/QueryState.tsx';
import type { ReviewDecision } from '../lib/decision.ts';

/** What a queue hands each card, to be passed on to its `useDecision`. */
export interface QueueCallbacks {
  /** A decision about this item was sent: once it leaves the list, focus moves to the next card. */
  onDeciding: () => void;
  /** The decision was saved: announced in the panel's status line. */
  onDecided: (decision: ReviewDecision) => void;
}

/** What a queue says besides its heading: its loading, load-error and empty texts, and each decision's announcement. */
export interface ReviewQueueTexts {
  /** Read while the first answer loads. */
  loading: string;
  /** The spec's load-error text. */
  error: string;
  /** Shown when nothing is waiting. */
  empty: string;
  /** The status line's text after each decision. */
  decided: Record<ReviewDecision, string>;
}

interface ReviewQueueProps<T extends { id: number }> {
  /** The pending items, oldest first, and how many are waiting. */
  query: QueryLike<Page<T>>;
  /** The panel's heading, e.g. "Pending Mentors", and its element id (the section is labelled by it). */
  title: string;
  titleId: string;
  texts: ReviewQueueTexts;
  /** A notice shown above the list (role="alert"), e.g. about a request decided elsewhere. */
  notice?: string;
  /** The card of one item; its root element is focusable from script (`tabIndex={-1}`). */
  children: (item: T, queue: QueueCallbacks) => ReactNode;
}

/**
 * A review queue (a panel of the admin dashboard): the heading with "Oldest N of M waiting ·
 * oldest first", a status line announcing each decision, an optional notice, the empty state, and
 * the list of cards. After a decision the item leaves the list and focus moves to the card now in
 * its place (or the last one, or the heading when the list is empty), so the queue can be worked
 * through from the keyboard.
 */
export function ReviewQueue<T extends { id: number }>({ query, title, titleId, texts, notice, children }: ReviewQueueProps<T>) {
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<{ id: number; index: number } | null>(null);
  const pending = query.data?.items;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !pending || pending.some((item) => item.id === target.id)) return;
    focusAfter.current = null;
    const cards = listRef.current?.querySelectorAll<HTMLElement>(':scope > li > [tabindex="-1"]') ?? [];
    (cards[Math.min(target.index, cards.length - 1)] ?? headingRef.current)?.focus();
  }, [pending]);

  return (
    <QueryState query={query} loading={texts.loading} error={texts.error} errorClassName="admin-error">
      {({ items, total }) => (
        <section aria-labelledby={titleId}>
          <div className="admin-panel__header">
            <h2 id={titleId} ref={headingRef} tabIndex={-1}>
              {title}
            </h2>
            {total > 0 && (
              <p className="muted">
                {items.length < total ? `Oldest ${items.length} of ${total} waiting` : `${total} waiting`} · oldest first
              </p>
            )}
          </div>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
          {notice && (
            <p className="error admin-notice" role="alert">
              {notice}
            </p>
          )}
          {items.length === 0 ? (
            <div className="empty card admin-empty">
              <Icon name="check" size={28} />
              <p>{texts.empty}</p>
            </div>
          ) : (
            <ol className="pending-list" ref={listRef}>
              {items.map((item, index) => (
                <li key={item.id}>
                  {children(item, {
                    onDeciding: () => {
                      focusAfter.current = { id: item.id, index };
                    },
                    onDecided: (decision) => setAnnouncement(texts.decided[decision]),
                  })}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </QueryState>
  );
}
