import { MasteryMap } from '../../features/practice/components/MasteryMap.tsx';

/** /mastery: my topics by level, weakest first (docs/contract.md section 8.3). */
export default function MasteryPage() {
  return (
    <>
      <title>My topics</title>
      <MasteryMap />
    </>
  );
}
