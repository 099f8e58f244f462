/** TanStack Query keys of the search feature. */
export const searchKeys = {
  results: (query: string, limit: number) => ['search', query, limit] as const,
  group: (query: string, type: string) => ['search', query, 'group', type] as const,
};
