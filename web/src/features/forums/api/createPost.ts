/** Creating a post in a forum. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';

/** The trimmed fields of a new post. */
interface NewPost {
  title: string;
  content: string;
}

/** POST /api/forum/posts {title, content, forumId}; the forum's list and post count go stale. */
export function useCreatePost(forumId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) =>
      api<ForumPostWrapper>('/api/forum/posts', { method: 'POST', body: { ...post, forumId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.posts(forumId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.list });
    },
  });
}
