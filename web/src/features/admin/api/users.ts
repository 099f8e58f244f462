/** The user list of User Management (GET /api/getUsers; CONTRACT.md section 4). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@common/api/accounts.ts';
import { limits } from '@common/limits.ts';
import { apiPage } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** Users per page. */
export const usersPageSize = limits.pageDefault;

/**
 * One page (`usersPageSize` from `offset`) of the users whose name, username or email contains
 * `query`, and how many match. The previous page stays on screen while the next one loads.
 */
export function useUsers(query: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.usersPage(query, offset),
    queryFn: ({ signal }) =>
      apiPage<User>('/api/getUsers', { query: { query: query || undefined, limit: usersPageSize, offset }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
