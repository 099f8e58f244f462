import { ContributorsView } from '../../features/profiles/components/ContributorsView.tsx';

/** /contributors: the contributors leaderboard by period (contract 8.4). */
export default function ContributorsPage() {
  return (
    <>
      <title>Top contributors</title>
      <ContributorsView />
    </>
  );
}
