import { fallbackUser } from '@common/api/accounts.ts';
import type { Question } from '@common/api/questions.ts';
import { formatDate } from '../../../lib/format.ts';

/** "Submitted by <name>" with a Mentor/Student badge and the submission date. */
export function SubmitterInfo({ question }: { question: Question }) {
  const submitter = question.submitter ?? fallbackUser;
  const submitted = formatDate(question.dateTimeSubmitted, 'd MMM yyyy');
  return (
    <p className="submitter">
      <span>
        Submitted by <strong>{submitter.name}</strong>
      </span>
      <span className={`badge badge--${submitter.userType === 'Mentor' ? 'mentor' : 'student'}`}>{submitter.userType}</span>
      {submitted && (
        <time className="muted" dateTime={question.dateTimeSubmitted}>
          {submitted}
        </time>
      )}
    </p>
  );
}
