import { messages } from '@common/messages.ts';
import type { Actor } from '@common/policies.ts';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useResources } from '../api/resources.ts';
import { ResourceItem } from './ResourceItem.tsx';

/** Every resource, newest first, with loading, error (with Try again), empty and "Load more" states; Delete for `viewer`'s own (all for an admin). */
export function ResourceList({ viewer, onDeleted }: { viewer?: Actor; onDeleted: (title: string) => void }) {
  const resources = useResources();
  return (
    <QueryState
      query={resources}
      loading="Loading resources…"
      error={messages.resources.loadFailed}
      isEmpty={(list) => list.items.length === 0}
      empty={<p className="resource-empty card">{messages.resources.empty}</p>}
    >
      {({ items, total }) => (
        <>
          <ul className="resource-list" aria-label="Resources">
            {items.map((resource) => (
              <ResourceItem key={resource.id} resource={resource} viewer={viewer} onDeleted={onDeleted} />
            ))}
          </ul>
          {resources.hasNextPage && (
            <LoadMoreButton
              loading={resources.isFetchingNextPage}
              failure={resources.isFetchNextPageError ? messages.resources.loadFailed : null}
              progress={`${items.length} of ${total} resources shown`}
              onClick={() => void resources.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
