import { HomeView } from '../../features/home/components/HomeView.tsx';
import { WeakestTopics } from '../../features/practice/components/WeakestTopics.tsx';
import { ReviewDueLink } from '../../features/review/components/ReviewDueLink.tsx';

/** / (logged in), with "Review due (N)" and my weakest three topics. */
export default function HomePage() {
  return <HomeView review={<ReviewDueLink />} weakTopics={<WeakestTopics />} />;
}
