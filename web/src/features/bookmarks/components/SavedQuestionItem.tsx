import { Link } from 'react-router';
import type { QuestionListItem } from '@common/api/questions.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { BookmarkToggle } from './BookmarkToggle.tsx';

/** Characters of question text shown. */
const previewChars = 200;

/** A saved question: the start of its text (linking to it), its topic and source, and its bookmark toggle. */
export function SavedQuestionItem({ question }: { question: QuestionListItem }) {
  return (
    <li className="saved-item card" data-testid="saved-question">
      <Link to={`/questions/${question.id}`} className="saved-item__link">
        {excerpt(question.questionText, previewChars)}
      </Link>
      <div className="saved-item__meta">
        <span className="chip">{question.topic}</span>
        <span className="chip chip--neutral">{question.source}</span>
        <BookmarkToggle kind="question" id={question.id} saved={question.bookmarked} />
      </div>
    </li>
  );
}
