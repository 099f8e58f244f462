import { useEffect, useRef, useState } from 'react';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { usePendingMentors, type MentorReviewDecision } from '../api/pendingMentors.ts';
import { PendingMentorCard } from './PendingMentorCard.tsx';

const decidedText: Record<MentorReviewDecision, string> = {
  approve: 'Mentor approved. Their badge now shows Mentor.',
  reject: 'Mentor request rejected. They stay a Student.',
};

/**
 * Pending Mentors: every mentor request waiting for review, oldest first. After a decision the
 * request leaves the list and focus moves to the next one, so the queue can be worked through
 * from the keyboard.
 */
export function PendingMentorsPanel() {
  const pending = usePendingMentors();
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<{ id: number; index: number } | null>(null);
  const requests = pending.data?.items;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !requests || requests.some((request) => request.id === target.id)) return;
    focusAfter.current = null;
    const cards = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="pending-mentor"]') ?? [];
    (cards[Math.min(target.index, cards.length - 1)] ?? headingRef.current)?.focus();
  }, [requests]);

  return (
    <QueryState query={pending} loading="Loading pending mentor requests…" error={messages.load.pendingMentors} errorClassName="admin-error">
      {({ items, total }) => (
        <section aria-labelledby="pending-mentors-title">
          <div className="admin-panel__header">
            <h2 id="pending-mentors-title" ref={headingRef} tabIndex={-1}>
              Pending Mentors
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
              <p>{messages.mentors.noPending}</p>
            </div>
          ) : (
            <ol className="pending-list" ref={listRef}>
              {items.map((request, index) => (
                <li key={request.id}>
                  <PendingMentorCard
                    request={request}
                    onDeciding={() => {
                      focusAfter.current = { id: request.id, index };
                      setNotice('');
                    }}
                    onDecided={(decision) => setAnnouncement(decidedText[decision])}
                    onStale={setNotice}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </QueryState>
  );
}
