import { HomeView } from '../../features/home/components/HomeView.tsx';
import { WeakestTopics } from '../../features/practice/components/WeakestTopics.tsx';
import { useMastery } from '../../features/practice/api/practice.ts';
import { ReviewDueLink } from '../../features/review/components/ReviewDueLink.tsx';
import { useReviewSummary } from '../../features/review/api/review.ts';
import { Loading } from '../../ui/Loading.tsx';

/**
 * / (logged in), with "Review due (N)" and my weakest three topics above the hero. The page shows
 * once both have answered (or failed): drawn before, the hero would be pushed down as they arrive.
 */
export default function HomePage() {
  const review = useReviewSummary();
  const mastery = useMastery();
  if (review.isPending || mastery.isPending) return <Loading />;
  return <HomeView review={<ReviewDueLink />} weakTopics={<WeakestTopics />} />;
}
