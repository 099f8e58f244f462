import type { ReviewFilter } from '../../lib/result/reviewNav.ts';
import { reviewFilters } from '../../lib/result/reviewNav.ts';

const names: Record<ReviewFilter, string> = { all: 'All', wrong: 'Wrong', unanswered: 'Unanswered', correct: 'Correct' };

interface ReviewFilterBarProps {
  value: ReviewFilter;
  counts: Record<ReviewFilter, number>;
  onChange: (filter: ReviewFilter) => void;
}

/** All / Wrong / Unanswered / Correct, each with its count, as toggle buttons (one pressed). */
export function ReviewFilterBar({ value, counts, onChange }: ReviewFilterBarProps) {
  return (
    <div className="mock-review__filters" role="group" aria-label="Show questions">
      {reviewFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={`mock-review__filter${filter === value ? ' mock-review__filter--on' : ''}`}
          aria-pressed={filter === value}
          data-testid={`filter-${filter}`}
          onClick={() => onChange(filter)}
        >
          {names[filter]} <span className="mock-review__filter-count">({counts[filter]})</span>
        </button>
      ))}
    </div>
  );
}
