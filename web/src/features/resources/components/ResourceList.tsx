import { messages } from '@common/messages.ts';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useResources } from '../api/resources.ts';
import { ResourceItem } from './ResourceItem.tsx';

/** Every resource, newest first, with loading, error (with Try again), empty and "Load more" states. */
export function ResourceList() {
  const resources = useResources();

  if (resources.isPending) return <Loading label="Loading resources…" />;
  if (!resources.data) {
    return (
      <div className="error resource-problem" role="alert">
        <p>{messages.resources.loadFailed}</p>
        <button type="button" className="btn" onClick={() => void resources.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { resources: items, total } = resources.data;
  if (items.length === 0) return <p className="resource-empty card">{messages.resources.empty}</p>;
  return (
    <>
      <ul className="resource-list" aria-label="Resources">
        {items.map((resource) => (
          <ResourceItem key={resource.id} resource={resource} />
        ))}
      </ul>
      {resources.hasNextPage && (
        <div className="resource-more">
          <p className="muted">
            {items.length} of {total} resources shown
          </p>
          {resources.isFetchNextPageError && (
            <p className="error" role="alert">
              {messages.resources.loadFailed}
            </p>
          )}
          <LoadMoreButton loading={resources.isFetchingNextPage} onClick={() => void resources.fetchNextPage()} />
        </div>
      )}
    </>
  );
}
