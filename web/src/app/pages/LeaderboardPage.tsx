import { useParams } from 'react-router';
import { LeaderboardView } from '../../features/mockTests/components/leaderboard/LeaderboardView.tsx';

/** /tests/:id/leaderboard */
export default function LeaderboardPage() {
  const { id } = useParams();
  const testId = Number(id);
  return (
    <>
      <title>Leaderboard</title>
      <LeaderboardView key={testId} testId={Number.isSafeInteger(testId) && testId > 0 ? testId : 0} />
    </>
  );
}
