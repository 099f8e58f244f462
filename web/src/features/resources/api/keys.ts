/** TanStack Query keys of the resources feature. */
export const resourceKeys = {
  list: ['resources', 'list'] as const,
};
