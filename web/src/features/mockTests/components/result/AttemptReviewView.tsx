import { Link, useSearchParams } from 'react-router';
import type { AttemptReview } from '@common/api/mockTests.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { useAttemptReview } from '../../api/results.ts';
import { statusLabel, statusOf } from '../../lib/result/figures.ts';
import { countByStatus, neighbours, parseFilter, parseQuestionIndex, visibleIndexes, type ReviewFilter } from '../../lib/result/reviewNav.ts';
import { ResultProblem } from './ResultProblem.tsx';
import { ReviewFilterBar } from './ReviewFilterBar.tsx';
import { ReviewPalette } from './ReviewPalette.tsx';
import { ReviewQuestionCard } from './ReviewQuestionCard.tsx';
import type { ReviewParts } from './reviewParts.ts';
import '../../result.css';

/**
 * Review mode of my completed attempt (contract 7.3): every question in order with my answer, the
 * correct one, marks, time, the solution and a link to its discussion; previous / next, a palette
 * and a filter (all / wrong / unanswered / correct). The place is in the URL (`?q=<number>`,
 * 1-based, and `&show=<filter>`), so a reload or a shared link keeps it.
 */
export function AttemptReviewView({ attemptId, parts }: { attemptId: number; parts: ReviewParts }) {
  const review = useAttemptReview(attemptId);
  if (review.isPending) return <Loading label="Loading your answers…" />;
  if (review.isError) {
    return (
      <main className="page page--narrow">
        <h1>Review answers</h1>
        <ResultProblem attemptId={attemptId} error={review.error} loadError="Failed to load the review" onRetry={() => void review.refetch()} />
      </main>
    );
  }
  return <LoadedReview review={review.data} parts={parts} />;
}

function LoadedReview({ review, parts }: { review: AttemptReview; parts: ReviewParts }) {
  const [params, setParams] = useSearchParams();
  const { questions } = review;
  const filter = parseFilter(params.get('show'));
  const current = parseQuestionIndex(params.get('q'), questions.length);
  const visible = visibleIndexes(questions, filter);
  const { previous, next } = neighbours(visible, current);
  // With a filter that keeps nothing there is nothing to walk.
  const question = visible.length > 0 ? questions[current] : undefined;

  function go(index: number, show: ReviewFilter = filter) {
    const search = new URLSearchParams({ q: String(index + 1) });
    if (show !== 'all') search.set('show', show);
    setParams(search, { replace: true });
  }

  function changeFilter(show: ReviewFilter) {
    const kept = visibleIndexes(questions, show);
    go(kept.includes(current) || kept.length === 0 ? current : kept[0]!, show);
  }

  return (
    <main className={`page mock-review${question?.setId != null ? ' mock-review--set' : ''}`}>
      <div className="mock-review__top">
        <div>
          <p className="mock-result__kicker muted">Review answers</p>
          <h1 className="mock-result__title">{review.title}</h1>
        </div>
        <Link to={`/attempts/${review.id}/result`} className="btn">
          <span aria-hidden="true">←</span> Back to result
        </Link>
      </div>
      <ReviewFilterBar value={filter} counts={countByStatus(questions)} onChange={changeFilter} />
      {visible.length === 0 && <p className="empty" data-testid="filter-empty">No questions here.</p>}
      <ReviewPalette questions={questions} sections={review.sections} visible={visible} current={current} onJump={(index) => go(index)} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {question ? `Question ${current + 1} of ${questions.length}, ${statusLabel[statusOf(question)].toLowerCase()}` : ''}
      </p>
      {question && <ReviewQuestionCard key={question.id} review={review} question={question} index={current} parts={parts} />}
      {question && (
        <nav className="mock-review__nav" aria-label="Previous and next question">
          <button type="button" className="btn" disabled={previous === null} onClick={() => previous !== null && go(previous)} data-testid="review-previous">
            <span aria-hidden="true">←</span> Previous
          </button>
          <span className="muted">
            {visible.includes(current) ? `${visible.indexOf(current) + 1} of ${visible.length}` : `${visible.length} shown`}
          </span>
          <button type="button" className="btn btn--primary" disabled={next === null} onClick={() => next !== null && go(next)} data-testid="review-next">
            Next <span aria-hidden="true">→</span>
          </button>
        </nav>
      )}
    </main>
  );
}
