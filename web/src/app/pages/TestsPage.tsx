import { isAdmin } from '@common/policies.ts';
import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { TestsView } from '../../features/mockTests/components/tests/TestsView.tsx';

/** /tests */
export default function TestsPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Mock Tests</title>
      <TestsView canBuild={isAdmin(user)} />
    </>
  );
}
