/** The catalogue's own load-error texts (the server's messages are shown as they come). */
export const testTexts = {
  loadTests: 'Failed to load tests',
  loadTest: 'Failed to load the test',
  loadQuestions: 'Failed to load questions',
  loadCategories: 'Failed to load categories',
  startFailed: 'Could not start the test. Please try again.',
  publishFailed: 'Could not publish the test. Please try again.',
  generateFailed: 'Could not create the test. Please try again.',
} as const;
