import { useNavigate } from 'react-router';
import type { QuestionNeighbours } from '../hooks/useQuestionNeighbours.ts';

/** Previous / Next through the stored question list, wrapping around; disabled for a lone question. */
export function QuestionNav({ neighbours }: { neighbours: QuestionNeighbours }) {
  const navigate = useNavigate();
  const alone = neighbours.count <= 1;
  return (
    <nav className="question-nav" aria-label="Previous and next question">
      <button
        type="button"
        className="btn"
        data-testid="prev-question"
        disabled={alone}
        onClick={() => navigate(`/questions/${neighbours.previousId}`)}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      {!alone && (
        <span className="question-nav__position muted">
          {neighbours.position} of {neighbours.count}
        </span>
      )}
      <button
        type="button"
        className="btn"
        data-testid="next-question"
        disabled={alone}
        onClick={() => navigate(`/questions/${neighbours.nextId}`)}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
