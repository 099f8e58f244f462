/** TanStack Query keys of the submissions feature. */
export const submissionKeys = {
  categories: ['submissions', 'categories'] as const,
  sources: ['submissions', 'sources'] as const,
  topics: (categoryId: number) => ['submissions', 'topics', categoryId] as const,
  mine: ['submissions', 'mine'] as const,
};
