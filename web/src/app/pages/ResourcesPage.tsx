import { ResourcesView } from '../../features/resources/components/ResourcesView.tsx';

/** /resources: free PDF resources, their downloads and the upload modal. */
export default function ResourcesPage() {
  return (
    <>
      <title>Free Resources</title>
      <ResourcesView />
    </>
  );
}
