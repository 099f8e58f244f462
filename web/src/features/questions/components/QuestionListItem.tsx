import { Link } from 'react-router';
import type { Difficulty, MyStatus, QuestionSummary } from '@common/api/questions.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { DifficultyTag } from './DifficultyTag.tsx';
import { StatusMark } from './StatusMark.tsx';
import { TitaBadge } from './TitaBadge.tsx';

/** Characters of question text shown in the list. */
const previewChars = 220;

/**
 * One question in a list: the start of its text with topic and source chips (and "TITA" for a
 * type-in-the-answer question), its calibrated difficulty, my latest result (`myStatus`) and "Saved" when I bookmarked it,
 * linking to it. `inSet`: a
 * question under its set's card, shown smaller and without the chips the card already shows.
 */
export function QuestionListItem({ question, inSet = false }: { question: QuestionSummary & { myStatus?: MyStatus; bookmarked?: boolean; difficulty?: Difficulty }; inSet?: boolean }) {
  const tita = question.questionType === 'TITA' && <TitaBadge />;
  const mark = (
    <>
      <DifficultyTag difficulty={question.difficulty} />
      <StatusMark status={question.myStatus ?? null} />
      {question.bookmarked && (
        <span className="chip chip--neutral" data-testid="saved-mark">
          Saved
        </span>
      )}
    </>
  );
  return (
    <li className={inSet ? 'question-item question-item--in-set' : 'question-item'}>
      <Link to={`/questions/${question.id}`} className={inSet ? 'question-item__link' : 'question-item__link card'} data-list-item data-question-id={question.id}>
        <p className="question-item__text">{excerpt(question.questionText, previewChars)}</p>
        {inSet ? (
          <span className="question-item__chips">
            {tita}
            {mark}
          </span>
        ) : (
          <span className="question-item__chips">
            <span className="chip">{question.topic}</span>
            <span className="chip chip--neutral">{question.source}</span>
            {tita}
            {mark}
          </span>
        )}
      </Link>
    </li>
  );
}
