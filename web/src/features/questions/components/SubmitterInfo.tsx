import { fallbackUser } from '@common/fallbackUser.ts';
import type { Question } from '@common/api/questions.ts';
import { formatDate } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';

/** "Submitted by <name>" with an avatar, a Mentor/Student badge and the submission date. */
export function SubmitterInfo({ question }: { question: Question }) {
  const submitter = question.submitter ?? fallbackUser;
  const submitted = formatDate(question.dateTimeSubmitted, 'd MMM yyyy');
  return (
    <div className="submitter">
      <Avatar name={submitter.name} size="sm" />
      <p>
        Submitted by <strong>{submitter.name}</strong> <UserTypeBadge userType={submitter.userType} />
        {submitted && (
          <>
            <br />
            <time className="muted" dateTime={question.dateTimeSubmitted}>
              {submitted}
            </time>
          </>
        )}
      </p>
    </div>
  );
}
