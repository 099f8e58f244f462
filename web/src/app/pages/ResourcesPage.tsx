import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { ResourcesView } from '../../features/resources/components/ResourcesView.tsx';

/** /resources: free PDF resources, their downloads, the upload modal and Delete for the signed-in user's own. */
export default function ResourcesPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Free Resources</title>
      <ResourcesView viewer={user} />
    </>
  );
}
