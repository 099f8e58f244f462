/** Public profiles and the contributors leaderboard (contract 8.4). */
import { useQuery } from '@tanstack/react-query';
import { isDotUsername } from '@common/usernames.ts';
import type { Contributor, Period } from '@common/api/reputation.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { profileKeys } from './keys.ts';

/** Contributors per "Load more". */
export const contributorsPageSize = 20;

/**
 * GET /api/users/by-username/{username}/profile (or ?username= for "." and "..", which a path cannot
 * hold): name, type, joined, reputation and counts (never mobile or email).
 */
export function fetchProfile(username: string, signal?: AbortSignal) {
  if (isDotUsername(username)) return ok(apiClient.GET('/api/users/by-username/profile', { params: { query: { username } }, signal }));
  return ok(apiClient.GET('/api/users/by-username/{username}/profile', { params: { path: { username } }, signal }));
}

/** The public profile of `username`; a 404 (no such user) is not retried. */
export function useProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.byUsername(username),
    queryFn: ({ signal }) => fetchProfile(username, signal),
    staleTime: 0,
  });
}

/** GET /api/leaderboards/contributors?period=&limit=&offset=: one page, most reputation first, and the total. */
export function fetchContributors(period: Period, { limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/leaderboards/contributors', { params: { query: { period, limit, offset } }, signal }));
}

const contributorId = (row: Contributor) => row.user.id;

/** The contributors of `period`, `contributorsPageSize` at a time; `data` is `{ items, total }`. */
export function useContributorPages(period: Period) {
  return useOffsetPages({
    queryKey: profileKeys.contributors(period),
    fetchPage: (request: PageRequest) => fetchContributors(period, request),
    pageSize: contributorsPageSize,
    idOf: contributorId,
    staleTime: 0,
  });
}
