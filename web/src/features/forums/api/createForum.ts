/** Creating a forum (CONTRACT.md section 5: any logged-in user). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Forum } from '@common/api/forums.ts';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';

/** The trimmed fields of a new forum. */
export interface NewForum {
  title: string;
  description: string;
}

/** POST /api/forum/forums {title, description}. */
export function createForum(forum: NewForum) {
  return api<Forum>('/api/forum/forums', { method: 'POST', body: forum });
}

/** Creates a forum (see `createForum`); resolves once the list has been refetched. */
export function useCreateForum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.list }),
  });
}
