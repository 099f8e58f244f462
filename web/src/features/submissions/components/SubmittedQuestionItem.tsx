import { Link } from 'react-router';
import type { SubmittedQuestion } from '@common/api/submissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { RichText } from '../../../ui/RichText.tsx';
import { StatusPill } from './StatusPill.tsx';

/** "Answer: C", or for TITA "Answer: 12.5 (± 0.5)". */
function answerText(question: SubmittedQuestion): string {
  const tolerance = question.questionType === 'TITA' && question.answerTolerance ? ` (± ${question.answerTolerance})` : '';
  return `Answer: ${question.correctAnswer}${tolerance}`;
}

/** Characters of question text shown per submission. */
const previewChars = 220;

/**
 * One of my submissions: text excerpt, type, category/topic/source chips, the answer (a letter, or
 * a TITA number with its tolerance), the written solution behind a disclosure, date and status;
 * approved ones open; rejected ones show the reviewer's reason and "Edit and resubmit".
 */
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
      <ul className="submission__chips" aria-label="Type, category, topic and source">
        <li className="chip submission__chip--type">{question.questionType === 'TITA' ? 'TITA (type in the answer)' : 'MCQ'}</li>
        <li className="chip">{question.section}</li>
        <li className="chip submission__chip--topic">{question.topic}</li>
        <li className="chip submission__chip--source">{question.source}</li>
      </ul>
      <p className="submission__answer">{answerText(question)}</p>
      {question.explanation && (
        <details className="submission__solution">
          <summary>Written solution</summary>
          <RichText text={question.explanation} />
        </details>
      )}
      {question.status === 'approved' && (
        <Link to={`/questions/${question.id}`} className="submission__open">
          Open in the question bank <span aria-hidden="true">→</span>
        </Link>
      )}
      {question.status === 'rejected' && reviewed && <p className="submission__note muted">Not accepted on {reviewed}.</p>}
      {question.status === 'rejected' && question.rejectionReason && (
        <p className="submission__reason">
          <strong>Reviewer’s reason:</strong> {question.rejectionReason}
        </p>
      )}
      {question.status === 'rejected' && (
        <Link
          to={`/submitted-questions/${question.id}/edit`}
          state={{ rejectionReason: question.rejectionReason }}
          className="btn submission__resubmit"
          aria-label={`Edit and resubmit: ${excerpt(question.questionText, 60)}`}
        >
          Edit and resubmit
        </Link>
      )}
    </li>
  );
}
