/** GET /api/users/{id}: another user's record; a failed fetch yields the spec's fallback user. */
import { useQuery } from '@tanstack/react-query';
import { fallbackUser, type User } from '@common/api/accounts.ts';
import { api } from '../../../lib/api.ts';

export const userKeys = {
  byId: (id: number) => ['users', id] as const,
};

/** The user with this id, or "Unknown User" when it cannot be loaded (spec section 3). */
export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.byId(id),
    queryFn: async (): Promise<User> => {
      try {
        return await api<User>(`/api/users/${id}`);
      } catch {
        return fallbackUser;
      }
    },
  });
}
