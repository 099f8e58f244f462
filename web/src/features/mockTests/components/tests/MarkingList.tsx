import type { Marking } from '@common/api/mockTests.ts';
import { markingLines } from '../../lib/tests/format.ts';

/** The marking scheme in words, one line per case. */
export function MarkingList({ marking }: { marking: Marking }) {
  return (
    <ul className="test-marking">
      {markingLines(marking).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
