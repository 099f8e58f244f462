/** The images a practice pack shows (contract 8.5), so they can be kept for offline use. */
import type { PackedQuestion } from '@common/api/packs.ts';

/** Image addresses the Markdown renderer shows: `/api/images/<digits>` (ui/markdown/urlPolicy.ts). */
const imageAddress = /\/api\/images\/[0-9]{1,15}(?![0-9A-Za-z/?#.])/g;

/** The distinct `/api/images/<id>` addresses in the questions' texts, options, solutions and passages, in order of first use. */
export function packImages(questions: readonly PackedQuestion[]): string[] {
  const found = new Set<string>();
  for (const question of questions) {
    const texts = [question.questionText, question.optionA, question.optionB, question.optionC, question.optionD, question.explanation ?? '', question.set?.body ?? ''];
    for (const text of texts) for (const match of text.matchAll(imageAddress)) found.add(match[0]);
  }
  return [...found];
}
