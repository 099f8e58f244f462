/** TanStack Query keys of the admin feature. */
export const adminKeys = {
  pendingQuestions: ['admin', 'pendingQuestions'] as const,
  pendingMentors: ['admin', 'pendingMentors'] as const,
  /** Every page of the user list (invalidate this prefix when users change). */
  users: ['admin', 'users'] as const,
  usersPage: (query: string, offset: number) => ['admin', 'users', { query, offset }] as const,
  importJob: (jobId: number) => ['admin', 'importJob', jobId] as const,
};
