import { ReviewOverview } from '../../features/review/components/ReviewOverview.tsx';

/** /review: the spaced review of mistakes. */
export default function ReviewPage() {
  return (
    <>
      <title>Review</title>
      <ReviewOverview />
    </>
  );
}
