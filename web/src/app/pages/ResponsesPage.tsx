import { ResponsesOverview } from '../../features/responses/components/ResponsesOverview.tsx';
import { ReviewDueLink } from '../../features/review/components/ReviewDueLink.tsx';

/** /responses, with "Review due (N)". */
export default function ResponsesPage() {
  return (
    <>
      <title>My Responses</title>
      <ResponsesOverview review={<ReviewDueLink />} />
    </>
  );
}
