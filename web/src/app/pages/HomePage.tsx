import { HomeView } from '../../features/home/components/HomeView.tsx';
import { ReviewDueLink } from '../../features/review/components/ReviewDueLink.tsx';

/** / (logged in), with "Review due (N)". */
export default function HomePage() {
  return <HomeView review={<ReviewDueLink />} />;
}
