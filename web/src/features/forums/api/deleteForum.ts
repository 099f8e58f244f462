/** Deleting a forum with everything in it (admins only, spec section 6). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** POST /api/deleteForum?forumId=. */
export function deleteForum(forumId: number) {
  return ok(apiClient.POST('/api/deleteForum', { params: { query: { forumId } } }));
}

/** Deletes a forum (see `deleteForum`); resolves once the list has been refetched. */
export function useDeleteForum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForum,
    onSuccess: (_result, forumId) => {
      queryClient.removeQueries({ queryKey: forumKeys.posts(forumId) });
      return queryClient.invalidateQueries({ queryKey: forumKeys.list });
    },
  });
}
