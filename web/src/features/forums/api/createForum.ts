/** Creating a forum (docs/contract.md section 5: any logged-in user). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** The trimmed fields of a new forum. */
export interface NewForum {
  title: string;
  description: string;
}

/** POST /api/forum/forums {title, description}. */
export function createForum(forum: NewForum) {
  return ok(apiClient.POST('/api/forum/forums', { body: forum }));
}

/** Creates a forum (see `createForum`); resolves once the list has been refetched. */
export function useCreateForum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.list }),
  });
}
