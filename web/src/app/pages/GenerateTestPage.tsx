import { GenerateTestView } from '../../features/mockTests/components/tests/GenerateTestView.tsx';

/** /tests/new */
export default function GenerateTestPage() {
  return (
    <>
      <title>Create a practice test</title>
      <GenerateTestView />
    </>
  );
}
