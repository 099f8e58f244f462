import { PagedListState } from '../../../../ui/PagedListState.tsx';
import { useTests } from '../../api/tests.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { TestCard } from './TestCard.tsx';

/** The tests I may take, newest first, with loading, error, empty and "Load more" states. */
export function TestList() {
  const tests = useTests();
  return (
    <PagedListState
      query={tests}
      loading="Loading tests…"
      error={testTexts.loadTests}
      empty={<p className="empty card">No tests yet. Create a practice test from the question bank to begin.</p>}
      noun="tests"
    >
      {(items) => (
        <ul className="test-list" aria-label="Tests">
          {items.map((test) => (
            <TestCard key={test.id} test={test} />
          ))}
        </ul>
      )}
    </PagedListState>
  );
}
