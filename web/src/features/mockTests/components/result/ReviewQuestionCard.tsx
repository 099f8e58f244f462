import { useId } from 'react';
import { Link } from 'react-router';
import type { AttemptReview, ReviewQuestion } from '@common/api/mockTests.ts';
import { RichText } from '../../../../ui/RichText.tsx';
import { AnswerOutcome } from './AnswerOutcome.tsx';
import type { ReviewParts } from './reviewParts.ts';

interface ReviewQuestionCardProps {
  review: AttemptReview;
  question: ReviewQuestion;
  index: number;
  parts: ReviewParts;
}

/**
 * One question under review: its place (section, number), the question, the options with mine and
 * the correct one marked (MCQ), my answer and the correct one in words, marks and time, the written
 * solution, and "Discuss this question". A question of a set has its passage beside it.
 */
export function ReviewQuestionCard({ review, question, index, parts }: ReviewQuestionCardProps) {
  const headingId = useId();
  const set = question.setId === null ? undefined : review.sets[String(question.setId)];
  const tita = question.questionType === 'TITA';
  const card = (
    <article className="mock-review__question card" aria-labelledby={headingId} data-testid="review-question">
      <header className="mock-review__question-head">
        <h2 id={headingId} className="mock-review__question-title" tabIndex={-1}>
          Question {index + 1} <span className="muted">of {review.questions.length}</span>
        </h2>
        <ul className="mock-review__chips" aria-label="Section and topic">
          <li className="chip">{review.sections[question.sectionIndex]?.name}</li>
          <li className="chip chip--neutral">{question.topic}</li>
          {tita && parts.titaBadge}
        </ul>
      </header>
      <RichText text={question.questionText} className="mock-review__text" />
      {!tita && parts.options(question)}
      <AnswerOutcome question={question} />
      {question.explanation ? parts.solution(question.explanation) : <p className="muted">There is no written solution for this question yet.</p>}
      <p className="mock-review__discuss">
        <Link to={`/questions/${question.id}`} data-testid="discuss-link">
          Discuss this question
        </Link>
      </p>
    </article>
  );
  return set ? parts.beside(parts.passage(set), card) : card;
}
