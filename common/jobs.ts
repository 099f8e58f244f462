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

/** `ai-explanation` job: generate (or, with `regenerate`, replace) the explanation of one question. */
export interface AiExplanationJobData {
  questionId: number;
  regenerate?: boolean;
}

/** `mail` job: one plain-text message sent over SMTP. */
export interface MailJobData {
  to: string;
  subject: string;
  text: string;
}
