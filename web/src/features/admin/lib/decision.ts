/** Pure helpers behind the review queues' Approve and Reject (see `useDecision`). */
import { ApiRequestError } from '../../../lib/api/errors.ts';

/** What an admin decides about a pending question or mentor request. */
export type ReviewDecision = 'approve' | 'reject';

/** What `failedDecision` reads of one decision's call (a TanStack Query mutation's state). */
export interface DecisionCallState {
  isError: boolean;
  error: unknown;
}

/** A decision about something another admin has decided already or that is gone (404 or 409). */
export const isStaleDecision = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 409);

/** What to do after a failed decision: the server's reason when it is about the session (401, 403), else retry. */
export function decisionFailureHint(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return error.message;
  return 'Please check your connection and try again.';
}

/**
 * Which decision's failure to show beside the buttons: approve's, else reject's, or null when
 * neither failed or the failure is reported elsewhere (`reportedElsewhere` holds for its error).
 */
export function failedDecision(
  calls: Record<ReviewDecision, DecisionCallState>,
  reportedElsewhere: (error: unknown) => boolean = () => false,
): ReviewDecision | null {
  const shown = (['approve', 'reject'] as const).find((decision) => calls[decision].isError && !reportedElsewhere(calls[decision].error));
  return shown ?? null;
}
