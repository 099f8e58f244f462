import { ResponsesOverview } from '../../features/responses/components/ResponsesOverview.tsx';

/** /responses */
export default function ResponsesPage() {
  return (
    <>
      <title>My Responses</title>
      <ResponsesOverview />
    </>
  );
}
