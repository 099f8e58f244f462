import type { Dispatch } from 'react';
import { limits } from '@common/limits.ts';
import { Icon } from '../../../../ui/Icon.tsx';
import { TextField } from '../../../../ui/TextField.tsx';
import type { BuilderAction, BuilderErrors, BuilderState } from '../../lib/tests/builder.ts';
import { RowMoveButtons } from './RowMoveButtons.tsx';

interface BuilderSectionsProps {
  state: BuilderState;
  errors: BuilderErrors;
  dispatch: Dispatch<BuilderAction>;
}

/** The test's sections in order: name and minutes, how many questions, which one the picker fills; add, move, remove. */
export function BuilderSections({ state, errors, dispatch }: BuilderSectionsProps) {
  return (
    <section className="builder-sections" aria-labelledby="builder-sections-heading">
      <h2 id="builder-sections-heading">Sections</h2>
      <ol className="builder-sections__list">
        {state.sections.map((section, index) => {
          const selected = index === state.selected;
          const questionsError = errors[`sections.${index}.questions`];
          return (
            <li key={section.key} className={`builder-section card${selected ? ' builder-section--selected' : ''}`} data-testid="builder-section">
              <div className="builder-section__fields">
                <TextField
                  label={`Section ${index + 1} name`}
                  maxLength={limits.testSectionNameMax}
                  value={section.name}
                  error={errors[`sections.${index}.name`]}
                  onChange={(event) => dispatch({ type: 'renameSection', index, name: event.target.value })}
                />
                <TextField
                  label="Minutes"
                  className="builder-section__minutes"
                  inputMode="numeric"
                  value={section.minutes}
                  error={errors[`sections.${index}.minutes`]}
                  onChange={(event) => dispatch({ type: 'setMinutes', index, minutes: event.target.value })}
                />
              </div>
              <div className="builder-section__footer">
                <span className="muted">
                  {section.questions.length} {section.questions.length === 1 ? 'question' : 'questions'}
                </span>
                <button
                  type="button"
                  className={`btn btn--small${selected ? ' btn--primary' : ''}`}
                  aria-pressed={selected}
                  onClick={() => dispatch({ type: 'selectSection', index })}
                >
                  {selected ? 'Adding questions here' : 'Add questions here'}
                </button>
                <RowMoveButtons
                  label={`section ${index + 1}`}
                  index={index}
                  count={state.sections.length}
                  onMove={(delta) => dispatch({ type: 'moveSection', index, delta })}
                  onRemove={state.sections.length > 1 ? () => dispatch({ type: 'removeSection', index }) : undefined}
                />
              </div>
              {questionsError && <p className="field-error">{questionsError}</p>}
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn" disabled={state.sections.length >= limits.testSectionsMax} onClick={() => dispatch({ type: 'addSection' })}>
        <Icon name="plus" size={16} />
        Add a section
      </button>
    </section>
  );
}
