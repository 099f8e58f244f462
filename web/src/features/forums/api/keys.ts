/** TanStack Query keys of the forums feature. */
export const forumKeys = {
  list: ['forums', 'list'] as const,
  /** Prefix of every forum's post list. */
  allPosts: ['forums', 'posts'] as const,
  posts: (forumId: number) => ['forums', 'posts', forumId] as const,
  /** The forum's posts without an accepted reply (under `posts(forumId)`, so its invalidations reach them). */
  unsolvedPosts: (forumId: number) => ['forums', 'posts', forumId, 'unsolved'] as const,
  post: (postId: number) => ['forums', 'post', postId] as const,
};
