/** TanStack Query keys of the admin feature. */
export const adminKeys = {
  pendingQuestions: ['admin', 'pendingQuestions'] as const,
  importJob: (jobId: number) => ['admin', 'importJob', jobId] as const,
};
