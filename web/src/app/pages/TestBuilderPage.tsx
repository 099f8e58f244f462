import { TestBuilder } from '../../features/mockTests/components/tests/TestBuilder.tsx';

/** /admin/tests/new */
export default function TestBuilderPage() {
  return (
    <>
      <title>Build a test</title>
      <TestBuilder />
    </>
  );
}
