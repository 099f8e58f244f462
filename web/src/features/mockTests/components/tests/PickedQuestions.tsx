import type { Dispatch } from 'react';
import { excerpt } from '../../../../lib/excerpt.ts';
import { partialSets, type BuilderAction, type BuilderSection } from '../../lib/tests/builder.ts';
import { RowMoveButtons } from './RowMoveButtons.tsx';
import { TypeBadge } from './TypeBadge.tsx';

interface PickedQuestionsProps {
  section: BuilderSection;
  /** A server error naming one of these questions. */
  flagged: { questionId: number; message: string } | null;
  dispatch: Dispatch<BuilderAction>;
}

/** The questions picked for the selected section, in order: reorder and remove; warns of sets picked in part. */
export function PickedQuestions({ section, flagged, dispatch }: PickedQuestionsProps) {
  const partial = partialSets(section);
  return (
    <section className="picked card" aria-labelledby="picked-heading" data-testid="picked-questions">
      <h2 id="picked-heading">
        Questions in {section.name.trim() || 'this section'} ({section.questions.length})
      </h2>
      {partial.map((set) => (
        <p key={set.setId} className="picked__warning" role="note">
          Only {set.picked} of the {set.size} questions of the set “{set.title}” are in this section. Candidates see its passage with each
          of them.
        </p>
      ))}
      {section.questions.length === 0 ? (
        <p className="muted">No questions yet: pick them from the question bank.</p>
      ) : (
        <ol className="picked__list">
          {section.questions.map((question, index) => (
            <li key={question.id} className={`picked__item${flagged?.questionId === question.id ? ' picked__item--flagged' : ''}`}>
              <div className="picked__text">
                <span className="picked__number">{index + 1}.</span> {excerpt(question.questionText, 120)}
                <span className="picked__meta">
                  <TypeBadge type={question.questionType} />
                  {question.setTitle && <span className="chip">Set: {question.setTitle}</span>}
                  <span className="muted">#{question.id}</span>
                </span>
                {flagged?.questionId === question.id && <p className="field-error">{flagged.message}</p>}
              </div>
              <RowMoveButtons
                label={`question ${index + 1}`}
                index={index}
                count={section.questions.length}
                onMove={(delta) => dispatch({ type: 'moveQuestion', id: question.id, delta })}
                onRemove={() => dispatch({ type: 'removeQuestion', id: question.id })}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
