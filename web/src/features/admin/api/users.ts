/** The user list of User Management (GET /api/getUsers; docs/contract.md section 4). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { limits } from '@common/limits.ts';
import { apiClient, page } from '../../../lib/api/client.ts';
import { adminKeys } from './keys.ts';

/** Users per page. */
export const usersPageSize = limits.pageDefault;

/** GET /api/getUsers?query=&limit=&offset=: one page of the matching users and how many match. */
export function fetchUsers(query: string, offset: number, signal?: AbortSignal) {
  return page(apiClient.GET('/api/getUsers', { params: { query: { query: query || undefined, limit: usersPageSize, offset } }, signal }));
}

/**
 * One page (`usersPageSize` from `offset`) of the users whose name, username or email contains
 * `query`, and how many match. The previous page stays on screen while the next one loads.
 */
export function useUsers(query: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.usersPage(query, offset),
    queryFn: ({ signal }) => fetchUsers(query, offset, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
