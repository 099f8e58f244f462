/** TanStack Query keys of the AI feature. */
export const aiKeys = {
  status: ['ai', 'status'] as const,
  explanation: (questionId: number) => ['ai', 'explanation', questionId] as const,
};
