/**
 * AI explanations (docs/contract.md section 5): `GET /api/AiResponseQuestionsbyId?id=` answers the
 * explanation as `text/plain` (paragraphs separated by newlines); `GET /api/ai/status` tells the
 * web app up front whether the server has a chat model configured (its schema is the route's,
 * server/features/ai/ai.routes.ts: the web app reads its type from the API description, and this
 * module stays free of zod, which the question page would otherwise download for two constants).
 */

export const aiPaths = {
  explanation: '/api/AiResponseQuestionsbyId',
  regenerate: '/api/AiResponseQuestionsbyId/regenerate',
  status: '/api/ai/status',
} as const;

/** The explanation's paragraphs: its non-blank lines, trimmed. */
export function explanationParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
