import { Link } from 'react-router';
import { useReviewSummary } from '../api/review.ts';
import '../review.css';

/**
 * "Review due (N)": a link to the review session with the number of cards due now (docs/contract.md
 * section 7.4). Shows nothing until the figures load or when they fail (the page works without it).
 */
export function ReviewDueLink() {
  const summary = useReviewSummary();
  if (!summary.data) return null;
  const { due } = summary.data;
  return (
    <Link to="/review" className={`btn review-due${due > 0 ? ' btn--primary' : ''}`} data-testid="review-due">
      Review due ({due})
    </Link>
  );
}
