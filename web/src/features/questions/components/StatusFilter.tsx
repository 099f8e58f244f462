import { useId, useState } from 'react';
import type { PracticeStatus } from '@common/api/questions.ts';

const choices: { value: PracticeStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'unattempted', label: 'Not attempted' },
  { value: 'wrong', label: 'Answered wrong' },
  { value: 'correct', label: 'Answered right' },
  { value: 'bookmarked', label: 'Bookmarked' },
];

/**
 * The list's status filter (contract section 7.5) as a labelled group of radio buttons: all
 * questions, or only those I never attempted, whose latest attempt was wrong / right, or that I
 * saved (bookmarked). The
 * choice shows at once (the URL it leads to updates in a transition) and follows `value` after.
 */
export function StatusFilter({ value, onChange }: { value: PracticeStatus | null; onChange: (status: PracticeStatus | null) => void }) {
  const name = useId();
  const [picked, setPicked] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setPicked(value);
  }
  return (
    <fieldset className="status-filter" data-testid="status-filter">
      <legend className="status-filter__legend">Show</legend>
      {choices.map((choice) => (
        <label key={choice.label} className="status-filter__choice">
          <input
            type="radio"
            name={name}
            checked={picked === choice.value}
            onChange={() => {
              setPicked(choice.value);
              onChange(choice.value);
            }}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
