/** The list of free resources (spec section 7 "Resources": GET /api/getResources). */
import type { Resource } from '@common/api/resources.ts';
import { limits } from '@common/limits.ts';
import { apiClient, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { resourceKeys } from './keys.ts';

/** GET /api/getResources?limit=&offset=: one page, newest first, and the total. */
export function fetchResources({ limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/getResources', { params: { query: { limit, offset } }, signal }));
}

const resourceId = (resource: Resource) => resource.id;

/**
 * Resources newest first, `limits.pageMax` at a time; `data` is `{ items, total }` over the pages
 * loaded so far (an item pushed onto the next page by a new upload appears once).
 */
export function useResources() {
  return useOffsetPages({ queryKey: resourceKeys.list, fetchPage: fetchResources, pageSize: limits.pageMax, idOf: resourceId });
}
