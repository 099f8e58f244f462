import { useState, type Dispatch } from 'react';
import type { QuestionListItem } from '@common/api/questions.ts';
import { excerpt } from '../../../../lib/excerpt.ts';
import { PagedListState } from '../../../../ui/PagedListState.tsx';
import { useBankQuestions, type PickerFilters as Filters } from '../../api/tests.ts';
import { sectionOf, type BuilderAction, type BuilderState, type PickedQuestion } from '../../lib/tests/builder.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { PickerFilters } from './PickerFilters.tsx';
import { SetOffer } from './SetOffer.tsx';
import { TypeBadge } from './TypeBadge.tsx';

const toPicked = (question: QuestionListItem): PickedQuestion => ({
  id: question.id,
  questionText: question.questionText,
  questionType: question.questionType,
  setId: question.setId,
  setTitle: question.setTitle,
  setSize: null,
});

interface QuestionPickerProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
}

/**
 * The question bank, filtered by category, topic and source, paged: each question's excerpt, type
 * and set, and Add (to the selected section; a set's question offers its whole set), or where it
 * already is.
 */
export function QuestionPicker({ state, dispatch }: QuestionPickerProps) {
  const [filters, setFilters] = useState<Filters | null>(null);
  const [offerFor, setOfferFor] = useState<number | null>(null);
  const bank = useBankQuestions(filters);
  const target = state.sections[state.selected];
  const add = (questions: PickedQuestion[]) => {
    dispatch({ type: 'addQuestions', questions });
    setOfferFor(null);
  };

  return (
    <section className="picker card" aria-labelledby="picker-heading">
      <h2 id="picker-heading">Question bank</h2>
      <p className="muted">
        Adding to: <strong>{target?.name.trim() || `Section ${state.selected + 1}`}</strong>
      </p>
      <PickerFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setOfferFor(null);
        }}
      />
      {!filters ? (
        <p className="muted">Choose a category to list its approved questions.</p>
      ) : (
        <PagedListState query={bank} loading="Loading questions…" error={testTexts.loadQuestions} empty={<p className="empty">No approved questions match these filters.</p>} noun="questions">
          {(items) => (
            <ul className="picker__list" aria-label="Questions of the bank">
              {items.map((question) => {
                const where = sectionOf(state, question.id);
                return (
                  <li key={question.id} className="picker__item" data-testid="picker-question">
                    <div className="picker__text">
                      <p>{excerpt(question.questionText, 160)}</p>
                      <span className="picker__meta">
                        <TypeBadge type={question.questionType} />
                        {question.setTitle && <span className="chip">Set: {question.setTitle}</span>}
                        <span className="muted">
                          {question.topic} · {question.source} · #{question.id}
                        </span>
                      </span>
                    </div>
                    <div className="picker__action">
                      {where === -1 ? (
                        <button
                          type="button"
                          className="btn btn--small"
                          aria-label={`Add question ${question.id}`}
                          onClick={() => (question.setId === null ? add([toPicked(question)]) : setOfferFor(question.id))}
                        >
                          Add
                        </button>
                      ) : where === state.selected ? (
                        <button type="button" className="btn btn--small" aria-label={`Remove question ${question.id}`} onClick={() => dispatch({ type: 'removeQuestion', id: question.id })}>
                          Remove
                        </button>
                      ) : (
                        <span className="muted">In {state.sections[where]?.name.trim() || `Section ${where + 1}`}</span>
                      )}
                    </div>
                    {offerFor === question.id && question.setId !== null && (
                      <SetOffer setId={question.setId} questionId={question.id} onAdd={add} onCancel={() => setOfferFor(null)} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </PagedListState>
      )}
    </section>
  );
}
