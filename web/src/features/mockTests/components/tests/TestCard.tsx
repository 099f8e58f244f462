import { Link } from 'react-router';
import type { Test } from '@common/api/mockTests.ts';
import { formatMinutes, totalQuestions, totalSeconds } from '../../lib/tests/format.ts';
import { AttemptState } from './AttemptState.tsx';
import { KindBadge } from './KindBadge.tsx';
import { SectionList } from './SectionList.tsx';
import { TestWindowInfo } from './TestWindowInfo.tsx';

/** One test in the list: title (to its page), Official / My practice test, its window (scheduled mocks), sections, totals and my attempt. */
export function TestCard({ test }: { test: Test }) {
  return (
    <li className="test-card card" data-testid="test-card">
      <header className="test-card__header">
        <h2 className="test-card__title">
          <Link to={`/tests/${test.id}`}>{test.title}</Link>
        </h2>
        <KindBadge kind={test.kind} />
      </header>
      <TestWindowInfo test={test} />
      <SectionList sections={test.sections} />
      <p className="test-card__totals muted">
        {totalQuestions(test.sections)} questions · {formatMinutes(totalSeconds(test.sections))} in all
      </p>
      <AttemptState test={test} />
    </li>
  );
}
