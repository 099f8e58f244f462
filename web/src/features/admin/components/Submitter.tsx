import { fallbackUser } from '@common/fallbackUser.ts';
import type { Question } from '@common/api/questions.ts';
import { formatDate } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';

/** Who submitted a question (avatar, name, Mentor/Student badge, username) and when. */
export function Submitter({ question }: { question: Question }) {
  const submitter = question.submitter ?? fallbackUser;
  return (
    <div className="review-submitter">
      <Avatar name={submitter.name} size="sm" />
      <p>
        <span className="review-submitter__name">
          <strong>{submitter.name}</strong> <UserTypeBadge userType={submitter.userType} />
        </span>
        <span className="muted">
          @{submitter.username} ·{' '}
          <time dateTime={question.dateTimeSubmitted}>{formatDate(question.dateTimeSubmitted, 'd MMM yyyy, h:mm a')}</time>
        </span>
      </p>
    </div>
  );
}
