import type { PendingMentor } from '@common/api/mentors.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { useDecideMentor, type MentorReviewDecision } from '../api/pendingMentors.ts';

interface PendingMentorCardProps {
  request: PendingMentor;
  /** Called when a decision is sent (before the card may leave the list). */
  onDeciding: () => void;
  /** Called once the decision is saved and the list refreshed (even if the card has left it). */
  onDecided: (decision: MentorReviewDecision) => void;
  /** Called with what to tell the admin when the request was already decided elsewhere or is gone (the card then leaves the list). */
  onStale: (notice: string) => void;
}

/** A request another admin decided (or that is gone): the list is refreshed and this card leaves it. */
const isStale = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 409);

/** What to do after a failed decision: the server's reason when it is about the session, else retry. */
function failureHint(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return error.message;
  return 'Please check your connection and try again.';
}

/**
 * One mentor request: the applicant's name, username, email and mobile, with Approve and Reject.
 * Both buttons are disabled while either call runs; a failure is shown beside them.
 */
export function PendingMentorCard({ request, onDeciding, onDecided, onStale }: PendingMentorCardProps) {
  const approve = useDecideMentor('approve');
  const reject = useDecideMentor('reject');
  const busy = approve.isPending || reject.isPending;
  const { user } = request;
  const titleId = `pending-mentor-${request.id}-name`;
  const errorId = `pending-mentor-${request.id}-error`;
  // A stale request is reported by the panel (this card is leaving the list); other failures here.
  const failedCall = [approve, reject].find((call) => call.isError && !isStale(call.error));
  const failure = failedCall === undefined ? null : failedCall === approve ? messages.mentors.approveFailed : messages.mentors.rejectFailed;

  const decide = (decision: MentorReviewDecision) => {
    const [run, other] = decision === 'approve' ? [approve, reject] : [reject, approve];
    other.reset();
    onDeciding();
    const failureText = decision === 'approve' ? messages.mentors.approveFailed : messages.mentors.rejectFailed;
    run.mutateAsync(request.id).then(
      () => onDecided(decision),
      (error: unknown) => {
        // Other failures are shown on the card, from the mutation's state.
        if (isStale(error)) onStale(`${failureText}: ${user.name} (@${user.username}). ${(error as Error).message}.`);
      },
    );
  };

  return (
    <article className="mentor-card card" data-testid="pending-mentor" aria-labelledby={titleId} tabIndex={-1}>
      <header className="mentor-card__who">
        <Avatar name={user.name} />
        <div className="mentor-card__names">
          <h3 id={titleId}>{user.name}</h3>
          <span className="muted">@{user.username}</span>
          <span className="muted mentor-card__since">
            Requested <time dateTime={request.requestedAt}>{formatDate(request.requestedAt, 'd MMM yyyy')}</time>
          </span>
        </div>
      </header>
      <dl className="mentor-card__contact">
        <div>
          <dt>Email</dt>
          <dd>{user.emailId ? <a href={`mailto:${user.emailId}`}>{user.emailId}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{user.mobile ? <a href={`tel:+91${user.mobile}`}>+91 {user.mobile}</a> : <span className="muted">Not given</span>}</dd>
        </div>
      </dl>
      <footer className="mentor-card__actions">
        {failure && (
          <div id={errorId} className="mentor-card__error" role="alert">
            <strong>{failure}</strong> <span>{failureHint(failedCall?.error)}</span>
          </div>
        )}
        <button
          type="button"
          className="btn mentor-card__reject"
          disabled={busy}
          aria-busy={reject.isPending}
          aria-describedby={failure ? errorId : undefined}
          onClick={() => decide('reject')}
        >
          {reject.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
          Reject
        </button>
        <button
          type="button"
          className="btn mentor-card__approve"
          disabled={busy}
          aria-busy={approve.isPending}
          aria-describedby={failure ? errorId : undefined}
          onClick={() => decide('approve')}
        >
          {approve.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
          Approve
        </button>
      </footer>
    </article>
  );
}
