import type { TestKind } from '@common/api/mockTests.ts';

/** "Official" for an admin-built test, "My practice test" for a generated one. */
export function KindBadge({ kind }: { kind: TestKind }) {
  return kind === 'admin' ? <span className="test-kind test-kind--official">Official</span> : <span className="test-kind test-kind--mine">My practice test</span>;
}
