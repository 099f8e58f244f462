/** TanStack Query keys of the comments feature. */
export const commentKeys = {
  thread: (questionId: number) => ['comments', 'thread', questionId] as const,
};
