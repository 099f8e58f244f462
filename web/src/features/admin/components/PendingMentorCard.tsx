import type { PendingMentor } from '@common/api/mentors.ts';
import { messages } from '@common/messages.ts';
import { formatDate } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { useDecideMentor } from '../api/pendingMentors.ts';
import { useDecision } from '../hooks/useDecision.ts';
import { decisionFailureHint, isStaleDecision, type ReviewDecision } from '../lib/decision.ts';
import { DecisionButtons } from './DecisionButtons.tsx';

interface PendingMentorCardProps {
  request: PendingMentor;
  /** Called when a decision is sent (before the card may leave the list). */
  onDeciding: () => void;
  /** Called once the decision is saved and the list refreshed (even if the card has left it). */
  onDecided: (decision: ReviewDecision) => void;
  /** Called with what to tell the admin when the request was already decided elsewhere or is gone (the card then leaves the list). */
  onStale: (notice: string) => void;
}

const failedText: Record<ReviewDecision, string> = { approve: messages.mentors.approveFailed, reject: messages.mentors.rejectFailed };

/**
 * One mentor request: the applicant's name, username, email and mobile, with Approve and Reject.
 * Both buttons are disabled while either call runs; a failure is shown beside them, except for a
 * request another admin decided (or that is gone): the list is refreshed, this card leaves it and
 * the panel shows the notice.
 */
export function PendingMentorCard({ request, onDeciding, onDecided, onStale }: PendingMentorCardProps) {
  const { user } = request;
  const decision = useDecision({
    useDecide: useDecideMentor,
    id: request.id,
    onDeciding,
    onDecided,
    onFailed: (decided, error) => {
      if (isStaleDecision(error)) onStale(`${failedText[decided]}: ${user.name} (@${user.username}). ${(error as Error).message}.`);
    },
    reportedElsewhere: isStaleDecision,
  });
  const titleId = `pending-mentor-${request.id}-name`;
  const errorId = `pending-mentor-${request.id}-error`;

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
        <DecisionButtons
          block="mentor-card"
          errorId={errorId}
          decision={decision}
          failureAs="div"
          renderFailure={(failed, error) => (
            <>
              <strong>{failedText[failed]}</strong> <span>{decisionFailureHint(error)}</span>
            </>
          )}
        />
      </footer>
    </article>
  );
}
