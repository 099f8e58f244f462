import type { QuestionType } from '@common/api/questions.ts';

/** "MCQ" or "TITA" (type in the answer) beside a question. */
export function TypeBadge({ type }: { type: QuestionType }) {
  return type === 'TITA' ? (
    <span className="type-badge type-badge--tita">
      <abbr title="Type in the answer">TITA</abbr>
    </span>
  ) : (
    <span className="type-badge">
      <abbr title="Multiple choice">MCQ</abbr>
    </span>
  );
}
