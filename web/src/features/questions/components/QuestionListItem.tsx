import { Link } from 'react-router';
import type { QuestionSummary } from '@common/api/questions.ts';
import { excerpt } from '../../../lib/format.ts';

/** Characters of question text shown in the list. */
const previewChars = 220;

/** One question in a list: the start of its text with topic and source chips, linking to it. */
export function QuestionListItem({ question }: { question: QuestionSummary }) {
  return (
    <li className="question-item">
      <Link to={`/questions/${question.id}`} className="question-item__link card">
        <p className="question-item__text">{excerpt(question.questionText, previewChars)}</p>
        <span className="question-item__chips">
          <span className="chip">{question.topic}</span>
          <span className="chip chip--neutral">{question.source}</span>
        </span>
      </Link>
    </li>
  );
}
