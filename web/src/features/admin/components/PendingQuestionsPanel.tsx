import { useEffect, useRef, useState } from 'react';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { usePendingQuestions, type ReviewDecision } from '../api/pendingQuestions.ts';
import { PendingQuestionCard } from './PendingQuestionCard.tsx';

const decidedText: Record<ReviewDecision, string> = {
  approve: 'Question approved and published.',
  reject: 'Question rejected.',
};

/**
 * Pending Questions: every submitted question waiting for review, oldest first. After a
 * decision the question leaves the list and focus moves to the next one, so a reviewer can work
 * through the queue from the keyboard.
 */
export function PendingQuestionsPanel() {
  const pending = usePendingQuestions();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<{ id: number; index: number } | null>(null);
  const questions = pending.data?.items;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !questions || questions.some((question) => question.id === target.id)) return;
    focusAfter.current = null;
    const cards = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="pending-question"]') ?? [];
    (cards[Math.min(target.index, cards.length - 1)] ?? headingRef.current)?.focus();
  }, [questions]);

  return (
    <QueryState query={pending} loading="Loading pending questions…" error={messages.load.pendingQuestions} errorClassName="admin-error">
      {({ items, total }) => (
        <section aria-labelledby="pending-questions-title">
          <div className="admin-panel__header">
            <h2 id="pending-questions-title" ref={headingRef} tabIndex={-1}>
              Pending Questions
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
          {items.length === 0 ? (
            <div className="empty card admin-empty">
              <Icon name="check" size={28} />
              <p>{messages.review.noPending}</p>
            </div>
          ) : (
            <ol className="pending-list" ref={listRef}>
              {items.map((question, index) => (
                <li key={question.id}>
                  <PendingQuestionCard
                    question={question}
                    onDecided={(decision) => {
                      focusAfter.current = { id: question.id, index };
                      setAnnouncement(decidedText[decision]);
                    }}
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
