import { Link } from 'react-router';
import type { SubmittedQuestion } from '@common/api/submissions.ts';
import { excerpt, formatDate } from '../../../lib/format.ts';
import { StatusPill } from './StatusPill.tsx';

/** Characters of question text shown per submission. */
const previewChars = 220;

/** One of my submissions: text excerpt, category/topic/source chips, date and status; approved ones open. */
export function SubmittedQuestionItem({ question }: { question: SubmittedQuestion }) {
  const submitted = formatDate(question.dateTimeSubmitted, 'd MMM yyyy');
  const reviewed = question.reviewedAt ? formatDate(question.reviewedAt, 'd MMM yyyy') : '';
  return (
    <li className="submission card">
      <div className="submission__top">
        <StatusPill status={question.status} />
        <time className="submission__date muted" dateTime={question.dateTimeSubmitted}>
          Submitted {submitted}
        </time>
      </div>
      <p className="submission__text">{excerpt(question.questionText, previewChars)}</p>
      <ul className="submission__chips" aria-label="Category, topic and source">
        <li className="chip">{question.section}</li>
        <li className="chip submission__chip--topic">{question.topic}</li>
        <li className="chip submission__chip--source">{question.source}</li>
      </ul>
      {question.status === 'approved' && (
        <Link to={`/questions/${question.id}`} className="submission__open">
          Open in the question bank <span aria-hidden="true">→</span>
        </Link>
      )}
      {question.status === 'rejected' && reviewed && <p className="submission__note muted">Not accepted on {reviewed}.</p>}
    </li>
  );
}
