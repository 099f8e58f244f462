/** Creating a post in a forum. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** The trimmed fields of a new post. */
export interface NewPost {
  title: string;
  content: string;
}

/** POST /api/forum/posts {title, content, forumId}. */
export function createPost(forumId: number, post: NewPost) {
  return ok(apiClient.POST('/api/forum/posts', { body: { ...post, forumId } }));
}

/** Creates a post in forum `forumId` (see `createPost`); the forum's list and post count go stale. */
export function useCreatePost(forumId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) => createPost(forumId, post),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.posts(forumId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.list });
    },
  });
}
