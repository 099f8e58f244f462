import { ProgressOverview } from '../../features/practice/components/ProgressOverview.tsx';

/** /progress: my weekly answers, accuracy and median time (docs/contract.md section 8.3). */
export default function ProgressPage() {
  return (
    <>
      <title>My progress</title>
      <ProgressOverview />
    </>
  );
}
