import { useLocation, useNavigate } from 'react-router';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useDueCards, useReviewSummary } from '../api/review.ts';
import { saveReviewSession } from '../lib/reviewSession.ts';
import { sessionOrder } from '../lib/sessionOrder.ts';
import { ReviewForecast } from './ReviewForecast.tsx';
import '../review.css';

/** How many questions the session just finished walked (router state from the session bar), or null. */
function useFinished(): number | null {
  const state: unknown = useLocation().state;
  if (typeof state === 'object' && state !== null && 'reviewed' in state && typeof state.reviewed === 'number') return state.reviewed;
  return null;
}

/**
 * /review: the spaced review of mistakes (docs/contract.md section 7.4). After a session, "Review
 * done" with how many questions it walked; the deck's forecast and retention; "Start review" walks
 * the due questions one at a time on the question page (a set's due questions together); with none
 * due, the empty state.
 */
export function ReviewOverview() {
  const summary = useReviewSummary();
  const due = useDueCards();
  const navigate = useNavigate();
  const finished = useFinished();
  const both = {
    isPending: summary.isPending || due.isPending,
    data: summary.data && due.data ? { summary: summary.data, due: due.data } : undefined,
    refetch: () => Promise.all([summary.refetch(), due.refetch()]),
  };
  const start = (ids: number[]) => {
    saveReviewSession(ids);
    navigate(`/questions/${ids[0]}`);
  };
  return (
    <main className="page page--narrow review">
      <h1>Review</h1>
      {finished !== null && (
        <div className="card review__done" role="status" data-testid="review-done">
          <h2>{messages.spacedReview.done}</h2>
          <p>
            You went through {finished} {finished === 1 ? 'question' : 'questions'}. Right answers come back later, wrong ones stay due.
          </p>
        </div>
      )}
      <QueryState query={both} loading="Loading your review…" error={messages.load.review}>
        {(data) => {
          const ids = sessionOrder(data.due.items);
          return (
            <>
              {ids.length === 0 ? (
                <p className="empty card" data-testid="review-empty">
                  {messages.spacedReview.empty}
                </p>
              ) : (
                <div className="card review__start">
                  <p>
                    {data.due.total} {data.due.total === 1 ? 'question is' : 'questions are'} due for review.
                  </p>
                  <button type="button" className="btn btn--primary" data-testid="review-start" onClick={() => start(ids)}>
                    Start review
                  </button>
                </div>
              )}
              <ReviewForecast summary={data.summary} />
            </>
          );
        }}
      </QueryState>
    </main>
  );
}
