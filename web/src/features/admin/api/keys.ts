/** TanStack Query keys of the admin feature. */
export const adminKeys = {
  pendingQuestions: ['admin', 'pendingQuestions'] as const,
};
