import { useParams } from 'react-router';
import { TestOverview } from '../../features/mockTests/components/tests/TestOverview.tsx';

/** /tests/:id */
export default function TestPage() {
  const { id } = useParams();
  const testId = Number(id);
  return (
    <>
      <title>Mock Test</title>
      <TestOverview key={testId} id={Number.isSafeInteger(testId) && testId > 0 ? testId : 0} />
    </>
  );
}
