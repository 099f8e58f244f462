import type { ReactNode } from 'react';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import type { Decision } from '../hooks/useDecision.ts';
import type { ReviewDecision } from '../lib/decision.ts';

interface DecisionButtonsProps {
  /** The card's class block: the parts are `<block>__error`, `<block>__reject` and `<block>__approve`. */
  block: 'pending-card' | 'mentor-card';
  /** The id of the failure text, which both buttons then name in `aria-describedby`. */
  errorId: string;
  /** From `useDecision`. */
  decision: Decision;
  /** What to show when `decision.failure` is set, for the decision that failed. */
  renderFailure: (failed: ReviewDecision, error: unknown) => ReactNode;
  /** The failure's element: a paragraph, or a `div` for richer content. */
  failureAs?: 'p' | 'div';
  /** What Reject does instead of deciding at once, e.g. open a dialog asking for a reason. */
  onReject?: () => void;
}

/**
 * Reject and Approve of a pending item, with the last failure beside them (role="alert"). Both
 * buttons are disabled while either call runs; the running one is aria-busy with a spinner.
 * Renders no container: the card places the failure and the buttons in its own footer.
 */
export function DecisionButtons({ block, errorId, decision, renderFailure, failureAs: Failure = 'p', onReject }: DecisionButtonsProps) {
  const { decide, pending, failure } = decision;
  const busy = pending.approve || pending.reject;
  const describedBy = failure ? errorId : undefined;
  return (
    <>
      {failure && (
        <Failure id={errorId} className={`${block}__error`} role="alert">
          {renderFailure(failure.decision, failure.error)}
        </Failure>
      )}
      <BusyButton type="button" className={`btn ${block}__reject`} busy={pending.reject} disabled={busy} aria-describedby={describedBy} onClick={() => (onReject ? onReject() : decide('reject'))}>
        Reject
      </BusyButton>
      <BusyButton type="button" className={`btn ${block}__approve`} busy={pending.approve} disabled={busy} aria-describedby={describedBy} onClick={() => decide('approve')}>
        Approve
      </BusyButton>
    </>
  );
}
