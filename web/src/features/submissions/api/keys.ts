/** TanStack Query keys of the submissions feature (the taxonomy's are in lib/taxonomy.ts). */
export const submissionKeys = {
  mine: ['submissions', 'mine'] as const,
  /** A question an admin is editing. */
  editing: (id: number) => ['submissions', 'editing', id] as const,
};
