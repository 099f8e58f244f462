import type { UseMutationResult } from '@tanstack/react-query';
import { failedDecision, type ReviewDecision } from '../lib/decision.ts';

/** Approves or rejects the item with the given id (a TanStack Query mutation, e.g. `useDecideMentor`). */
type DecisionMutation = UseMutationResult<unknown, Error, number>;

interface DecisionOptions {
  /** The mutation hook for one decision; called once for each, so the two calls keep their own state. */
  useDecide: (decision: ReviewDecision) => DecisionMutation;
  /** The id of the question or request decided about. */
  id: number;
  /** Called when a decision is sent (before the item may leave the list). */
  onDeciding?: () => void;
  /** Called once the decision is saved and the list refreshed (even if the card has left it). */
  onDecided: (decision: ReviewDecision) => void;
  /** Called with every failed decision, e.g. to report one that is stale elsewhere. */
  onFailed?: (decision: ReviewDecision, error: unknown) => void;
  /** Failures that are not shown on the card (reported elsewhere, e.g. by the panel). */
  reportedElsewhere?: (error: unknown) => boolean;
}

/** The state of an Approve / Reject pair (see `useDecision`). */
export interface Decision {
  /** Sends a decision; the other decision's earlier failure is cleared. */
  decide: (decision: ReviewDecision) => void;
  /** Whether each decision's call is running. */
  pending: Record<ReviewDecision, boolean>;
  /** The decision whose failure to show beside the buttons, with its error; null when none. */
  failure: { decision: ReviewDecision; error: unknown } | null;
}

/**
 * Approve and Reject of one pending item as a pair of mutations, one call at a time (the
 * buttons are disabled while either runs, see `DecisionButtons`). The outcome is reported
 * through the callbacks whether or not the card is still on screen; a failure stays in the
 * mutation's state and is returned as `failure` unless `reportedElsewhere` holds for it.
 */
export function useDecision({ useDecide, id, onDeciding, onDecided, onFailed, reportedElsewhere }: DecisionOptions): Decision {
  const approve = useDecide('approve');
  const reject = useDecide('reject');
  const calls = { approve, reject };
  const failed = failedDecision(calls, reportedElsewhere);

  const decide = (decision: ReviewDecision) => {
    const [run, other] = decision === 'approve' ? [approve, reject] : [reject, approve];
    other.reset();
    onDeciding?.();
    run.mutateAsync(id).then(
      () => onDecided(decision),
      // Failures shown on the card come from the mutation's state.
      (error: unknown) => onFailed?.(decision, error),
    );
  };

  return {
    decide,
    pending: { approve: approve.isPending, reject: reject.isPending },
    failure: failed === null ? null : { decision: failed, error: calls[failed].error },
  };
}
