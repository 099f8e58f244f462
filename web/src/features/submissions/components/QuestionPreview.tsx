import { limits } from '@common/limits.ts';
import { RichText } from '../../../ui/RichText.tsx';

/** What the form holds, as typed (before validation). */
export interface PreviewValues {
  questionText?: string;
  questionType?: string;
  optionA?: string;
  optionB?: string;
  optionC?: string;
  optionD?: string;
  correctAnswer?: string | number;
  answerTolerance?: string | number | null;
  explanation?: string | null;
}

/**
 * The live preview of a question being written: its text, its options (the correct one marked) or
 * a TITA answer box with the correct number, and the written solution, each rendered as users
 * will see it (`RichText`).
 */
export function QuestionPreview({ values }: { values: PreviewValues }) {
  const tita = values.questionType === 'TITA';
  const answer = String(values.correctAnswer ?? '').trim();
  const tolerance = String(values.answerTolerance ?? '').trim();
  const solution = values.explanation?.trim() ?? '';
  return (
    <section className="question-preview card" aria-labelledby="question-preview-title" data-testid="question-preview">
      <h2 id="question-preview-title">Preview</h2>
      {values.questionText?.trim() ? (
        <RichText text={values.questionText} className="question-preview__text" />
      ) : (
        <p className="muted">The question text will appear here.</p>
      )}
      {tita ? (
        <div className="question-preview__tita">
          <span className="question-preview__box" aria-hidden="true" />
          <p>
            Type-in answer{answer ? `: ${answer}` : ''}
            {answer && tolerance && Number(tolerance) > 0 ? ` (± ${tolerance})` : ''}
          </p>
        </div>
      ) : (
        <ol className="question-preview__options" aria-label="Options">
          {limits.answerOptions.map((letter) => {
            const correct = answer.toUpperCase() === letter;
            return (
              <li key={letter} className={correct ? 'question-preview__option question-preview__option--correct' : 'question-preview__option'}>
                <span className="question-preview__letter">{letter}</span>
                <RichText text={values[`option${letter}`] ?? ''} />
                {correct && <span className="visually-hidden"> (correct answer)</span>}
              </li>
            );
          })}
        </ol>
      )}
      {solution && (
        <div className="question-preview__solution">
          <h3>Solution</h3>
          <RichText text={solution} />
        </div>
      )}
    </section>
  );
}
