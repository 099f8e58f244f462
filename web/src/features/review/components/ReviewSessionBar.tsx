import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { clearReviewSession, loadReviewSession, placeInSession } from '../lib/reviewSession.ts';

/**
 * On the question page during a review session: "Review i of n" and the way on — the next due
 * question, or after the last "Finish review" (the summary on /review). Nothing outside a session.
 */
export function ReviewSessionBar({ questionId }: { questionId: number }) {
  const navigate = useNavigate();
  const place = useMemo(() => placeInSession(loadReviewSession(), questionId), [questionId]);
  if (!place) return null;
  const finish = () => {
    clearReviewSession();
    navigate('/review', { state: { reviewed: place.count } });
  };
  return (
    <nav className="review-session-bar card" aria-label="Review session">
      <span>
        Review {place.position} of {place.count}
      </span>
      {place.nextId !== null ? (
        <button type="button" className="btn btn--primary" data-testid="review-next" onClick={() => navigate(`/questions/${place.nextId}`)}>
          Next due question <span aria-hidden="true">→</span>
        </button>
      ) : (
        <button type="button" className="btn btn--primary" data-testid="review-finish" onClick={finish}>
          Finish review
        </button>
      )}
    </nav>
  );
}
