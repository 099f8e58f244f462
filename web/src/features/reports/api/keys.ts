/** TanStack Query keys of the reports feature. */
export const reportKeys = {
  /** Every page of the admins' report list. */
  list: ['reports', 'list'] as const,
};
