import { useId } from 'react';
import type { MyStatus, QuestionSummary } from '@common/api/questions.ts';
import { QuestionListItem } from './QuestionListItem.tsx';

interface QuestionSetGroupProps {
  title: string;
  /** The set's questions as they come in the list (consecutive, in order). */
  questions: readonly (QuestionSummary & { myStatus?: MyStatus })[];
}

/**
 * A question set in the question list: one card with the set's title, topic and source, and its
 * questions indented under it, each linking to its question.
 */
export function QuestionSetGroup({ title, questions }: QuestionSetGroupProps) {
  const headingId = useId();
  const first = questions[0];
  return (
    <li className="question-set card" data-testid="question-set">
      <section aria-labelledby={headingId}>
        <header className="question-set__header">
          <h2 id={headingId} className="question-set__title">
            <span className="question-set__kicker">Set</span> {title}
          </h2>
          <span className="question-set__meta muted">
            {questions.length === 1 ? '1 question' : `${questions.length} questions`}
          </span>
        </header>
        {first && (
          <span className="question-item__chips">
            <span className="chip">{first.topic}</span>
            <span className="chip chip--neutral">{first.source}</span>
          </span>
        )}
        <ol className="question-set__items" aria-label={`Questions of the set ${title}`}>
          {questions.map((question) => (
            <QuestionListItem key={question.id} question={question} inSet />
          ))}
        </ol>
      </section>
    </li>
  );
}
