/**
 * AI explanations (docs/contract.md section 5): `GET /api/AiResponseQuestionsbyId?id=` answers the
 * explanation as `text/plain` (paragraphs separated by newlines); `GET /api/ai/status` tells the
 * web app up front whether the server has a chat model configured.
 */
import { z } from 'zod';

export const aiPaths = {
  explanation: '/api/AiResponseQuestionsbyId',
  regenerate: '/api/AiResponseQuestionsbyId/regenerate',
  status: '/api/ai/status',
} as const;

/** `GET /api/ai/status`. */
export const aiStatusSchema = z.object({ configured: z.boolean() });
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** The explanation's paragraphs: its non-blank lines, trimmed. */
export function explanationParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
