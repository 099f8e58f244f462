/**
 * The post-mock analysis as the page shows it (pure): each question numbered within its section
 * ("VARC Q3"), with my outcome and time beside the candidates' share right (in %) and median time.
 */
import type { AttemptAnalysis } from '@common/api/mockTests.ts';

export interface AnalysisRow {
  id: number;
  /** "Q3", its number within its section. */
  label: string;
  sectionIndex: number;
  sectionName: string;
  outcome: 'correct' | 'wrong' | 'skipped';
  mySeconds: number;
  /** Candidates who got it right, 0-100 (whole %), or null without data. */
  crowdPercent: number | null;
  crowdMedianSeconds: number | null;
}

/** The rows in the analysis's order (sections in order, questions in section order). */
export function analysisRows(analysis: AttemptAnalysis): AnalysisRow[] {
  const counts = new Map<number, number>();
  return analysis.questions.map((question) => {
    const number = (counts.get(question.sectionIndex) ?? 0) + 1;
    counts.set(question.sectionIndex, number);
    return {
      id: question.id,
      label: `Q${number}`,
      sectionIndex: question.sectionIndex,
      sectionName: analysis.sections[question.sectionIndex]?.name ?? `Section ${question.sectionIndex + 1}`,
      outcome: question.correct === null ? 'skipped' : question.correct ? 'correct' : 'wrong',
      mySeconds: question.timeSeconds,
      crowdPercent: question.crowdCorrectShare === null ? null : Math.round(question.crowdCorrectShare * 100),
      crowdMedianSeconds: question.crowdMedianSeconds,
    };
  });
}

/** The rows of the question ids `ids` (easy questions skipped, time sinks), in the analysis's order. */
export const rowsOf = (rows: readonly AnalysisRow[], ids: readonly number[]): AnalysisRow[] => rows.filter((row) => ids.includes(row.id));
