import { useId, useState, type ReactNode } from 'react';
import { messages } from '@common/messages.ts';

/**
 * Spoiler-safe discussion (contract section 7.5): until the user has answered the question (or
 * may know its answer anyway), its comments stay folded behind "Show discussion (may reveal the
 * answer)"; once answered they open by themselves. The comments are still loaded by `children`
 * only when shown.
 */
export function DiscussionGate({ open, children }: { open: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  if (open || shown) return <>{children}</>;
  return (
    <section className="discussion-gate card" aria-labelledby={headingId} data-testid="discussion-gate">
      <h2 id={headingId} className="discussion-gate__title">
        Discussion
      </h2>
      <p className="muted">Comments may give the answer away. Answer first, or open them now.</p>
      <button type="button" className="btn" onClick={() => setShown(true)}>
        {messages.question.showDiscussion}
      </button>
    </section>
  );
}
