import type { Question } from '@common/api/questions.ts';
import { RichText } from '../../../../ui/RichText.tsx';
import { TypeBadge } from './TypeBadge.tsx';

const optionKeys = ['A', 'B', 'C', 'D'] as const;

interface PreviewQuestionProps {
  question: Question;
  number: number;
  /** Shows the set's passage above the question (the first of a run of the set's questions). */
  showPassage: boolean;
  /** A server error naming this question. */
  error?: string;
}

/** A picked question as candidates will see it: its set's passage, its text and options (or the TITA box), in RichText. */
export function PreviewQuestion({ question, number, showPassage, error }: PreviewQuestionProps) {
  return (
    <li className={`preview-question${error ? ' preview-question--flagged' : ''}`} data-testid="preview-question">
      {showPassage && question.set && (
        <details className="preview-question__passage" open>
          <summary>Set: {question.set.title}</summary>
          <RichText text={question.set.body} />
        </details>
      )}
      <div className="preview-question__head">
        <span className="preview-question__number">Question {number}</span>
        <TypeBadge type={question.questionType} />
      </div>
      <RichText text={question.questionText} />
      {question.questionType === 'TITA' ? (
        <p className="preview-question__tita muted">Answer: type a number.</p>
      ) : (
        <ol className="preview-question__options">
          {optionKeys.map((key) => (
            <li key={key}>
              <span className="preview-question__key">{key}.</span> <RichText text={question[`option${key}`]} inline />
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
