import type { MyLastResponse } from '@common/api/questions.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';

/**
 * "Last time you answered B (wrong), 2 days ago." for a question answered before (the typed
 * number for TITA), with ✓ / ✗ beside the words; the question can be attempted again below.
 */
export function LastAttempt({ last }: { last: MyLastResponse }) {
  const given = last.selectedOption ?? last.answer ?? '';
  return (
    <p className={`last-attempt last-attempt--${last.correct ? 'correct' : 'wrong'}`} data-testid="last-attempt">
      <span aria-hidden="true" className="last-attempt__mark">
        {last.correct ? '✓' : '✗'}
      </span>{' '}
      Last time you answered <strong>{given}</strong> ({last.correct ? 'right' : 'wrong'}), <RelativeTime iso={last.createdAt} />.{' '}
      <span className="muted">
        <Icon name="clock" size={14} /> {last.timeSeconds === null ? 'Untimed' : `${last.timeSeconds} s`} · try it again below.
      </span>
    </p>
  );
}
