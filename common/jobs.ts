/** BullMQ queue names and job payloads (CONTRACT.md section 1). */
export const queueNames = {
  import: 'import',
  aiExplanation: 'ai-explanation',
  mail: 'mail',
} as const;

/** `import` job: the import_jobs row holding the uploaded file. */
export interface ImportJobData {
  importJobId: number;
}
